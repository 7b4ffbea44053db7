import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { syncCatalogue } from '../../src/platform/catalogue';
import { seedDemoChain } from '../../src/seed/demo';
import { migratedSnapshot, TEST_SECRET } from '../harness';

/**
 * What a DATA_DIR's embedded database holds before a test starts a process on it: `migrated` (the
 * migrations and the catalogue, as after a first start's schema step) or `demo` (that and the demo
 * chain, as after a first start on PGlite).
 */
export type PreparedDatabase = 'migrated' | 'demo';

let root: string | undefined;
const templates = new Map<PreparedDatabase, Promise<string>>();

function templateRoot(): string {
  if (!root) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-data-templates-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    root = dir;
  }
  return root;
}

/** The folder of one kind, made once per worker: the migrated one from the run's migrated copy. */
function template(kind: PreparedDatabase): Promise<string> {
  let made = templates.get(kind);
  if (!made) {
    made = (async () => {
      const dir = path.join(templateRoot(), kind, 'pglite');
      if (kind === 'demo') fs.cpSync(await template('migrated'), dir, { recursive: true });
      const snapshot = kind === 'migrated' ? migratedSnapshot() : undefined;
      const database = await openDatabase({ pgliteDir: dir, pgliteSnapshot: snapshot });
      try {
        if (kind === 'migrated' && !snapshot) {
          await database.migrate();
          await syncCatalogue(database.db);
        }
        if (kind === 'demo') await seedDemoChain(database.db, TEST_SECRET);
      } finally {
        await database.close();
      }
      return dir;
    })();
    templates.set(kind, made);
  }
  return made;
}

/**
 * Gives `dataDir` an embedded database that is already migrated (and seeded, for `demo`), copied
 * from one made once per worker: a process started on it skips initdb, the migrations and the
 * seed, which a test whose subject they are not would otherwise pay for on every start.
 */
export async function prepareDataDir(dataDir: string, kind: PreparedDatabase): Promise<void> {
  fs.cpSync(await template(kind), path.join(dataDir, 'pglite'), { recursive: true });
}
