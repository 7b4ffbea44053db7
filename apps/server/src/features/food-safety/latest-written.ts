import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';

/**
 * The id of the newest row `where` picks in `table`: on a repeat whose key is claimed but whose
 * answer is not kept yet, what the first save wrote (the caller's newest at that place). 404 with
 * `missing` when there is none.
 */
export async function latestWritten(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  missing: string,
): Promise<number> {
  const [last] = await db.select({ id }).from(table).where(where).orderBy(desc(id)).limit(1);
  if (!last) throw notFound(missing);
  return Number(last.id);
}
