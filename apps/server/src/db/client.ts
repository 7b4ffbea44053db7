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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir ?? 'memory://');
}

async function openPglite(dir: string): Promise<Database> {
  let lock: DirLock | undefined;
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    // PGlite does not guard its folder; two processes on one folder would corrupt it.
    lock = acquireDirLock(path.join(dir, '..', 'pglite.lock'));
  }
  try {
    const client = await PGlite.create(dir);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
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
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
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
