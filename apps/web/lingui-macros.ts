import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';

const web = path.dirname(fileURLToPath(import.meta.url));

/**
 * Lingui's macros become catalogue lookups that keep the English words (docs/decisions/273):
 * English needs no catalogue, and a word missing from another language's shows in English.
 * Shared by the build and the web unit tests, whatever folder they run from.
 */
export const linguiMacros = {
  babel: {
    plugins: [
      [
        '@lingui/babel-plugin-lingui-macro',
        {
          stripMessageField: false,
          linguiConfig: getConfig({ cwd: web, configPath: path.join(web, 'lingui.config.ts'), skipValidation: true }),
        },
      ],
    ] as [string, object][],
  },
};
