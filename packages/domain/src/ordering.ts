import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { formatCents } from './money';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Ordering calculations shared by the server (order totals, history ranges) and the web client
 * (usage, table sorting, preset ranges), so both sides agree to the cent and to the day.
 */

// ---------------------------------------------------------------- money

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Exact cents of a decimal amount with at most two places ("12.5", 12.5, "0.07"), or null when
 * the value is not such an amount. Works on the text, so binary floating point never rounds.
 */
export function toCents(value: string | number | null | undefined): bigint | null {
  if (value == null) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL_RE.exec(text);
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

/** A money amount normalised to two places: `12.5` → `"12.50"`; null when it is not an amount. */
export function formatMoney(value: string | number | null | undefined): string | null {
  const cents = toCents(value);
  return cents == null ? null : formatCents(cents);
}

export interface CostLine {
  cost: string | number;
  qty: number;
}

/** Σ cost × qty of an order, exact to the cent (`"123.45"`). */
export function costSum(lines: readonly CostLine[]): string {
  let total = 0n;
  for (const line of lines) {
    const cents = toCents(line.cost);
    if (cents == null) throw new Error(`Not a money amount: ${String(line.cost)}`);
    if (!Number.isInteger(line.qty)) throw new Error(`Not a whole quantity: ${line.qty}`);
    total += cents * BigInt(line.qty);
  }
  return formatCents(total);
}

// ---------------------------------------------------------------- usage

/** An on-hand count as typed or stored; anything that is not a number counts as 0 (spec 1 §5). */
export function onHandValue(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (value == null || value.trim() === '') return 0;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : 0;
}

export interface HistoryEntry {
  on_hand: string | number | null;
  qty: string | number | null;
}

/**
 * Usage since the last order = last history on-hand + last history qty − the on-hand just
 * entered (spec 1 §5). Null when the product has no history to compare with. Computed in
 * hundredths so that 0.1 + 0.2 stays 0.3.
 */
export function usage(
  last: HistoryEntry | null | undefined,
  enteredOnHand: string | number | null | undefined,
): number | null {
  if (!last) return null;
  const hundredths = (v: string | number | null | undefined) => Math.round(onHandValue(v) * 100);
  return (hundredths(last.on_hand) + hundredths(last.qty) - hundredths(enteredOnHand)) / 100;
}

// ---------------------------------------------------------------- sorting

export type SortDirection = 'asc' | 'desc';
export interface SortState<C extends string> {
  column: C;
  direction: SortDirection;
}

/** A click on a column header: a new column sorts ascending, the same column toggles. */
export function nextSort<C extends string>(current: SortState<C> | null | undefined, column: C): SortState<C> {
  if (current && current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: 'asc' };
}

export type ProductSortColumn = 'item_no' | 'description' | 'cost' | 'retail' | 'um';

/** The order form starts sorted by item, ascending (spec 1 §4). */
export const DEFAULT_PRODUCT_SORT: SortState<ProductSortColumn> = { column: 'item_no', direction: 'asc' };

const NUMERIC_PRODUCT_COLUMNS: readonly ProductSortColumn[] = ['cost', 'retail'];

const textCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareText(a: unknown, b: unknown): number {
  return textCollator.compare(String(a), String(b));
}

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function compareNumbers(a: unknown, b: unknown): number {
  return (numberOrNull(a) ?? 0) - (numberOrNull(b) ?? 0);
}

/** Stable; empty cells go last whichever way the column is sorted, so they never hide real rows. */
function sortBy<T, C extends string>(
  rows: readonly T[],
  state: SortState<C>,
  value: (row: T, column: C) => unknown,
  numeric: boolean,
): T[] {
  const sign = state.direction === 'asc' ? 1 : -1;
  const compare = numeric ? compareNumbers : compareText;
  return rows
    .map((row, index) => ({ row, index, key: value(row, state.column) }))
    .sort((a, b) => {
      const emptyA = numeric ? numberOrNull(a.key) == null : a.key == null || a.key === '';
      const emptyB = numeric ? numberOrNull(b.key) == null : b.key == null || b.key === '';
      if (emptyA || emptyB) return emptyA === emptyB ? a.index - b.index : emptyA ? 1 : -1;
      return sign * compare(a.key, b.key) || a.index - b.index;
    })
    .map((entry) => entry.row);
}

export interface SortableProduct {
  item_no: string | null;
  description: string;
  cost: string | number | null;
  retail: string | number | null;
  um: string | null;
}

/** Sorts an order form table: text columns naturally ("A2" before "A10"), cost and retail as numbers. */
export function sortProducts<T extends SortableProduct>(
  products: readonly T[],
  state: SortState<ProductSortColumn> = DEFAULT_PRODUCT_SORT,
): T[] {
  return sortBy(products, state, (row, column) => row[column], NUMERIC_PRODUCT_COLUMNS.includes(state.column));
}

export type OrderSortColumn = 'time' | 'vendor' | 'total';

export interface SortableOrder {
  created_at: string;
  vendor: { name: string };
  cost_sum: string | number;
}

/** Sorts the order history list: Time (chronological), Vendor (by name), Total (numerically). */
export function sortOrders<T extends SortableOrder>(orders: readonly T[], state: SortState<OrderSortColumn>): T[] {
  if (state.column === 'time') {
    return sortBy(orders, state, (row) => Date.parse(row.created_at), true);
  }
  if (state.column === 'vendor') return sortBy(orders, state, (row) => row.vendor.name, false);
  return sortBy(orders, state, (row) => row.cost_sum, true);
}

// ---------------------------------------------------------------- history ranges

export type OrderHistoryPreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'last60' | 'thisMonth' | 'lastMonth';

/** The preset range choices of the order history screen (spec 1 §9), in menu order. */
export const ORDER_HISTORY_PRESETS: readonly { value: OrderHistoryPreset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'last30', label: 'Last 30 days' },
  { value: 'last60', label: 'Last 60 days' },
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
];

export interface DateRange {
  /** First day, YYYY-MM-DD, inclusive. */
  start: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  end: string;
}

const DAY = 'YYYY-MM-DD';

function parseDay(day: string) {
  const parsed = dayjs(day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !parsed.isValid() || parsed.format(DAY) !== day) {
    throw new Error(`Not a date (YYYY-MM-DD): ${day}`);
  }
  return parsed;
}

/**
 * The days a preset covers, seen from `today` (YYYY-MM-DD). "Last N days" are the N days that end
 * today; "this month" runs from the 1st to today; "last month" is the whole previous month.
 */
export function presetRange(preset: OrderHistoryPreset, today: string): DateRange {
  const day = parseDay(today);
  const range = (start: dayjs.Dayjs, end: dayjs.Dayjs) => ({ start: start.format(DAY), end: end.format(DAY) });
  switch (preset) {
    case 'today':
      return range(day, day);
    case 'yesterday':
      return range(day.subtract(1, 'day'), day.subtract(1, 'day'));
    case 'last7':
      return range(day.subtract(6, 'day'), day);
    case 'last30':
      return range(day.subtract(29, 'day'), day);
    case 'last60':
      return range(day.subtract(59, 'day'), day);
    case 'thisMonth':
      return range(day.startOf('month'), day);
    case 'lastMonth': {
      const previous = day.startOf('month').subtract(1, 'month');
      return range(previous, previous.endOf('month'));
    }
  }
}

/** The range the order history opens with: today alone (spec 1 §9). */
export function defaultHistoryRange(today: string): DateRange {
  return presetRange('today', today);
}

/** The preset a range equals on `today`, if any (so the select can show it). */
export function presetOf(range: DateRange, today: string): OrderHistoryPreset | null {
  const match = ORDER_HISTORY_PRESETS.find(({ value }) => {
    const candidate = presetRange(value, today);
    return candidate.start === range.start && candidate.end === range.end;
  });
  return match?.value ?? null;
}

/**
 * The instants that bound whole local days in a time zone: from the start of `start` up to (not
 * including) the start of the day after `end`, so that a query can use created_at >= from and < to.
 */
export function dayBounds(range: DateRange, timeZone: string): { from: Date; to: Date } {
  const start = parseDay(range.start);
  const end = parseDay(range.end);
  return {
    from: dayjs.tz(start.format(DAY), timeZone).toDate(),
    to: dayjs.tz(end.add(1, 'day').format(DAY), timeZone).toDate(),
  };
}
