import { describe, expect, it } from 'vitest';
import type { SuggestionParts } from '@dripp/contract/suggested-orders';
import { addDays } from './dates';
import {
  daysBetween,
  deliveryFor,
  estimateUsage,
  expectedUsage,
  isoWeekday,
  nextDeliveries,
  quantityFlag,
  safetyMargin,
  suggestionParts,
  suggestQuantity,
  type OrderPoint,
} from './suggested-order';

const MONDAY = '2026-11-30';
const TUE_FRI = { delivery_days: [2, 5], lead_days: 1, order_by: '14:00' };
const NO_SETTINGS = { case_size: null, par: null, shelf_life_days: null, case_threshold_pct: null };

/** Orders on the given days (oldest first), each of `qty`: each count is the last one + qty − the use since. */
function history(days: readonly string[], use: (day: string) => number, qty = 100, start = 50): OrderPoint[] {
  let onHand = start;
  return days.map((day, i) => {
    if (i > 0) {
      onHand += qty;
      for (let d = days[i - 1]!; d < day; d = addDays(d, 1)) onHand -= use(d);
    }
    return { day, on_hand: onHand, qty };
  });
}

/** Monday and Thursday orders for `weeks` weeks before MONDAY. */
function mondaysAndThursdays(weeks: number): string[] {
  const days: string[] = [];
  for (let w = weeks; w >= 1; w--) {
    days.push(addDays(MONDAY, -7 * w), addDays(MONDAY, -7 * w + 3));
  }
  return [...days, MONDAY];
}

function parts(overrides: Partial<SuggestionParts> = {}): SuggestionParts {
  return {
    product_id: 1,
    reason: null,
    daily_usage: 5,
    weekday_weights: [1, 1, 1, 1, 1, 1, 1],
    intervals_used: 10,
    intervals_left_out: 0,
    cover_days: 4,
    cover_usage: 20,
    safety: 0,
    on_order: 0,
    case_size: 1,
    case_threshold_pct: 50,
    shelf_life_capped: false,
    par: null,
    last_qty: 20,
    ...overrides,
  };
}

describe('estimateUsage', () => {
  it('finds a constant usage, with even weekdays and no spread', () => {
    const estimate = estimateUsage(
      history(mondaysAndThursdays(6), () => 5),
      MONDAY,
    )!;
    expect(estimate.daily_usage).toBeCloseTo(5, 6);
    for (const w of estimate.weekday_weights) expect(w).toBeCloseTo(1, 6);
    expect(estimate.daily_sd).toBeCloseTo(0, 6);
    expect(estimate.intervals_used).toBe(12);
    expect(estimate.intervals_left_out).toBe(0);
  });

  it('finds a weekend pattern from intervals of several lengths', () => {
    // 2 a weekday, 10 a day at the weekend: mean 30/7 a day.
    const use = (day: string) => (isoWeekday(day) >= 6 ? 10 : 2);
    const gaps = [2, 3, 4, 5, 3, 2, 4, 5, 3, 4, 2, 5, 3, 4];
    const days = [MONDAY];
    for (const gap of gaps) days.unshift(addDays(days[0]!, -gap));
    const estimate = estimateUsage(history(days, use), MONDAY)!;
    expect(estimate.daily_usage).toBeCloseTo(30 / 7, 0);
    const [mon, , , , , sat, sun] = estimate.weekday_weights as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    expect(sat).toBeGreaterThan(1.9);
    expect(sun).toBeGreaterThan(1.9);
    expect(mon).toBeLessThan(0.6);
    expect(estimate.weekday_weights.reduce((a, b) => a + b, 0) / 7).toBeCloseTo(1, 3);
  });

  it('keeps the weekday weights of a noisy usage nearer 1 than those of a steady one', () => {
    const weekend = (day: string) => (isoWeekday(day) >= 6 ? 10 : 2);
    const noisy = (day: string) => weekend(day) * (0.2 + ((daysBetween(day, MONDAY) * 7919) % 97) / 60);
    const gaps = [2, 3, 4, 5, 3, 2, 4, 5, 3, 4, 2, 5, 3, 4];
    const days = [MONDAY];
    for (const gap of gaps) days.unshift(addDays(days[0]!, -gap));
    const steady = estimateUsage(history(days, weekend), MONDAY)!;
    const shaken = estimateUsage(history(days, noisy), MONDAY)!;
    expect(shaken.daily_sd).toBeGreaterThan(steady.daily_sd);
    const reach = (w: number[]) => Math.max(...w.map((x) => Math.abs(x - 1)));
    expect(reach(shaken.weekday_weights)).toBeLessThan(reach(steady.weekday_weights) / 2);
  });

  it('reads a skipped delivery as one longer interval at the same rate', () => {
    const days = mondaysAndThursdays(6).filter((day) => day !== addDays(MONDAY, -11));
    const estimate = estimateUsage(
      history(days, () => 5),
      MONDAY,
    )!;
    expect(estimate.daily_usage).toBeCloseTo(5, 6);
    expect(estimate.intervals_used).toBe(11);
  });

  it('leaves out a negative interval and a zero-day one', () => {
    const points = history(mondaysAndThursdays(4), () => 5);
    // A count 40 too high at one order: the interval before it is negative.
    points[4] = { ...points[4]!, on_hand: points[4]!.on_hand! + 200 };
    points.splice(6, 0, { ...points[6]! }); // the same day twice
    const estimate = estimateUsage(points, MONDAY)!;
    expect(estimate.intervals_left_out).toBe(2);
    expect(estimate.intervals_used).toBe(points.length - 1 - 2);
  });

  it('leaves out closed days', () => {
    const days = mondaysAndThursdays(4);
    const closed = new Set([addDays(MONDAY, -6), addDays(MONDAY, -5)]);
    const use = (day: string) => (closed.has(day) ? 0 : 5);
    const estimate = estimateUsage(history(days, use), MONDAY, { closedDays: closed })!;
    expect(estimate.daily_usage).toBeCloseTo(5, 6);
  });

  it('gives a wider margin to a noisier usage', () => {
    const days = mondaysAndThursdays(6);
    const steady = estimateUsage(
      history(days, () => 5),
      MONDAY,
    )!;
    const noisy = estimateUsage(
      history(days, (day) => (Number(day.slice(-2)) % 3) * 5),
      MONDAY,
    )!;
    expect(safetyMargin(steady, 4)).toBeCloseTo(0, 6);
    expect(noisy.daily_sd).toBeGreaterThan(1);
    expect(noisy.rate_sd).toBeGreaterThan(0);
    expect(safetyMargin(noisy, 4)).toBeGreaterThan(safetyMargin(noisy, 1));
  });

  it('only looks at orders up to the day it is asked for', () => {
    const days = mondaysAndThursdays(6);
    const points = history(days, (day) => (day < addDays(MONDAY, -14) ? 5 : 50), 400);
    const earlier = estimateUsage(points, addDays(MONDAY, -14))!;
    expect(earlier.daily_usage).toBeCloseTo(5, 6);
    const [mon, thu] = [addDays(MONDAY, -14), addDays(MONDAY, -11)];
    expect(expectedUsage(earlier, mon, thu).total).toBeCloseTo(15, 6);
    expect(estimateUsage(points, MONDAY)!.daily_usage).toBeGreaterThan(20);
  });

  it('has no estimate with fewer than 3 orders', () => {
    expect(
      estimateUsage(
        history([addDays(MONDAY, -4), MONDAY], () => 5),
        MONDAY,
      ),
    ).toBeNull();
  });
});

describe('deliveries', () => {
  it('reaches the delivery after the lead days when ordered by the cut-off', () => {
    expect(nextDeliveries(TUE_FRI, { date: MONDAY, time: '13:59' }, 2)).toEqual(['2026-12-01', '2026-12-04']);
    expect(nextDeliveries(TUE_FRI, { date: MONDAY, time: '14:00' }, 2)).toEqual(['2026-12-01', '2026-12-04']);
  });

  it('misses the delivery when ordered after the cut-off', () => {
    expect(nextDeliveries(TUE_FRI, { date: MONDAY, time: '14:01' }, 2)).toEqual(['2026-12-04', '2026-12-08']);
    expect(deliveryFor(TUE_FRI, { date: '2026-12-01', time: '09:00' })).toBe('2026-12-04');
  });

  it('counts calendar days across a clock change', () => {
    // 2026-03-08: clocks go forward in most of North America.
    expect(nextDeliveries(TUE_FRI, { date: '2026-03-07', time: '09:00' }, 3)).toEqual([
      '2026-03-10',
      '2026-03-13',
      '2026-03-17',
    ]);
    expect(daysBetween('2026-03-07', '2026-03-10')).toBe(3);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });

  it('delivers the same day with no lead time, before the cut-off', () => {
    const sameDay = { delivery_days: [1], lead_days: 0, order_by: '08:00' };
    expect(nextDeliveries(sameDay, { date: MONDAY, time: '07:30' }, 1)).toEqual([MONDAY]);
    expect(nextDeliveries(sameDay, { date: MONDAY, time: '08:30' }, 1)).toEqual(['2026-12-07']);
  });
});

describe('suggestionParts', () => {
  const base = {
    product_id: 7,
    history: history(mondaysAndThursdays(6), () => 5),
    now: { date: MONDAY, time: '10:00' },
    schedule: TUE_FRI,
    settings: NO_SETTINGS,
    on_order: 0,
  };

  it('covers the days until the delivery after next', () => {
    const p = suggestionParts(base);
    expect(p.reason).toBeNull();
    expect(p.cover_days).toBe(4); // Monday to Friday's delivery
    expect(p.cover_usage).toBeCloseTo(20, 6);
    expect(p.shelf_life_capped).toBe(false);
    expect(suggestQuantity(p, 8)!.qty).toBe(12);
  });

  it('caps the cover at the shelf life after the next delivery', () => {
    const p = suggestionParts({ ...base, settings: { ...NO_SETTINGS, shelf_life_days: 2 } });
    expect(p.cover_days).toBe(3); // Tuesday's delivery keeps until Thursday
    expect(p.shelf_life_capped).toBe(true);
    expect(p.cover_usage).toBeCloseTo(15, 6);
  });

  it('subtracts what is already on order', () => {
    const p = suggestionParts({ ...base, on_order: 6 });
    expect(suggestQuantity(p, 8)!.qty).toBe(6);
  });

  it('says why there is no suggestion', () => {
    const few = suggestionParts({ ...base, history: base.history.slice(-2) });
    expect(few.reason).toBe('too-few-orders');
    expect(suggestQuantity(few, 3)).toBeNull();
    expect(suggestionParts({ ...base, schedule: null }).reason).toBe('no-delivery-schedule');
  });
});

describe('suggestQuantity', () => {
  it('rounds up to a case only above the threshold', () => {
    const cased = parts({ case_size: 10, case_threshold_pct: 50 });
    expect(suggestQuantity({ ...cased, cover_usage: 24.9 }, 0)).toMatchObject({ qty: 20, cases: 2, rounded_up: false });
    expect(suggestQuantity({ ...cased, cover_usage: 25 }, 0)).toMatchObject({ qty: 20, cases: 2, rounded_up: false });
    expect(suggestQuantity({ ...cased, cover_usage: 25.1 }, 0)).toMatchObject({ qty: 30, cases: 3, rounded_up: true });
    expect(suggestQuantity({ ...cased, cover_usage: 20 }, 0)).toMatchObject({ qty: 20, case_part: 0 });
  });

  it('counts the safety margin, the on-hand and what is on order, and a missing on-hand as 0', () => {
    expect(suggestQuantity(parts({ safety: 4, on_order: 3 }), 6)).toMatchObject({ qty: 15, need: 15 });
    expect(suggestQuantity(parts(), null)!.qty).toBe(20);
    expect(suggestQuantity(parts(), 30)).toMatchObject({ qty: 0, need: 0 });
  });

  it('never leaves the shelf below par', () => {
    expect(suggestQuantity(parts({ par: 40 }), 5)).toMatchObject({ qty: 35, need: 35 });
    // Par 24 with cases of 10: 19 needed, 0.9 of the second case, rounded up anyway.
    expect(suggestQuantity(parts({ par: 24, cover_usage: 2, case_size: 10, case_threshold_pct: 95 }), 5)!.qty).toBe(20);
  });
});

describe('quantityFlag', () => {
  it('marks a quantity under half or over twice the suggestion', () => {
    expect(quantityFlag(4, 10)).toBe('under-half');
    expect(quantityFlag(5, 10)).toBeNull();
    expect(quantityFlag(20, 10)).toBeNull();
    expect(quantityFlag(21, 10)).toBe('over-twice');
    expect(quantityFlag(null, 10)).toBeNull();
    expect(quantityFlag(3, null)).toBeNull();
  });
});
