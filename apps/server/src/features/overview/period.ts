import { OVERVIEW_MAX_DAYS, type OverviewQuery, type OverviewRange } from '@dripp/contract/overview';
import { localTimeZone } from '@dripp/contract/time-zones';
import { addDays, todayIn } from '@dripp/domain/dates';
import { invalid } from '../../platform/errors';

/*
 * The overview's periods are calendar dates (docs/decisions/169): a week runs Monday to Sunday, a
 * month from its first day to its last, both taken from today by the chain's clock (the server's
 * zone). Each store's records are then read by their own dates (an order by the store-local day it
 * was placed). The previous period is the equally long run of days just before.
 */

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
}

function monthOf(date: string, offset: number): { from: string; to: string } {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const first = Date.UTC(y, m - 1 + offset, 1);
  const last = Date.UTC(y, m + offset, 0);
  return { from: iso(first), to: iso(last) };
}

function weekOf(date: string, offset: number): { from: string; to: string } {
  const weekday = (new Date(utc(date)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const from = addDays(date, -weekday + 7 * offset);
  return { from, to: addDays(from, 6) };
}

/** The days of the period asked for and of the one before it; a custom period is checked here. */
export function overviewRange(query: OverviewQuery, now = new Date()): OverviewRange {
  const today = todayIn(localTimeZone(), now);
  let days: { from: string; to: string };
  switch (query.period) {
    case 'this-week':
      days = weekOf(today, 0);
      break;
    case 'last-week':
      days = weekOf(today, -1);
      break;
    case 'this-month':
      days = monthOf(today, 0);
      break;
    case 'last-month':
      days = monthOf(today, -1);
      break;
    case 'custom': {
      const errors: Record<string, string[]> = {};
      if (!query.from) errors.from = ['Pick the first day'];
      if (!query.to) errors.to = ['Pick the last day'];
      if (query.from && query.to && query.from > query.to) errors.to = ['The last day comes before the first'];
      else if (query.from && query.to && daysBetween(query.from, query.to) > OVERVIEW_MAX_DAYS)
        errors.to = [`A period is at most ${OVERVIEW_MAX_DAYS} days`];
      if (Object.keys(errors).length) throw invalid('Check the period', errors);
      days = { from: query.from!, to: query.to! };
      break;
    }
  }
  const length = daysBetween(days.from, days.to);
  return {
    period: query.period,
    from: days.from,
    to: days.to,
    previous_from: addDays(days.from, -length),
    previous_to: addDays(days.from, -1),
  };
}
