import { asc, eq, getTableColumns, max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { invalid, notFound } from './errors';

/**
 * One ordered list inside a table: the rows `where` selects, kept in `order` (1..n), ties broken by
 * `id`. Checklist tasks, schematics, recipes and score categories are all such lists.
 */
export interface OrderedList {
  table: PgTable;
  id: PgColumn;
  order: PgColumn;
  /** The rows of this one list (store, type, not deleted …). */
  where: SQL | undefined;
  /** Extra columns written on every row whose position changes (who and when). */
  touch?: () => Record<string, unknown>;
  /** The 404 message when the moved row is not in this list. */
  missing?: string;
}

/** The list's rows, in order, locked until the transaction ends. */
async function lockedRows(tx: Db, list: OrderedList): Promise<{ id: number; order: number }[]> {
  const rows = await tx
    .select({ id: list.id, order: list.order })
    .from(list.table)
    .where(list.where)
    .orderBy(asc(list.order), asc(list.id))
    .for('update');
  return rows as { id: number; order: number }[];
}

/** Writes 1..n in the given order, touching only rows whose position changed. */
async function writePositions(tx: Db, list: OrderedList, ids: number[], current: Map<number, number>) {
  const key = Object.entries(getTableColumns(list.table)).find(([, column]) => column === list.order)?.[0];
  if (!key) throw new Error('The order column is not a column of the table');
  for (const [i, id] of ids.entries()) {
    if (current.get(id) === i + 1) continue;
    await tx
      .update(list.table)
      .set({ ...(list.touch?.() ?? {}), [key]: i + 1 } as never)
      .where(eq(list.id, id));
  }
}

/** The position a new row takes: after the last one. Call inside the transaction that inserts it. */
export async function nextPosition(tx: Db, list: Pick<OrderedList, 'table' | 'order' | 'where'>): Promise<number> {
  const [last] = await tx
    .select({ n: max(list.order) })
    .from(list.table)
    .where(list.where);
  return Number(last?.n ?? 0) + 1;
}

/**
 * Moves the row `id` to the 1-based position `newIndex` and renumbers the list 1..n, in one
 * transaction with the list's rows locked. A row outside the list answers 404; a position beyond
 * the list answers 422, and nothing is written in either case.
 */
export async function moveToPosition(db: Db, list: OrderedList, id: number, newIndex: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockedRows(tx, list);
    const from = rows.findIndex((r) => r.id === id);
    if (from < 0) throw notFound(list.missing ?? 'No such item in this list');
    if (newIndex < 1 || newIndex > rows.length) {
      throw invalid(`newIndex must be between 1 and ${rows.length}`, {
        newIndex: [`Must be between 1 and ${rows.length}`],
      });
    }
    const ids = rows.map((r) => r.id);
    ids.splice(from, 1);
    ids.splice(newIndex - 1, 0, id);
    await writePositions(tx, list, ids, new Map(rows.map((r) => [r.id, r.order])));
  });
}

/** Closes the gaps a removed row left: renumbers the list 1..n in its current order. */
export async function renumberList(tx: Db, list: OrderedList): Promise<void> {
  const rows = await lockedRows(tx, list);
  await writePositions(
    tx,
    list,
    rows.map((r) => r.id),
    new Map(rows.map((r) => [r.id, r.order])),
  );
}
