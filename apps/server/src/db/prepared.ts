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
