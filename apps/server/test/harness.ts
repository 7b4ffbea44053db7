import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { roles, stores, userRoles, users, userStores } from '../src/db/schema/index';
import { syncCatalogue } from '../src/platform/catalogue';
import type { Mailer } from '../src/platform/mail';
import { hashPassword } from '../src/platform/passwords';
import { pinDigest } from '../src/platform/secrets';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The migrated database of this run (test/global-setup.ts), read once per worker; none on PostgreSQL. */
let snapshot: Blob | undefined;
export function migratedSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (file && !snapshot) snapshot = new Blob([fs.readFileSync(file)]);
  return snapshot;
}

/**
 * A real server on a fresh, migrated database: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database made for this test file and dropped after it. Both start as a copy
 * of the database the run migrated once (test/global-setup.ts).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { mailer?: Mailer; logger?: FastifyServerOptions['logger']; now?: () => Date } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-test-'));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `dripp_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const template = inject('pgTemplate');
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://portal.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const pgliteSnapshot = databaseUrl ? undefined : migratedSnapshot();
  const fromCopy = databaseUrl ? Boolean(inject('pgTemplate')) : Boolean(pgliteSnapshot);
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://', pgliteSnapshot });
  if (!fromCopy) {
    await database.migrate();
    await syncCatalogue(database.db);
  }
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    mailer: options.mailer,
    now: options.now,
    // Every answer the API suite gets is also checked against its zod schema.
    checkAnswers: true,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock stopped at noon UTC of `day`: that calendar day at a store in any zone from UTC−11 to UTC+11. */
export function noonOf(day: string): () => Date {
  const at = new Date(`${day}T12:00:00Z`);
  return () => at;
}

/**
 * When the harness's stores and people were made, unless a test says: long before any day a test
 * looks at, since nothing is due at a store, or told to a person, before they existed.
 */
export const LONG_AGO = new Date('2020-01-01T00:00:00Z');

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function makeStore(db: Db, fields: Partial<typeof stores.$inferInsert> = {}) {
  const n = unique();
  const [row] = await db
    .insert(stores)
    .values({ title: `Store ${n}`, number: n.slice(-6), city: 'Portland', state: 'OR', createdAt: LONG_AGO, ...fields })
    .returning();
  return row!;
}

export async function roleId(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.role, code));
  if (!row) throw new Error(`no role ${code}`);
  return row.id;
}

export interface MakeUserOptions {
  username?: string;
  email?: string;
  baseRoles?: string[];
  links?: { storeId: number; role: string }[];
  pin?: string;
  password?: string | null;
  deleted?: boolean;
}

/** The common password's hash, made once per worker: argon2 is slow on purpose, and most test people share it. */
let testPasswordHash: Promise<string> | undefined;
const passwordHashOf = (password: string) =>
  password === TEST_PASSWORD ? (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

export async function makeUser(ctx: { db: Db }, options: MakeUserOptions = {}) {
  const { db } = ctx;
  const username = options.username ?? `user_${unique()}`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      firstName: 'Test',
      lastName: username,
      email: options.email ?? `${username}@example.test`,
      passwordHash: options.password === null ? null : await passwordHashOf(options.password ?? TEST_PASSWORD),
      pinHmac: options.pin ? pinDigest(TEST_SECRET, options.pin) : null,
      deletedAt: options.deleted ? new Date() : null,
      createdAt: LONG_AGO,
    })
    .returning();
  for (const code of options.baseRoles ?? []) {
    await db.insert(userRoles).values({ userId: user!.id, roleId: await roleId(db, code) });
  }
  for (const link of options.links ?? []) {
    await db
      .insert(userStores)
      .values({ userId: user!.id, storeId: link.storeId, roleId: await roleId(db, link.role), createdAt: LONG_AGO });
  }
  return user!;
}

/** Signs a normal session token for a user, as POST /api/auth would, at the user's session version. */
export function tokenFor(
  app: FastifyInstance,
  user: { id: number; username: string; sessionVersion?: number },
  roleCodes: string[] = [],
): string {
  return app.jwt.sign(
    { sub: String(user.id), username: user.username, roles: roleCodes, typ: 'access', sv: user.sessionVersion ?? 0 },
    { expiresIn: '1h' },
  );
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The .eml files the mailer wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}
