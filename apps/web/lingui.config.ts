import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The portal's words in English (the spec's, as written) and Spanish (docs/decisions/273). Each
 * feature keeps its own catalogue beside its code, and the frame (app, shared parts, lib) one of
 * its own: a change to one feature's words touches one file.
 */
/**
 * `LINGUI_FEATURES=home,auth npx lingui extract --clean` updates those features' catalogues and no
 * other (`frame` for the shared one); without it, every catalogue.
 */
function only(list: string | undefined): string[] {
  return list ? list.split(',').filter((name) => name !== 'frame') : ['{name}'];
}
const withFrame = !process.env.LINGUI_FEATURES || process.env.LINGUI_FEATURES.split(',').includes('frame');

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    ...only(process.env.LINGUI_FEATURES).map((name) => ({
      path: `<rootDir>/src/features/${name}/locales/{locale}`,
      include: [`<rootDir>/src/features/${name}/`],
      exclude: ['**/*.test.*'],
    })),
    ...(withFrame
      ? [
          {
            path: '<rootDir>/src/locales/{locale}',
            include: [
              '<rootDir>/src/app/',
              '<rootDir>/src/components/',
              '<rootDir>/src/lib/',
              '<rootDir>/src/config/',
              '<rootDir>/src/i18n/',
              '<rootDir>/src/main.tsx',
              '<rootDir>/src/sw.ts',
              '<rootDir>/src/sw-push.ts',
              '<rootDir>/src/sw-sync.ts',
              '<rootDir>/src/sw-login.ts',
            ],
            exclude: ['**/*.test.*'],
          },
        ]
      : []),
  ],
});
