import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The statements of the hottest reads (the caller load and the store pages' reads) are built by
 * drizzle once per database, with `sql.placeholder` for what changes per request, instead of on
 * every request (building SQL text was about 12 % of a read's time: docs/decisions/028). On
 * PostgreSQL each is sent under its name, so every pooled connection parses it once; PGlite, in
 * the same process, runs its text. Names are unique across the server (`feature_what`).
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/** A plain SQL statement (no query builder) prepared the same way; it answers the driver's rows. */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: Db) => { execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  const text = dialect.sqlToQuery(query);
  return prepared(
    (db) =>
      db._.session.prepareQuery(text, undefined, name, false) as unknown as {
        execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>;
      },
  );
}

/**
 * A read whose statement depends on which of its optional filters a request sets (a list page's
 * store, dates, search): one prepared statement per combination, built the first time it is asked
 * for. `shape` names the combination in a few letters and becomes part of the statement's name;
 * it must come from a fixed set (the filters that are set), never from a filter's value.
 */
export function preparedShapes<T>(
  name: string,
  build: (db: Db, shape: string, statementName: string) => T,
): (db: Db, shape: string) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      statement = build(db, shape, `${name}_${shape}`);
      shapes.set(shape, statement);
    }
    return statement;
  };
}

/** The shape of a set of optional filters: one letter per filter, upper case when it is set. */
export function shapeOf(filters: Record<string, boolean>): string {
  return Object.entries(filters)
    .map(([letter, set]) => (set ? letter.toUpperCase() : letter.toLowerCase()))
    .join('');
}

/** The rows of a one-off SQL statement (both drivers answer `{ rows }`). */
export async function sqlRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
