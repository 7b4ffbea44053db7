import { and, desc, eq, sql } from 'drizzle-orm';
import type { StoreDay } from '@dripp/contract/store-day';
import type { Db } from '../../db/client';
import { recordChanges } from '../../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { storeDays, todayAt, type StoreClock } from './store-day.service';

/** What the store day offers the features that keep a day's records or look back on a day. */

/*
 * The version of a store day's record whose rows are replaced or removed on a save (the waste
 * log's lines, the daily checklist's names), so that no row of its own can carry it (decision 172):
 * when its history last changed. Its history is written on every save that changes it, a save that
 * empties it too.
 */

/** A store's day as its history names it: the number of days since 1970-01-01. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/**
 * Holds the store day's record until the transaction ends, so that two saves based on one version
 * cannot both pass; a lock of its own, as the day may have no row to lock.
 */
export async function lockStoreDay(tx: Db, recordType: string, storeId: number, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${recordType}:${storeId}:${date}`}, 0))`);
}

/** When the store day's record last changed (ISO instant), null before its first change. */
export async function storeDayVersion(
  db: Db,
  recordType: string,
  storeId: number,
  date: string,
): Promise<string | null> {
  const [latest] = await db
    .select({ at: recordChanges.changedAt })
    .from(recordChanges)
    .where(
      and(
        eq(recordChanges.recordType, recordType),
        eq(recordChanges.recordId, dayNumber(date)),
        eq(recordChanges.storeId, storeId),
      ),
    )
    // By id: the change written last, under the lock, even when its transaction began first.
    .orderBy(desc(recordChanges.id))
    .limit(1);
  return latest ? new Date(latest.at).toISOString() : null;
}

/**
 * Each store's yesterday by its own clock, with the state each due item ended in (done, late or
 * missed), for the features that look back on a day (the morning digest).
 */
export async function storeYesterdays(db: Db, clocks: StoreClock[], now: Date): Promise<StoreDay[]> {
  const today = todayAt(now);
  return storeDays(db, clocks, (store) => addDays(today(store), -1), now);
}
