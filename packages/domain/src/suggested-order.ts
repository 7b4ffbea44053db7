import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { DeliveryScheduleInput, ProductOrderSettings, SuggestionParts } from '@dripp/contract/suggested-orders';

dayjs.extend(utc);

/*
 * Suggested orders (issue 38, decision 260): a product's daily usage at a store from the intervals
 * between its orders, weighted by weekday, over the cover until the delivery after next, with a
 * safety margin from the usage's spread. Shared by the server (the suggestion parts, the quantity
 * kept at submit) and the web client (the number as soon as the on-hand is typed).
 */

/** An order of the product at the store: its store date, the on-hand counted then, and the quantity ordered. */
export interface OrderPoint {
  /** Store date (YYYY-MM-DD) of the submitted order. */
  day: string;
  on_hand: number | null;
  qty: number;
}

export interface UsageEstimate {
  /** Units on an average day (weekday weights have mean 1). */
  daily_usage: number;
  /** Seven weights, Monday first, mean 1. */
  weekday_weights: number[];
  /** Standard deviation of one day's usage. */
  daily_sd: number;
  /** Standard deviation of the estimated daily usage itself (few or old intervals: larger). */
  rate_sd: number;
  intervals_used: number;
  intervals_left_out: number;
}

// ---------------------------------------------------------------- constants (decision 260)

/** Fewer orders than this: no suggestion. */
export const MIN_ORDERS = 3;
/** The window looked at: intervals that end in the last 16 weeks before today. */
export const WINDOW_DAYS = 112;
/** When the window holds fewer usable intervals than this, the latest usable ones are taken. */
export const MIN_INTERVALS = 3;
/** An interval's weight halves every this many days of age (recent weeks weigh more). */
export const HALF_LIFE_DAYS = 42;
/** Rounds of the iterative proportional fit of the weekday weights. */
export const FIT_ROUNDS = 50;
/** The fit stops early once no weight moves by more than this in a round. */
export const FIT_TOLERANCE = 1e-4;
/** The first fit's pull of the weekday weights toward 1: as if each weekday had this many extra average days seen. */
export const WEEKDAY_PRIOR_DAYS = 0.1;
/** Expected spread (sd) of the weekday weights around 1: sets the second fit's pull toward 1 (see weekdayPrior). */
export const WEEKDAY_SPREAD = 0.12;
/** Safety margin = this many standard deviations of the usage over the cover days (calibrated on the backtest: 95 % covered). */
export const SAFETY_Z = 2.2;
/** A part case above this share (percent) is rounded up to a whole case when the product sets none. */
export const DEFAULT_CASE_THRESHOLD_PCT = 50;

// ---------------------------------------------------------------- days

const EPOCH = dayjs.utc('1970-01-01');
const dayNumbers = new Map<string, number>();

/*
 * The estimate walks day by day over weeks of history for every product of a vendor: a day is a
 * number (dayjs's count of calendar days since 1970-01-01, UTC, so no zone moves it) and a step is
 * + 1; dayjs parses and writes the dates and gives each day's weekday, once per day, kept.
 */

/** Days since 1970-01-01 of a YYYY-MM-DD store date (calendar days, no zone). */
function dayNumber(day: string): number {
  let n = dayNumbers.get(day);
  if (n === undefined) {
    const parsed = dayjs.utc(day);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !parsed.isValid()) throw new Error(`Not a date (YYYY-MM-DD): ${day}`);
    n = parsed.diff(EPOCH, 'day');
    if (dayNumbers.size > 20_000) dayNumbers.clear();
    dayNumbers.set(day, n);
  }
  return n;
}

const closedNumbers = new WeakMap<ReadonlySet<string>, Set<number>>();

/** The closed days as day numbers (worked out once per set). */
function closedSet(closedDays: ReadonlySet<string> | undefined): Set<number> | undefined {
  if (!closedDays || closedDays.size === 0) return undefined;
  let numbers = closedNumbers.get(closedDays);
  if (!numbers) {
    numbers = new Set([...closedDays].map(dayNumber));
    closedNumbers.set(closedDays, numbers);
  }
  return numbers;
}

function dayOf(n: number): string {
  return EPOCH.add(n, 'day').format('YYYY-MM-DD');
}

const weekdays = new Map<number, number>();

/** 0 Monday … 6 Sunday of a day number. */
function weekdayIndex(n: number): number {
  let k = weekdays.get(n);
  if (k === undefined) {
    k = (EPOCH.add(n, 'day').day() + 6) % 7;
    if (weekdays.size > 20_000) weekdays.clear();
    weekdays.set(n, k);
  }
  return k;
}

/** ISO weekday, 1 Monday … 7 Sunday, of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  return weekdayIndex(dayNumber(day)) + 1;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

// ---------------------------------------------------------------- usage

interface Interval {
  /** Open days of the interval per weekday (Monday first). */
  counts: number[];
  days: number;
  usage: number;
  /** Day number of the interval's end (the later order). */
  end: number;
}

function numberOr0(value: number | null): number {
  return value == null || !Number.isFinite(value) ? 0 : value;
}

/** One interval's usage and open days per weekday, or null when it is left out (negative, zero-day). */
function intervalOf(prev: OrderPoint, next: OrderPoint, closed: Set<number> | undefined): Interval | null {
  const start = dayNumber(prev.day);
  const end = dayNumber(next.day);
  // usage = last on-hand + last qty − new on-hand, in hundredths (as ordering.ts's usage)
  const used =
    (Math.round(numberOr0(prev.on_hand) * 100) +
      Math.round(numberOr0(prev.qty) * 100) -
      Math.round(numberOr0(next.on_hand) * 100)) /
    100;
  const counts = [0, 0, 0, 0, 0, 0, 0];
  let days = 0;
  for (let d = start; d < end; d++) {
    if (closed?.has(d)) continue;
    counts[weekdayIndex(d)]!++;
    days++;
  }
  return days === 0 || used < 0 ? null : { counts, days, usage: used, end };
}

/**
 * The intervals looked at, latest first: those that end in the window, or, when the window holds
 * fewer than MIN_INTERVALS usable ones, the latest usable ones. Left out: negative and zero-day
 * intervals among those looked at.
 */
function intervalsOf(
  history: readonly OrderPoint[],
  last: number,
  closedDays: ReadonlySet<string> | undefined,
  asOf: number,
) {
  const chosen: Interval[] = [];
  const closed = closedSet(closedDays);
  let leftOut = 0;
  for (let i = last; i >= 1; i--) {
    const inWindow = dayNumber(history[i]!.day) > asOf - WINDOW_DAYS;
    if (!inWindow && chosen.length >= MIN_INTERVALS) break;
    const interval = intervalOf(history[i - 1]!, history[i]!, closed);
    if (interval) chosen.push(interval);
    else leftOut++;
  }
  return { chosen, leftOut };
}

/**
 * Daily usage and weekday weights from the order history (oldest first); null with fewer than 3
 * orders. Intervals ending in the last 16 weeks count, each weighted by its age (half-life 42 days);
 * the weekday weights are an iterative proportional fit of the intervals' usage to their weekdays,
 * pulled toward 1 by a prior, with mean 1.
 */
export function estimateUsage(
  history: readonly OrderPoint[],
  asOf: string,
  options: { closedDays?: ReadonlySet<string> } = {},
): UsageEstimate | null {
  const today = dayNumber(asOf);
  let last = history.length - 1;
  while (last >= 0 && dayNumber(history[last]!.day) > today) last--;
  if (last + 1 < MIN_ORDERS) return null;
  const { chosen, leftOut: left } = intervalsOf(history, last, options.closedDays, today);
  const none = { daily_usage: 0, weekday_weights: [1, 1, 1, 1, 1, 1, 1], daily_sd: 0, rate_sd: 0, intervals_used: 0 };
  if (chosen.length === 0) return { ...none, intervals_left_out: left };
  const ages = chosen.map((interval) => Math.pow(0.5, (today - interval.end) / HALF_LIFE_DAYS));
  const weights = fitWeekdays(chosen, weekdayPrior(chosen, fitWeekdays(chosen, WEEKDAY_PRIOR_DAYS)));
  const expected = chosen.map((interval) => interval.counts.reduce((sum, c, k) => sum + c * weights[k]!, 0));
  let used = 0;
  let exposure = 0;
  chosen.forEach((interval, i) => {
    used += ages[i]! * interval.usage;
    exposure += ages[i]! * expected[i]!;
  });
  const rate = exposure > 0 ? used / exposure : 0;
  // One day's variance: each interval's squared miss over its days, age-weighted.
  let squares = 0;
  let weightSum = 0;
  let spread = 0;
  chosen.forEach((interval, i) => {
    const miss = interval.usage - rate * expected[i]!;
    squares += (ages[i]! * miss * miss) / interval.days;
    weightSum += ages[i]!;
    spread += ages[i]! * ages[i]! * interval.days;
  });
  const n = chosen.length;
  const variance = n > 1 ? (squares / weightSum) * (n / (n - 1)) : rate;
  // The estimate's own variance: the days' variance over the age-weighted days seen.
  const rateVariance = exposure > 0 ? (variance * spread) / (exposure * exposure) : 0;
  return {
    daily_usage: round(rate, 4),
    weekday_weights: weights.map((w) => round(w, 4)),
    daily_sd: round(Math.sqrt(Math.max(variance, 0)), 4),
    rate_sd: round(Math.sqrt(Math.max(rateVariance, 0)), 4),
    intervals_used: n,
    intervals_left_out: left,
  };
}

/**
 * The second fit's pull toward 1, in average days: the days whose usage would tell a weekday's
 * weight to ± WEEKDAY_SPREAD, i.e. one day's usage variance under the first fit's weights ÷ (rate ×
 * WEEKDAY_SPREAD)², so a noisy or slow product keeps weights near 1 and a steady one its pattern.
 */
function weekdayPrior(intervals: readonly Interval[], weights: readonly number[]): number {
  const expected = intervals.map((interval) => interval.counts.reduce((sum, c, k) => sum + c * weights[k]!, 0));
  const rate = intervals.reduce((sum, x) => sum + x.usage, 0) / expected.reduce((sum, e) => sum + e, 0);
  if (!(rate > 0) || intervals.length < 2) return WEEKDAY_PRIOR_DAYS;
  const squares = intervals.reduce((sum, x, i) => sum + (x.usage - rate * expected[i]!) ** 2 / x.days, 0);
  return squares / (intervals.length - 1) / (rate * WEEKDAY_SPREAD) ** 2;
}

/** Weekday weights (mean 1) that spread each interval's usage over its weekdays, fitted in rounds, pulled toward 1 by `priorDays`. */
function fitWeekdays(intervals: readonly Interval[], priorDays: number): number[] {
  const weights = [1, 1, 1, 1, 1, 1, 1];
  const days = [0, 0, 0, 0, 0, 0, 0];
  let used = 0;
  for (const interval of intervals) {
    used += interval.usage;
    for (let k = 0; k < 7; k++) days[k]! += interval.counts[k]!;
  }
  const observed = [0, 0, 0, 0, 0, 0, 0];
  for (let round = 0; round < FIT_ROUNDS; round++) {
    observed.fill(0);
    let exposure = 0;
    for (const interval of intervals) {
      let share = 0;
      for (let k = 0; k < 7; k++) share += interval.counts[k]! * weights[k]!;
      exposure += share;
      if (share <= 0) continue;
      const perShare = interval.usage / share;
      for (let k = 0; k < 7; k++) observed[k]! += interval.counts[k]! * weights[k]! * perShare;
    }
    const rate = exposure > 0 ? used / exposure : 0;
    if (rate <= 0) return [1, 1, 1, 1, 1, 1, 1];
    const prior = priorDays * rate;
    let mean = 0;
    for (let k = 0; k < 7; k++) {
      observed[k] = (observed[k]! + prior) / (days[k]! * rate + prior);
      mean += observed[k]! / 7;
    }
    let change = 0;
    for (let k = 0; k < 7; k++) {
      const next = observed[k]! / mean;
      change = Math.max(change, Math.abs(next - weights[k]!));
      weights[k] = next;
    }
    if (change < FIT_TOLERANCE) break;
  }
  return weights;
}

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

// ---------------------------------------------------------------- deliveries

function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * The next `count` delivery dates an order placed at the store's date and time reaches: a delivery
 * day X is reached when the order is placed before X − lead_days, or on that day by `order_by`.
 */
export function nextDeliveries(
  schedule: DeliveryScheduleInput,
  now: { date: string; time: string },
  count: number,
): string[] {
  const days = new Set(schedule.delivery_days);
  const today = dayNumber(now.date);
  const late = minutesOf(now.time) > minutesOf(schedule.order_by);
  const first = today + schedule.lead_days + (late ? 1 : 0);
  const out: string[] = [];
  if (days.size === 0) return out;
  for (let d = first; out.length < count; d++) {
    if (days.has(weekdayIndex(d) + 1)) out.push(dayOf(d));
  }
  return out;
}

/** The delivery an order placed then arrives with: the first one it reaches. */
export function deliveryFor(schedule: DeliveryScheduleInput, placed: { date: string; time: string }): string {
  return nextDeliveries(schedule, placed, 1)[0]!;
}

// ---------------------------------------------------------------- suggestion

const NO_WEIGHTS = [1, 1, 1, 1, 1, 1, 1];

/** Expected use from the day `from` (inclusive) to the day `to` (exclusive), weekday-weighted, closed days left out. */
export function expectedUsage(
  estimate: UsageEstimate,
  from: string,
  to: string,
  closedDays?: ReadonlySet<string>,
): { total: number; openDays: number } {
  return usageOver(estimate, dayNumber(from), dayNumber(to), closedDays);
}

function usageOver(estimate: UsageEstimate, from: number, to: number, closedDays?: ReadonlySet<string>) {
  const closed = closedSet(closedDays);
  let total = 0;
  let openDays = 0;
  for (let d = from; d < to; d++) {
    if (closed?.has(d)) continue;
    total += estimate.daily_usage * estimate.weekday_weights[weekdayIndex(d)]!;
    openDays++;
  }
  return { total, openDays };
}

/**
 * The safety margin over `days` open days: SAFETY_Z standard deviations of the use over them, the
 * days' own spread (daily_sd² × days) and the estimate's (rate_sd × days)².
 */
export function safetyMargin(estimate: UsageEstimate, days: number): number {
  const dayVariance = estimate.daily_sd * estimate.daily_sd * days;
  const rateSpread = estimate.rate_sd * days;
  return SAFETY_Z * Math.sqrt(dayVariance + rateSpread * rateSpread);
}

/** Everything of a line's suggestion but the on-hand the manager is about to type (decision 260). */
export function suggestionParts(input: {
  product_id: number;
  history: readonly OrderPoint[];
  now: { date: string; time: string };
  schedule: DeliveryScheduleInput | null;
  settings: ProductOrderSettings;
  on_order: number;
  closedDays?: ReadonlySet<string>;
}): SuggestionParts {
  const { settings, history, now } = input;
  const estimate = estimateUsage(history, now.date, { closedDays: input.closedDays });
  const lastQty = history.length > 0 ? Math.round(history[history.length - 1]!.qty) : null;
  const base: SuggestionParts = {
    product_id: input.product_id,
    reason: null,
    daily_usage: estimate?.daily_usage ?? 0,
    weekday_weights: estimate?.weekday_weights ?? NO_WEIGHTS,
    intervals_used: estimate?.intervals_used ?? 0,
    intervals_left_out: estimate?.intervals_left_out ?? 0,
    cover_days: 0,
    cover_usage: 0,
    safety: 0,
    on_order: input.on_order,
    case_size: settings.case_size ?? 1,
    case_threshold_pct: settings.case_threshold_pct ?? DEFAULT_CASE_THRESHOLD_PCT,
    shelf_life_capped: false,
    par: settings.par,
    last_qty: lastQty,
  };
  if (!input.schedule) return { ...base, reason: 'no-delivery-schedule' };
  if (!estimate) return { ...base, reason: 'too-few-orders' };
  const [next, after] = nextDeliveries(input.schedule, now, 2);
  const today = dayNumber(now.date);
  let end = dayNumber(after!);
  let capped = false;
  if (settings.shelf_life_days != null) {
    const spoils = dayNumber(next!) + settings.shelf_life_days;
    if (spoils < end) {
      end = spoils;
      capped = true;
    }
  }
  const cover = usageOver(estimate, today, end, input.closedDays);
  return {
    ...base,
    cover_days: end - today,
    cover_usage: round(cover.total, 2),
    safety: round(safetyMargin(estimate, cover.openDays), 2),
    shelf_life_capped: capped,
  };
}

export interface SuggestedQuantity {
  qty: number;
  /** cover_usage + safety − on hand − on order, and at least what brings the shelf to par. */
  need: number;
  cases: number;
  /** The part case left after whole cases, 0 ≤ part < 1. */
  case_part: number;
  rounded_up: boolean;
}

/** The suggested quantity; null when the parts give a reason. A non-numeric on-hand counts as 0 (spec 1 §5). */
export function suggestQuantity(parts: SuggestionParts, onHand: number | null): SuggestedQuantity | null {
  if (parts.reason) return null;
  const have = numberOr0(onHand) + parts.on_order;
  let need = parts.cover_usage + parts.safety - have;
  if (parts.par != null) need = Math.max(need, parts.par - have);
  need = Math.max(0, round(need, 6));
  const size = Math.max(1, parts.case_size);
  const whole = Math.floor(round(need / size, 9));
  const part = round(need / size - whole, 6);
  let roundedUp = part * 100 > parts.case_threshold_pct;
  let cases = whole + (roundedUp ? 1 : 0);
  // Never below par: a rounded-down case that leaves the shelf under par goes back up.
  if (parts.par != null && !roundedUp && part > 0 && have + cases * size < parts.par) {
    cases += 1;
    roundedUp = true;
  }
  return { qty: cases * size, need: round(need, 2), cases, case_part: part, rounded_up: roundedUp };
}

/** 'under-half' when qty < suggested / 2, 'over-twice' when qty > 2 × suggested; null otherwise or when either is missing. */
export function quantityFlag(qty: number | null, suggested: number | null): 'under-half' | 'over-twice' | null {
  if (qty == null || suggested == null) return null;
  if (qty < suggested / 2) return 'under-half';
  if (qty > suggested * 2) return 'over-twice';
  return null;
}
