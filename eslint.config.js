import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const WEB = './apps/web/src';
const SERVER = './apps/server/src';
const webFeatures = fs
  .readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// What a web feature offers the others, as on the server (docs/decisions/234, 235).
const webPublicFiles = webFeatures.flatMap((feature) =>
  fs
    .readdirSync(new URL(`apps/web/src/features/${feature}`, import.meta.url))
    .filter((name) => /\.public\.tsx?$/.test(name))
    .map((name) => `./${feature}/${name}`),
);

// Tests that pass whatever the product does (issue 34): a wait whose failure is swallowed, an
// assertion that runs only sometimes, and "today" taken from the machine's zone instead of the store's.
const SWALLOWED_FAILURE = {
  selector: "CallExpression[callee.property.name='catch'] > ArrowFunctionExpression[params.length=0]",
  message: 'A failed wait or step must fail the test: remove the .catch, or wait for what the page really shows.',
};
const EXPECT_IN_IF = {
  selector:
    "IfStatement:has(:matches(CallExpression[callee.name='expect'], CallExpression[callee.object.name='expect'], CallExpression[callee.object.object.name='expect']))",
  message: 'An assertion inside an if passes when the condition is false: assert the condition itself.',
};
const MACHINE_TODAY = [
  {
    selector: "CallExpression[callee.name='localToday']",
    message: "localToday() is the machine's date: take the store's day (storeToday) or a fixed clock.",
  },
  {
    selector:
      "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString'][callee.object.callee.object.type='NewExpression'][callee.object.callee.object.arguments.length=0]",
    message:
      "new Date().toISOString().slice(0, 10) is UTC's date, not the store's: take the store's day or a fixed clock.",
  },
];
const TESTS = ['**/*.test.{ts,tsx}', 'apps/server/test/**/*.ts'];

// Every word a person reads comes from the catalogue (docs/decisions/273). Strings that are not
// words for a person are let through by shape: no letter, one lowercase token (keys, CSS, routes),
// or a constant's name; and by place: props and calls that take code, not text.
const NOT_WORDS = {
  ignore: ['^[^A-Z\\s]\\S*$', '^[A-Z][A-Z0-9_]*$', '^\\S+\\.(ts|tsx|js|css|po)$'],
  ignoreNames: [
    {
      regex: { pattern: '^(className|classNames|style|styles|key|id|htmlFor|name|type|to|href|src|role|rel|target)$' },
    },
    {
      regex: {
        pattern:
          '^(variant|color|c|bg|size|radius|fw|ta|tt|ff|fz|lh|display|pos|justify|align|wrap|gap|p|px|py|pt|pb|m|mx|my|mt|mb|ml|mr|w|h|miw|maw|mih|mah)$',
      },
    },
    {
      regex: {
        pattern:
          '^(autoComplete|inputMode|pattern|accept|method|component|orientation|position|placement|transition|mode|format|valueFormat|dir|lang|loading|decoding|mime|kind|queryKey|mutationKey|dataKey|storageKey)$',
      },
    },
    {
      regex: { pattern: '^(data-|aria-controls|aria-describedby|aria-labelledby|aria-hidden|aria-live|aria-current)' },
    },
    { regex: { pattern: '^[A-Z0-9_]+$' } },
  ],
  ignoreFunctions: [
    'console.*',
    'Error',
    '*.querySelector',
    '*.querySelectorAll',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    'dayjs',
    '*.format',
    'URLSearchParams',
    '*.get',
    '*.set',
    '*.has',
    '*.append',
    'matchMedia',
    'addEventListener',
    'removeEventListener',
    '*.addEventListener',
    '*.removeEventListener',
    'import',
    'cx',
    'clsx',
  ],
  useTsTypes: true,
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**', 'test-results/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No import cycles anywhere: server, web app, packages, tests and tools (DESIGN §3).
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/domain/tsconfig.json',
            'tsconfig.tools.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // File names are kebab-case; `.test`, `.routes`, `.module` and the like are kept as they are.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // A feature folder may not reach into another feature's internals (DESIGN §3): what a feature
    // offers the others is in its `*.public.ts` files (docs/decisions/234). The files beside the
    // folders (routes.ts, jobs.ts) compose the features and are not held by this.
    files: ['apps/server/src/features/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../[a-z]*/**', '!../[a-z]*/*.public', '**/features/**'],
              message: "Import platform/, db/ or another feature's *.public.ts, not another feature's internals.",
            },
          ],
        },
      ],
    },
  },
  {
    // platform/ is the cross-cutting parts the features stand on: it knows no feature. A feature
    // that platform/ must call registers itself at a composition root (docs/decisions/233).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${SERVER}/platform`,
              from: `${SERVER}/features`,
              message:
                'platform/ knows no feature: let the feature register with platform/ in features/routes.ts or features/jobs.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's layers (DESIGN §3): features import lib/, components/, config/ and the contract,
    // of another feature only its `*.public.ts(x)` files, never app/; the shared folders import
    // neither features nor app/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`, ...webPublicFiles],
              message:
                "A feature may import another feature's *.public.ts(x) only: make the part public there, or move it to components/ or lib/.",
            })),
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features do not import app/: page paths live in config/, shared pages in components/.',
            },
            {
              target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'lib/, components/ and config/ are shared: they import neither features nor app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A page composes named parts (issue 36): no function of the web app's code runs past 150 lines.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { lingui },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'lingui/no-unlocalized-strings': ['error', NOT_WORDS],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', SWALLOWED_FAILURE, EXPECT_IN_IF, ...MACHINE_TODAY] },
  },
  {
    files: TESTS,
    ignores: ['e2e/**'],
    rules: { 'no-restricted-syntax': ['error', EXPECT_IN_IF, ...MACHINE_TODAY] },
  },
  {
    // Server code that works on a store's records counts the day from the store's zone.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': ['error', ...MACHINE_TODAY] },
  },
);
