import { describe, expect, it } from 'vitest';
import {
  costSum,
  dayBounds,
  DEFAULT_PRODUCT_SORT,
  defaultHistoryRange,
  formatMoney,
  nextSort,
  ORDER_HISTORY_PRESETS,
  presetOf,
  presetRange,
  sortOrders,
  sortProducts,
  toCents,
  usage,
} from './ordering';
import { todayIn } from './dates';
import { isTimeZone } from '@dripp/contract/time-zones';

describe('money', () => {
  it('reads amounts exactly from text and numbers', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents(12.5)).toBe(1250n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents(' 3 ')).toBe(300n);
    expect(toCents('-1.10')).toBe(-110n);
  });

  it('refuses what is not an amount with at most two places', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '1,50', null, undefined, Number.NaN, Infinity, 1e21]) {
      expect(toCents(bad as string | number | null)).toBeNull();
    }
  });

  it('formats to two places', () => {
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney('7')).toBe('7.00');
    expect(formatMoney('x')).toBeNull();
  });

  it('sums cost × qty to the cent where floating point would drift', () => {
    // 0.1 × 3 + 0.2 × 3 is 0.9000000000000001 in binary floating point.
    expect(
      costSum([
        { cost: 0.1, qty: 3 },
        { cost: '0.20', qty: 3 },
      ]),
    ).toBe('0.90');
    expect(0.1 * 3 + 0.2 * 3).not.toBe(0.9);
    const many = Array.from({ length: 1000 }, () => ({ cost: '19.99', qty: 7 }));
    expect(costSum(many)).toBe('139930.00');
    expect(
      costSum([
        { cost: '999999.99', qty: 100000 },
        { cost: '0.01', qty: 1 },
      ]),
    ).toBe('99999999000.01');
    expect(costSum([])).toBe('0.00');
  });

  it('refuses a line it cannot sum exactly', () => {
    expect(() => costSum([{ cost: 'abc', qty: 1 }])).toThrow(/money/);
    expect(() => costSum([{ cost: '1.00', qty: 1.5 }])).toThrow(/whole/);
  });
});

describe('usage', () => {
  it('is last on-hand + last qty − entered on-hand', () => {
    expect(usage({ on_hand: 4, qty: 6 }, 3)).toBe(7);
    expect(usage({ on_hand: '2.5', qty: 2 }, '1.25')).toBe(3.25);
    expect(usage({ on_hand: 0.1, qty: 0 }, -0.2)).toBe(0.3);
  });

  it('counts a non-numeric or empty on-hand as 0', () => {
    expect(usage({ on_hand: null, qty: 5 }, 2)).toBe(3);
    expect(usage({ on_hand: 4, qty: 5 }, 'abc')).toBe(9);
    expect(usage({ on_hand: 'n/a', qty: 5 }, '')).toBe(5);
    expect(usage({ on_hand: 4, qty: 5 }, null)).toBe(9);
  });

  it('can be negative when more is on hand than was counted and ordered', () => {
    expect(usage({ on_hand: 1, qty: 1 }, 5)).toBe(-3);
  });

  it('is unknown without history', () => {
    expect(usage(null, 3)).toBeNull();
    expect(usage(undefined, 3)).toBeNull();
  });
});

describe('sorting', () => {
  const rows = [
    { item_no: 'A10', description: 'oat milk', cost: '10.00', retail: null, um: 'case' },
    { item_no: 'A2', description: 'Whole milk', cost: '9.50', retail: '4.00', um: 'gallon' },
    { item_no: null, description: 'cups', cost: '100.00', retail: '12.00', um: null },
    { item_no: 'B1', description: 'Almond milk', cost: 2, retail: '30.00', um: 'each' },
  ];
  const items = (list: typeof rows) => list.map((r) => r.item_no);

  it('a first click sorts ascending, the next toggles, another column starts ascending', () => {
    const first = nextSort(null, 'cost');
    expect(first).toEqual({ column: 'cost', direction: 'asc' });
    const second = nextSort(first, 'cost');
    expect(second).toEqual({ column: 'cost', direction: 'desc' });
    expect(nextSort(second, 'cost')).toEqual({ column: 'cost', direction: 'asc' });
    expect(nextSort(second, 'um')).toEqual({ column: 'um', direction: 'asc' });
  });

  it('starts by item ascending, naturally, with empty items last', () => {
    expect(DEFAULT_PRODUCT_SORT).toEqual({ column: 'item_no', direction: 'asc' });
    expect(items(sortProducts(rows))).toEqual(['A2', 'A10', 'B1', null]);
    expect(items(sortProducts(rows, { column: 'item_no', direction: 'desc' }))).toEqual(['B1', 'A10', 'A2', null]);
  });

  it('compares cost and retail as numbers, not text', () => {
    expect(items(sortProducts(rows, { column: 'cost', direction: 'asc' }))).toEqual(['B1', 'A2', 'A10', null]);
    expect(items(sortProducts(rows, { column: 'cost', direction: 'desc' }))).toEqual([null, 'A10', 'A2', 'B1']);
    expect(items(sortProducts(rows, { column: 'retail', direction: 'asc' }))).toEqual(['A2', null, 'B1', 'A10']);
  });

  it('compares description and unit as text, ignoring case', () => {
    expect(items(sortProducts(rows, { column: 'description', direction: 'asc' }))).toEqual(['B1', null, 'A10', 'A2']);
    expect(items(sortProducts(rows, { column: 'um', direction: 'asc' }))).toEqual(['A10', 'B1', 'A2', null]);
  });

  it('does not change the list it is given', () => {
    const copy = [...rows];
    sortProducts(rows, { column: 'cost', direction: 'desc' });
    expect(rows).toEqual(copy);
  });

  it('sorts order history by time, vendor and total (numerically)', () => {
    const orders = [
      { id: 1, created_at: '2024-05-02T10:00:00.000Z', vendor: { name: 'Valley Dairy' }, cost_sum: '100.00' },
      { id: 2, created_at: '2024-05-01T10:00:00.000Z', vendor: { name: 'bean roasters' }, cost_sum: '9.99' },
      { id: 3, created_at: '2024-05-03T10:00:00.000Z', vendor: { name: 'Crumb Bakery' }, cost_sum: '1000.00' },
    ];
    const ids = (list: typeof orders) => list.map((o) => o.id);
    expect(ids(sortOrders(orders, { column: 'time', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(sortOrders(orders, { column: 'time', direction: 'desc' }))).toEqual([3, 1, 2]);
    expect(ids(sortOrders(orders, { column: 'vendor', direction: 'asc' }))).toEqual([2, 3, 1]);
    expect(ids(sortOrders(orders, { column: 'total', direction: 'asc' }))).toEqual([2, 1, 3]);
    expect(ids(sortOrders(orders, { column: 'total', direction: 'desc' }))).toEqual([3, 1, 2]);
  });
});

describe('order history ranges', () => {
  it('offers the seven presets of the spec', () => {
    expect(ORDER_HISTORY_PRESETS.map((p) => p.value)).toEqual([
      'today',
      'yesterday',
      'last7',
      'last30',
      'last60',
      'thisMonth',
      'lastMonth',
    ]);
  });

  it('computes each preset from the given today', () => {
    const today = '2024-05-15';
    expect(presetRange('today', today)).toEqual({ start: '2024-05-15', end: '2024-05-15' });
    expect(presetRange('yesterday', today)).toEqual({ start: '2024-05-14', end: '2024-05-14' });
    expect(presetRange('last7', today)).toEqual({ start: '2024-05-09', end: '2024-05-15' });
    expect(presetRange('last30', today)).toEqual({ start: '2024-04-16', end: '2024-05-15' });
    expect(presetRange('last60', today)).toEqual({ start: '2024-03-17', end: '2024-05-15' });
    expect(presetRange('thisMonth', today)).toEqual({ start: '2024-05-01', end: '2024-05-15' });
    expect(presetRange('lastMonth', today)).toEqual({ start: '2024-04-01', end: '2024-04-30' });
    expect(defaultHistoryRange(today)).toEqual({ start: today, end: today });
  });

  it('handles month edges and leap years', () => {
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRange('lastMonth', '2023-03-31')).toEqual({ start: '2023-02-01', end: '2023-02-28' });
    expect(presetRange('lastMonth', '2024-01-01')).toEqual({ start: '2023-12-01', end: '2023-12-31' });
    expect(presetRange('yesterday', '2024-03-01')).toEqual({ start: '2024-02-29', end: '2024-02-29' });
    expect(presetRange('yesterday', '2025-01-01')).toEqual({ start: '2024-12-31', end: '2024-12-31' });
    expect(presetRange('last7', '2024-03-03')).toEqual({ start: '2024-02-26', end: '2024-03-03' });
    expect(presetRange('thisMonth', '2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(presetRange('last60', '2024-03-01')).toEqual({ start: '2024-01-02', end: '2024-03-01' });
  });

  it('refuses a day that does not exist', () => {
    expect(() => presetRange('today', '2023-02-29')).toThrow(/Not a date/);
    expect(() => presetRange('today', '15/05/2024')).toThrow(/Not a date/);
  });

  it('names the preset a range equals', () => {
    expect(presetOf({ start: '2024-02-01', end: '2024-02-29' }, '2024-03-31')).toBe('lastMonth');
    expect(presetOf({ start: '2024-02-02', end: '2024-02-29' }, '2024-03-31')).toBeNull();
  });

  it('turns whole local days into instants, across a daylight-saving change', () => {
    const { from, to } = dayBounds({ start: '2024-03-10', end: '2024-03-10' }, 'America/Los_Angeles');
    expect(from.toISOString()).toBe('2024-03-10T08:00:00.000Z');
    expect(to.toISOString()).toBe('2024-03-11T07:00:00.000Z');
    const utc = dayBounds({ start: '2024-02-28', end: '2024-02-29' }, 'UTC');
    expect(utc.from.toISOString()).toBe('2024-02-28T00:00:00.000Z');
    expect(utc.to.toISOString()).toBe('2024-03-01T00:00:00.000Z');
  });

  it('tells the day it is in a time zone', () => {
    const instant = new Date('2024-03-01T05:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2024-03-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2024-02-29');
  });

  it('knows real time zones', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
