import type { StoreDay } from '@dripp/contract/store-day';
import type { Db } from '../db/client';
import { storeDays, todayAt, type StoreClock } from '../features/store-day/store-day.service';
import { addDays } from './daily-records';

export type { StoreClock } from '../features/store-day/store-day.service';

/**
 * Each store's yesterday by its own clock, with the state each due item ended in (done, late or
 * missed), for the features that look back on a day (the morning digest).
 */
export async function storeYesterdays(db: Db, clocks: StoreClock[], now: Date): Promise<StoreDay[]> {
  const today = todayAt(now);
  return storeDays(db, clocks, (store) => addDays(today(store), -1), now);
}
