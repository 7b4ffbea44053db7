import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  openConfiguredDatabase,
  runCli,
  schemaTables,
  type SchemaTable,
} from './backup';

type Row = Record<string, unknown>;

interface Header {
  format: string;
  version: number;
  table_order?: string[];
}

export class BackupFormatError extends Error {}

function checkHeader(header: Header) {
  if (header?.format !== BACKUP_FORMAT) throw new BackupFormatError('This file is not a Dripp Portal backup');
  if (header.version > BACKUP_VERSION) {
    throw new BackupFormatError(`This backup was written by a newer version of the portal (format ${header.version})`);
  }
}

function decodeValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (column.dataType === 'date') return new Date(value as string);
  if (column.dataType === 'bigint') return BigInt(value as string);
  if (column.dataType === 'buffer') return Buffer.from(value as string, 'base64');
  return value;
}

/** Inserts one table's rows in batches; links to rows of the same table are set once all exist. */
class TableLoader {
  private batch: Row[] = [];
  private deferred: { key: unknown; values: Row }[] = [];
  count = 0;
  private readonly batchSize: number;
  private readonly known: Set<string>;
  readonly unknownColumns = new Set<string>();

  constructor(
    private readonly tx: Db,
    readonly table: SchemaTable,
  ) {
    // PostgreSQL takes at most 65535 parameters per statement.
    this.batchSize = Math.max(1, Math.min(1000, Math.floor(60_000 / table.columns.length)));
    this.known = new Set(table.columns.map(([, c]) => c.name));
  }

  async add(row: Row) {
    for (const name of Object.keys(row)) if (!this.known.has(name)) this.unknownColumns.add(name);
    const values: Row = {};
    for (const [key, column] of this.table.columns) {
      if (column.name in row) values[key] = decodeValue(column, row[column.name]);
    }
    const [pk] = this.table.primaryKey;
    if (this.table.selfReferences.length && this.table.primaryKey.length === 1 && pk) {
      const later: Row = {};
      for (const column of this.table.selfReferences) {
        const key = this.table.columns.find(([, c]) => c === column)![0];
        if (values[key] != null && !column.notNull) {
          later[key] = values[key];
          values[key] = null;
        }
      }
      if (Object.keys(later).length) this.deferred.push({ key: values[this.keyOf(pk)], values: later });
    }
    this.batch.push(values);
    this.count++;
    if (this.batch.length >= this.batchSize) await this.flush();
  }

  private keyOf(column: PgColumn): string {
    return this.table.columns.find(([, c]) => c === column)![0];
  }

  private async flush() {
    if (!this.batch.length) return;
    await this.tx.insert(this.table.table).overridingSystemValue().values(this.batch);
    this.batch = [];
  }

  async finish() {
    await this.flush();
    const pk = this.table.primaryKey[0]!;
    for (const { key, values } of this.deferred) {
      await this.tx.update(this.table.table).set(values).where(eq(pk, key));
    }
  }
}

/** Reads the layout writeBackup produces, one row per line, without holding the file in memory. */
async function* streamBackup(file: string): AsyncGenerator<{ header: Header } | { table: string } | { row: Row }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let state: 'header' | 'tables' | 'rows' | 'done' = 'header';
  const layoutError = () =>
    new BackupFormatError('The backup file is damaged (unexpected content); nothing was restored');
  for await (const line of lines) {
    if (state === 'header') {
      if (!line.endsWith(',"tables":{')) throw layoutError();
      yield { header: JSON.parse(`${line.slice(0, -',"tables":{'.length)}}`) as Header };
      state = 'tables';
    } else if (state === 'tables') {
      if (line === '}}') state = 'done';
      else if (/^".*":\[$/.test(line)) {
        yield { table: JSON.parse(line.slice(0, -2)) as string };
        state = 'rows';
      } else throw layoutError();
    } else if (state === 'rows') {
      if (line === ']' || line === '],') state = 'tables';
      else {
        let row: Row;
        try {
          row = JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as Row;
        } catch {
          throw layoutError();
        }
        yield { row };
      }
    } else if (line.trim()) throw layoutError();
  }
  if (state !== 'done') throw new BackupFormatError('The backup file is incomplete; nothing was restored');
}

async function firstLine(file: string): Promise<string> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Whether the file lists each table after the tables it points at, so rows can go in as read. */
function fitsSchemaOrder(order: string[] | undefined, tables: SchemaTable[]): boolean {
  if (!order) return false;
  return tables.every((t) => t.dependsOn.every((d) => !order.includes(d) || order.indexOf(d) < order.indexOf(t.name)));
}

export interface RestoreResult {
  counts: Record<string, number>;
  skippedTables: string[];
  unknownColumns: string[];
}

/**
 * Empties every table and loads the backup in one transaction, then moves each serial sequence
 * past the highest id, so new rows continue after the restored ones. Any failure leaves the
 * database exactly as it was.
 */
export async function restoreBackup(db: Db, file: string): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const tables = schemaTables();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const result: RestoreResult = { counts: {}, skippedTables: [], unknownColumns: [] };

  // A file in writeBackup's layout streams; anything else (a reformatted file) is parsed whole.
  let streamed = false;
  let header: Header | undefined;
  const top = await firstLine(file);
  if (top.endsWith(',"tables":{')) {
    try {
      header = JSON.parse(`${top.slice(0, -',"tables":{'.length)}}`) as Header;
    } catch {
      header = undefined;
    }
  }
  if (header) {
    checkHeader(header);
    streamed = fitsSchemaOrder(header.table_order, tables);
  }
  let whole: (Header & { tables?: Record<string, Row[]> }) | undefined;
  if (!streamed) {
    try {
      whole = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof whole;
    } catch {
      throw new BackupFormatError('This file is not a Dripp Portal backup (it is not valid JSON)');
    }
    checkHeader(whole!);
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate table ${tables.map((t) => `"${t.name}"`).join(', ')}`));
    let loader: TableLoader | undefined;
    const begin = (name: string) => {
      const table = byName.get(name);
      if (!table) {
        result.skippedTables.push(name);
        return undefined;
      }
      return new TableLoader(tx, table);
    };
    const end = async (done: TableLoader | undefined) => {
      if (!done) return;
      await done.finish();
      result.counts[done.table.name] = done.count;
      for (const c of done.unknownColumns) result.unknownColumns.push(`${done.table.name}.${c}`);
    };

    if (!whole) {
      for await (const item of streamBackup(file)) {
        if ('table' in item) {
          await end(loader);
          loader = begin(item.table);
        } else if ('row' in item) await loader?.add(item.row);
      }
      await end(loader);
    } else {
      const data = whole.tables ?? {};
      for (const name of Object.keys(data)) if (!byName.has(name)) result.skippedTables.push(name);
      for (const table of tables) {
        if (!data[table.name]) continue;
        const current = new TableLoader(tx, table);
        for (const row of data[table.name]!) await current.add(row);
        await end(current);
      }
    }

    for (const table of tables) {
      for (const [, column] of table.columns) {
        if (column.dataType !== 'number' && column.dataType !== 'bigint') continue;
        const quoted = `"${table.name}"`;
        const answer = (await tx.execute(
          sql`select pg_get_serial_sequence(${quoted}, ${column.name}) as seq`,
        )) as unknown as {
          rows: { seq: string | null }[];
        };
        const [found] = answer.rows;
        if (!found?.seq) continue;
        await tx.execute(
          sql`select setval(${found.seq}, coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(table.name)}), 0) + 1, false)`,
        );
      }
    }
  });
  return result;
}

runCli(import.meta.url, async () => {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run restore <backup file>');
  const file = path.resolve(target);
  const config = loadConfig();
  // On the embedded database this takes the folder's lock: a running portal makes it refuse.
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const { counts, skippedTables, unknownColumns } = await restoreBackup(database.db, file);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Restored ${rows} rows into ${Object.keys(counts).length} tables from ${file}`);
    if (skippedTables.length) console.log(`Tables no longer in the portal, skipped: ${skippedTables.join(', ')}`);
    if (unknownColumns.length) console.log(`Columns no longer in the portal, skipped: ${unknownColumns.join(', ')}`);
  } finally {
    await database.close();
  }
});
