import { inArray, sql } from 'drizzle-orm';
import type { PermissionKey } from '@dripp/contract/permissions';
import { localTimeZone } from '@dripp/contract/time-zones';
import { todayIn } from '@dripp/domain/dates';
import type { Db } from '../db/client';
import { stores } from '../db/schema/index';
import { requireAt, type Principal } from './access';
import { invalid } from './errors';

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

/** A store's today, in its zone, at `now`. */
export async function storeToday(db: Db, storeId: number, now: Date): Promise<string> {
  return todayIn((await storeTimeZones(db, [storeId])).get(storeId) ?? localTimeZone(), now);
}

/**
 * The one rule of a record of a store's day (DESIGN §8), with the store's today: a day after it is
 * refused (422, nothing written); a day before it is the store's record of that day, and writing
 * it takes the record's edit permission. `field` names the date in the answer's errors.
 */
export function requireDayOpen(
  principal: Principal,
  day: { storeId: number; date: string; today: string },
  editPermission: PermissionKey,
  field = 'date',
): void {
  if (day.date > day.today) {
    throw invalid(`The date cannot be in the future (today is ${day.today})`, {
      [field]: ['The date cannot be in the future'],
    });
  }
  if (day.date < day.today) requireAt(principal, editPermission, day.storeId);
}
