import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { formatTime } from './dates';
import type { DueState } from '@dripp/contract/store-day';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * A store's day runs on its own clock (DESIGN §8): due times are wall-clock times in the store's
 * zone, so 07:00 stays 07:00 local across daylight saving, and the instant is worked out for the
 * day in question only, in the zone the store has now.
 */

/**
 * Zone arithmetic costs a fraction of a millisecond a call, and a chain's board asks for the same
 * few (zone, day, time) triples hundreds of times: each answer is kept (a bounded cache).
 */
function remembered<A extends string[]>(compute: (...args: A) => number): (...args: A) => Date {
  const cache = new Map<string, number>();
  return (...args: A) => {
    const key = args.join('|');
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= 5_000) cache.clear();
      value = compute(...args);
      cache.set(key, value);
    }
    return new Date(value);
  };
}

/** The instant of a store-local wall-clock time (`HH:MM`) on a calendar day. */
export const wallClockInstant = remembered((date: string, time: string, timeZone: string) =>
  dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).valueOf(),
);

/** The instant the store's next day begins: after it, what was not done on `date` is missed. */
export const endOfStoreDay = remembered((date: string, timeZone: string) =>
  dayjs.tz(date, 'YYYY-MM-DD', timeZone).add(1, 'day').startOf('day').valueOf(),
);

/** The ISO weekday of a calendar day, Monday 1 to Sunday 7. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Whether a due time is anyone's to meet: it falls at or after every instant given (when the
 * store, the checklist card's first task, or the person came to be). A due time before any of
 * them is not on that day for them: never due, late or missed, and nobody is told of it.
 */
export function existedBy(due: Date, ...since: (Date | null | undefined)[]): boolean {
  return since.every((s) => s == null || s.getTime() <= due.getTime());
}

export interface ItemTiming {
  due: Date;
  /** When the item was completed, or null. */
  doneAt: Date | null;
  /** The end of the store's day the item belongs to. */
  dayEnd: Date;
  now: Date;
}

/**
 * Upcoming before its due time; Due from then until the store's day ends; Missed after that.
 * Done counts as late from a whole minute after the due time (a save at 07:00:40 is on time).
 */
export function itemState({ due, doneAt, dayEnd, now }: ItemTiming): { state: DueState; minutesLate: number | null } {
  if (doneAt) {
    const minutesLate = Math.floor((doneAt.getTime() - due.getTime()) / 60_000);
    return minutesLate >= 1 ? { state: 'late', minutesLate } : { state: 'done', minutesLate: null };
  }
  if (now < due) return { state: 'upcoming', minutesLate: null };
  if (now < dayEnd) return { state: 'due', minutesLate: Math.floor((now.getTime() - due.getTime()) / 60_000) };
  return { state: 'missed', minutesLate: null };
}

/** Late and missed first, then what is due now, then what is still to come, then what is done. */
export const STATE_URGENCY: Record<DueState, number> = { missed: 0, due: 1, late: 2, upcoming: 3, done: 4 };

/**
 * A store's wall-clock time (`HH:MM`, as due times are kept) on a calendar day, as formatTime shows
 * it: "11:29 PM", or "11:29 PM PST" for a reader on another clock.
 */
export function formatWallTime(date: string, time: string, timeZone: string, viewerZone?: string): string {
  return formatTime(wallClockInstant(date, time, timeZone), { timeZone, viewerZone });
}
