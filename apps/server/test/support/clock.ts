import { todayIn } from '@dripp/domain/dates';

/**
 * The instants the date-rule tests run at, each with a zone whose date differs from UTC's then:
 * 05:00 UTC is the evening before in Los Angeles, 20:00 UTC the next morning in Tokyo. A server
 * that took UTC's (or its own) day for the store's fails at one of them.
 */
export const DATE_RULE_CLOCKS = [
  { at: new Date('2025-04-10T05:00:00Z'), zone: 'America/Los_Angeles', other: 'Asia/Tokyo' },
  { at: new Date('2025-04-10T20:00:00Z'), zone: 'Asia/Tokyo', other: 'America/Los_Angeles' },
] as const;

/** A clock for startTestApp's `now` that a test moves with `set`. */
export function settableClock(start: Date = DATE_RULE_CLOCKS[0].at) {
  let at = start;
  return {
    now: () => at,
    set(next: Date) {
      at = next;
    },
  };
}

/** A store's today in its zone at `at`, as the portal counts it (DESIGN §8). */
export const storeDayAt = (zone: string, at: Date): string => todayIn(zone, at);
