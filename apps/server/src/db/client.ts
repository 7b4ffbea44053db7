import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDirLock, type DirLock } from './dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL for the job queue (pg-boss's `db` option): several statements when there are no values. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlRunner;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** Any constant works; every node of one deployment must use the same one. */
const MIGRATION_LOCK_ID = 727274;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * A data folder saved with PGlite's `dumpDataDir` to start an in-memory database from (tests:
   * one migrated copy made once per run instead of initdb and the migrations in every test file).
   */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

/**
 * PGlite's defaults size it like a server (128 MB of shared buffers, all of it touched in the
 * WebAssembly heap, which never shrinks). One embedded process with a small chain's data needs
 * far less; the operating system's file cache keeps the rest of the data warm.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB', '-c', 'temp_buffers=2MB', '-c', 'max_connections=4'],
];

async function openPglite(dir: string, snapshot?: Blob): Promise<Database> {
  let lock: DirLock | undefined;
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    // PGlite does not guard its folder; two processes on one folder would corrupt it.
    lock = acquireDirLock(path.join(dir, '..', 'pglite.lock'));
  }
  try {
    const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS, loadDataDir: snapshot });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      sql: {
        async executeSql(text, values) {
          if (values?.length) return client.query(text, values);
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
      migrate: async () => {
        await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000, max: 10 });
  // Without a listener an idle client's error (a database restart) would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  retryConnects(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    sql: { executeSql: (text, values) => pool.query(text, values) },
    migrate: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      await client.connect();
      try {
        // N nodes starting together migrate once: the others wait here, then find nothing to do.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/** Connection errors that mean "PostgreSQL is restarting or failing over": try again shortly. */
const RETRYABLE_CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECT_RETRY_MS = 15_000;

function retryableConnectError(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    RETRYABLE_CONNECT_CODES.has(e.code ?? '') ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(e.message ?? '')
  );
}

/**
 * A restart or fail-over of PostgreSQL refuses connections for a few seconds. Getting a
 * connection is retried through that window (with a growing pause, for at most 15 s), so requests
 * arriving then wait instead of failing. Only getting a connection is retried: nothing has run on
 * it yet, so a retry can never apply a write twice. A statement cut off mid-way still fails, and
 * its transaction is rolled back by PostgreSQL.
 */
function retryConnects(pool: pg.Pool): void {
  const connectOnce = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const connect = async (): Promise<pg.PoolClient> => {
    const deadline = Date.now() + CONNECT_RETRY_MS;
    for (let pause = 100; ; pause = Math.min(pause * 2, 1000)) {
      try {
        return await connectOnce();
      } catch (error) {
        if (!retryableConnectError(error) || Date.now() + pause > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  // pool.query() calls this.connect(callback); drizzle's transactions call pool.connect().
  pool.connect = ((
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: Error | boolean) => void) => void,
  ) => {
    if (!callback) return connect();
    connect().then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (error: Error) => callback(error),
    );
  }) as typeof pool.connect;
}
