import { inArray, sql } from 'drizzle-orm';
import { localTimeZone } from '@dripp/contract/time-zones';
import { todayIn } from '@dripp/domain/ordering';
import type { Db } from '../db/client';
import { stores } from '../db/schema/index';

/**
 * A store's IANA zone as a column: its own, or the chain's (the server's `TZ`) for a store made
 * before stores had zones. Every "today" of a store page is taken in it (DESIGN §8).
 */
export function storeTimeZone() {
  return sql<string>`coalesce(${stores.timeZone}, ${localTimeZone()})`;
}

/** The zones of these stores, by id (a store that does not exist is left out). */
export async function storeTimeZones(db: Db, storeIds: number[]): Promise<Map<number, string>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: stores.id, timeZone: storeTimeZone() })
    .from(stores)
    .where(inArray(stores.id, storeIds));
  return new Map(rows.map((row) => [row.id, row.timeZone]));
}

/** Whether a calendar day is still to come at a store: after its today, in its zone. */
export function isFutureAt(date: string, timeZone: string, now: Date = new Date()): boolean {
  return date > todayIn(timeZone, now);
}
