import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { roles, userRoles, users } from '../db/schema/index';
import { verifyPassword } from '../platform/passwords';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SCRIPT = path.join(ROOT, 'apps/server/src/cli/create-admin.ts');

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-create-admin-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs the command as `npm run create-admin` does, always on an embedded database in a temporary DATA_DIR. */
async function run(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _url, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: ROOT,
      env: { ...inherited, DATA_DIR: dataDir, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const person = [
  '--username',
  'Chief',
  '--email',
  'chief@example.test',
  '--first-name',
  'Chris',
  '--last-name',
  'Chief',
];

// Each case starts a process that loads tsx, the database and the password lists: slow on a busy machine.
describe('npm run create-admin', { timeout: 120_000 }, () => {
  it('creates an administrator with the ROLE_ADMIN base role and the given password', async () => {
    const res = await run(person, { ADMIN_PASSWORD: 'first-admin-password' });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created administrator "Chief" <chief@example.test>');
    const [admin] = await withDatabase((db) =>
      db
        .select({ username: users.username, firstName: users.firstName, hash: users.passwordHash, role: roles.role })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId)),
    );
    expect(admin).toMatchObject({ username: 'Chief', firstName: 'Chris', role: 'ROLE_ADMIN' });
    expect(await verifyPassword(admin!.hash, 'first-admin-password')).toBe(true);
  });

  it('refuses a username or an email already in use, in any case, and changes nothing', async () => {
    const sameName = await run([
      '--username',
      'CHIEF',
      '--email',
      'other@example.test',
      '--first-name',
      'A',
      '--last-name',
      'B',
      '--password',
      'violet-harbour-lamp',
    ]);
    expect(sameName.code).toBe(1);
    expect(sameName.stderr).toContain('username already exists');
    const sameEmail = await run([
      '--username',
      'deputy',
      '--email',
      'Chief@Example.test',
      '--first-name',
      'A',
      '--last-name',
      'B',
      '--password',
      'violet-harbour-lamp',
    ]);
    expect(sameEmail.code).toBe(1);
    expect(sameEmail.stderr).toContain('email already exists');
    const count = await withDatabase(
      async (db) => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
    );
    expect(count).toBe(1);
  });

  it('explains what is missing or wrong, and touches no database', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-create-admin-'));
    try {
      const cases: [string[], RegExp][] = [
        [['--username', 'x'], /Missing --email, --first-name, --last-name/],
        [person, /No password/],
        [[...person, '--password', 'short'], /password: /],
        [[...person, '--password', 'password123'], /password: This password is on a list of the most common passwords/],
        [
          [
            '--username',
            'a b',
            '--email',
            'not-an-email',
            '--first-name',
            'A',
            '--last-name',
            'B',
            '--password',
            'long-enough',
          ],
          /username: [\s\S]*email: /,
        ],
        [['--bogus'], /Unknown option/],
      ];
      // The cases are independent processes: they run side by side, and are checked in order.
      const [help, ...results] = await Promise.all([
        run(['--help'], { DATA_DIR: fresh }),
        ...cases.map(([args]) => run(args, { DATA_DIR: fresh })),
      ]);
      cases.forEach(([, message], i) => {
        const res = results[i]!;
        expect(res.code).toBe(2);
        expect(res.stderr).toMatch(message);
        expect(res.stderr).toContain('Usage: npm run create-admin');
      });
      expect(fs.readdirSync(fresh)).toEqual([]);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Usage: npm run create-admin');
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
