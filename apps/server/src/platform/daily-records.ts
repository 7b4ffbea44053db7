import { localTimeZone } from '@dripp/contract/time-zones';
import { todayIn } from '@dripp/domain/dates';

/** Helpers of the records that belong to a store and a calendar day (sheets, checklists, logs). */

/** 2024-02-29 yes, 2023-02-29 no; years 1900 to 2999 (a wider range is a typo, not a store day). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900 || y > 2999) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Today in the server's local time zone (TZ, the chain's zone): the demo seed's day. A store page's
 * today is the store's own (platform/store-time.ts).
 */
export function localToday(now: Date = new Date()): string {
  return todayIn(localTimeZone(), now);
}
