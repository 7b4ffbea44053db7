import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultBackupFile, schemaTables, writeBackup } from '../src/cli/backup';
import { restoreBackup } from '../src/cli/restore';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { permissions, stores, users, userStores } from '../src/db/schema/index';
import { seedDemoChain } from '../src/seed/demo';
import { startTestApp, TEST_SECRET, type TestContext } from './harness';
import { prepareDataDir } from './support/data-dirs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'apps/server/src');
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-reliability-'));
  tempDirs.push(dir);
  return dir;
}

/** Runs a TypeScript entry point the way npm scripts do, on the embedded database only. */
function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', JWT_SECRET: TEST_SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d: Buffer) => (output.stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output.stderr += d.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal, ...output }));
  return { child, output, exited };
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms = 45_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database folder', () => {
  it('refuses a second process on the same DATA_DIR with a clear message, and unlocks on SIGTERM', async () => {
    const dataDir = tempDir();
    // A folder a first start has already filled: the lock, not the seed, is what is tested here.
    await prepareDataDir(dataDir, 'demo');
    const port = await freePort();
    const first = run(['apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitFor(async () => {
      if (first.child.exitCode !== null) throw new Error(`first server exited: ${first.output.stderr}`);
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }, 'the first server');

    const second = run(['apps/server/src/main.ts'], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    const result = await second.exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`is in use by process ${first.child.pid}`);
    expect(result.stderr).toContain('Stop that process first, or set DATA_DIR to another folder');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 90_000);

  it('keeps writes committed before a SIGKILL, and takes over the stale lock', async () => {
    const dataDir = tempDir();
    const pgliteDir = path.join(dataDir, 'pglite');
    await prepareDataDir(dataDir, 'migrated');
    const script = path.join(dataDir, 'writer.mts');
    fs.writeFileSync(
      script,
      [
        `import { openDatabase } from ${JSON.stringify(path.join(SRC, 'db/client.ts'))};`,
        `import { stores } from ${JSON.stringify(path.join(SRC, 'db/schema/index.ts'))};`,
        'const database = await openDatabase({ pgliteDir: process.argv[2] });',
        'await database.migrate();',
        "await database.db.transaction(async (tx) => { await tx.insert(stores).values({ title: 'Survivor', number: 'K1' }); });",
        "console.log('committed');",
        'setInterval(() => {}, 1000);',
      ].join('\n'),
    );
    const writer = run([script, pgliteDir], {});
    await waitFor(() => {
      if (writer.child.exitCode !== null) throw new Error(`writer exited: ${writer.output.stderr}`);
      return writer.output.stdout.includes('committed');
    }, 'the committed write');
    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(writer.child.pid));

    writer.child.kill('SIGKILL');
    expect((await writer.exited).signal).toBe('SIGKILL');
    expect(fs.existsSync(lockFile)).toBe(true);

    const reopened = await openDatabase({ pgliteDir });
    try {
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      const rows = await reopened.db.select({ title: stores.title }).from(stores);
      expect(rows).toEqual([{ title: 'Survivor' }]);
    } finally {
      await reopened.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 90_000);
});

describe('backup and restore', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoChain(t.db, TEST_SECRET);
  });
  afterAll(() => t.close());

  const snapshot = async (db: Db) => ({
    stores: await db.select().from(stores).orderBy(asc(stores.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    links: await db.select().from(userStores).orderBy(asc(userStores.userId), asc(userStores.storeId)),
    permissions: await db.select().from(permissions).orderBy(asc(permissions.id)),
  });

  it('lists every schema table, parents first', () => {
    const names = schemaTables().map((s) => s.name);
    for (const name of ['stores', 'users', 'roles', 'permissions', 'role_permissions', 'user_roles', 'user_stores']) {
      expect(names).toContain(name);
    }
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('user_stores'));
    expect(names.indexOf('stores')).toBeLessThan(names.indexOf('user_stores'));
    expect(names.indexOf('roles')).toBeLessThan(names.indexOf('role_permissions'));
  });

  it('brings back the backed-up state, and new ids continue after the restored ones', async () => {
    const before = await snapshot(t.db);
    const file = path.join(tempDir(), 'backup.json');
    const counts = await writeBackup(t.db, file, t.database.kind);
    expect(counts.stores).toBe(6);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).tables.users).toHaveLength(before.users.length);

    const [first] = before.stores;
    await t.db.update(stores).set({ title: 'Renamed' }).where(eq(stores.id, first!.id));
    await t.db.insert(stores).values({ title: 'Added after the backup', number: '999' });
    await t.db.delete(users).where(eq(users.username, 'barista2'));

    const result = await restoreBackup(t.db, file);
    expect(result.counts.stores).toBe(6);
    expect(await snapshot(t.db)).toEqual(before);

    const maxId = Math.max(...before.stores.map((s) => s.id));
    const [next] = await t.db.insert(stores).values({ title: 'Next', number: '998' }).returning({ id: stores.id });
    expect(next!.id).toBe(maxId + 1);
    await t.db.delete(stores).where(eq(stores.id, next!.id));
  });

  it('restores a reformatted backup file too', async () => {
    const before = await snapshot(t.db);
    const file = path.join(tempDir(), 'backup.json');
    await writeBackup(t.db, file, t.database.kind);
    fs.writeFileSync(file, JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')), null, 2));
    await t.db.update(users).set({ firstName: 'Changed' });
    await restoreBackup(t.db, file);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('leaves the database untouched when the file is damaged or not a backup', async () => {
    const before = await snapshot(t.db);
    const dir = tempDir();
    const good = path.join(dir, 'good.json');
    await writeBackup(t.db, good, t.database.kind);
    const text = fs.readFileSync(good, 'utf8');
    const cut = path.join(dir, 'cut.json');
    fs.writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.6)));
    await expect(restoreBackup(t.db, cut)).rejects.toThrow(/damaged|incomplete|not valid JSON/);
    const other = path.join(dir, 'other.json');
    fs.writeFileSync(other, JSON.stringify({ hello: 'world' }));
    await expect(restoreBackup(t.db, other)).rejects.toThrow('This file is not a Dripp Portal backup');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('runs as npm scripts on a DATA_DIR, refusing to restore into a folder in use', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const pgliteDir = path.join(dataDir, 'pglite');
    await prepareDataDir(dataDir, 'demo');

    const backup = await run(['apps/server/src/cli/backup.ts'], { DATA_DIR: dataDir }).exited;
    expect(backup.code).toBe(0);
    const [file] = fs.readdirSync(path.join(dataDir, 'backups'));
    expect(file).toMatch(/^dripp-.*\.json$/);
    expect(path.dirname(defaultBackupFile(config))).toBe(path.join(dataDir, 'backups'));
    const backupFile = path.join(dataDir, 'backups', file!);

    const held = await openDatabase({ pgliteDir });
    await held.db.update(stores).set({ title: 'Renamed after the backup' }).where(eq(stores.number, '101'));
    const refused = await run(['apps/server/src/cli/restore.ts', backupFile], { DATA_DIR: dataDir }).exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
    await held.close();

    const restored = await run(['apps/server/src/cli/restore.ts', backupFile], { DATA_DIR: dataDir }).exited;
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored \d+ rows into \d+ tables/);

    const check = await openDatabase({ pgliteDir });
    try {
      const [store] = await check.db.select({ title: stores.title }).from(stores).where(eq(stores.number, '101'));
      expect(store?.title).toBe('Pearl District');
    } finally {
      await check.close();
    }
  }, 90_000);
});
