import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/lingui-macros';

/**
 * Files that start the portal or its commands as processes on an embedded database of their own,
 * whatever DATABASE_URL says: on the PostgreSQL run they would only repeat the PGlite run.
 */
const EMBEDDED_ONLY = [
  'apps/server/test/reliability.test.ts',
  'apps/server/test/console.test.ts',
  'apps/server/src/cli/create-admin.test.ts',
];

/**
 * Files whose tests send no query to any database (documents, route tables, static files, source
 * checks, in-memory counters): on the PostgreSQL run they would repeat the PGlite run exactly.
 */
const DATABASE_FREE = [
  'apps/server/test/openapi.test.ts',
  'apps/server/test/web-api-paths.test.ts',
  'apps/server/test/endpoint-definitions.test.ts',
  'apps/server/test/web-app.test.ts',
  'apps/server/test/bench-validity.test.ts',
  'apps/server/test/attempt-counters.test.ts',
  'apps/server/test/lint-zones.test.ts',
  'apps/server/test/narrow-context.test.ts',
  'apps/server/src/platform/access.test.ts',
  'apps/server/src/platform/csv.test.ts',
  'apps/server/src/platform/openapi.test.ts',
  'apps/server/src/platform/media/documents.test.ts',
  'apps/server/src/platform/media/s3-storage.test.ts',
];

export default defineConfig({
  test: {
    // The worker pool is shared by the projects and takes this setting from here, not from a
    // project: without it every file gets a fresh worker whatever a project says. Each project
    // still chooses whether its files share loaded modules (\`isolate\` below).
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'], isolate: true },
      },
      {
        plugins: [react(linguiMacros)],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // The browser's globals (localStorage, document, Intl in the page) without a browser.
          environment: 'happy-dom',
          isolate: true,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [...EMBEDDED_ONLY, ...DATABASE_FREE] : []),
          ],
          // Migrates once per run; each test file's database starts as a copy of that one.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files share one worker's modules instead of each loading the server, PGlite's
          // WebAssembly and the schemas afresh; every file still gets its own database and app.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          pool: 'forks',
          // One browser at a time: the machine has two cores and the server needs one.
          poolOptions: { forks: { singleFork: true } },
          // Playwright and axe load once for all files; each file launches its own browser.
          isolate: false,
        },
      },
    ],
  },
});
