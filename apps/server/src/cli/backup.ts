import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asc, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema/index';

export const BACKUP_FORMAT = 'dripp-backup';
export const BACKUP_VERSION = 1;

export interface SchemaTable {
  name: string;
  table: PgTable;
  /** JS property name → column, as Drizzle selects and inserts them. */
  columns: [string, PgColumn][];
  primaryKey: PgColumn[];
  /** Other tables this one points at. */
  dependsOn: string[];
  /** Columns pointing at this same table (a parent permission): filled in after the rows exist. */
  selfReferences: PgColumn[];
}

/** Every table of the Drizzle schema, parents before the tables that point at them. */
export function schemaTables(): SchemaTable[] {
  const found: SchemaTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const dependsOn = new Set<string>();
    const selfReferences: PgColumn[] = [];
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable).name;
      if (target === config.name) selfReferences.push(...ref.columns);
      else dependsOn.add(target);
    }
    const primaryKey = config.columns.filter((c) => c.primary);
    for (const pk of config.primaryKeys) primaryKey.push(...pk.columns);
    found.push({
      name: config.name,
      table: value,
      columns: Object.entries(getTableColumns(value)),
      primaryKey,
      dependsOn: [...dependsOn],
      selfReferences,
    });
  }
  const ordered: SchemaTable[] = [];
  const pending = [...found];
  while (pending.length) {
    const next = pending.findIndex((t) => t.dependsOn.every((d) => ordered.some((o) => o.name === d)));
    if (next < 0) throw new Error(`Foreign keys form a cycle among: ${pending.map((t) => t.name).join(', ')}`);
    ordered.push(...pending.splice(next, 1));
  }
  return ordered;
}

/** JSON has no dates, big integers or bytes: write them as text the restore turns back. */
export function encodeValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

const PAGE = 5000;

/**
 * Writes every table to one JSON document, one row per line, so it stays standard JSON for any
 * tool while the restore can read it a line at a time. Reads run in one read-only snapshot, so
 * a PostgreSQL backup taken while the portal is in use is consistent.
 */
export async function writeBackup(db: Db, file: string, databaseKind: Database['kind']) {
  const tables = schemaTables();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    const header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: databaseKind,
      table_order: tables.map((t) => t.name),
    };
    await write(`${JSON.stringify(header).slice(0, -1)},"tables":{\n`);
    await db.transaction(
      async (tx) => {
        for (const [index, t] of tables.entries()) {
          await write(`${JSON.stringify(t.name)}:[\n`);
          let pending: string | undefined;
          let total = 0;
          for (let offset = 0; ; offset += PAGE) {
            const query = tx.select().from(t.table).$dynamic();
            const order = t.primaryKey.length ? t.primaryKey : t.columns.map(([, c]) => c);
            const page = (await query
              .orderBy(...order.map((c) => asc(c)))
              .limit(PAGE)
              .offset(offset)) as Record<string, unknown>[];
            for (const row of page) {
              const encoded: Record<string, unknown> = {};
              for (const [key, column] of t.columns) encoded[column.name] = encodeValue(row[key]);
              if (pending !== undefined) await write(`${pending},\n`);
              pending = JSON.stringify(encoded);
              total++;
            }
            if (page.length < PAGE) break;
          }
          if (pending !== undefined) await write(`${pending}\n`);
          await write(index < tables.length - 1 ? '],\n' : ']\n');
          counts[t.name] = total;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await write('}}\n');
    out.end();
    await once(out, 'finish');
    // Only a complete file ever carries the final name.
    fs.renameSync(partial, file);
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return counts;
}

export function defaultBackupFile(config: Config, now = new Date()): string {
  return path.join(config.dataDir, 'backups', `dripp-${now.toISOString().replace(/[:.]/g, '-')}.json`);
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
}

/** Runs a command-line entry point: a clear message and exit code 1 on failure. */
export function runCli(moduleUrl: string, main: () => Promise<void>): void {
  const entry = process.argv[1];
  if (!entry || pathToFileURL(path.resolve(entry)).href !== moduleUrl) return;
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

runCli(import.meta.url, async () => {
  const config = loadConfig();
  const file = path.resolve(process.argv[2] ?? defaultBackupFile(config));
  const database = await openConfiguredDatabase(config);
  try {
    const counts = await writeBackup(database.db, file, database.kind);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${rows} rows from ${Object.keys(counts).length} tables to ${file}`);
  } finally {
    await database.close();
  }
});
