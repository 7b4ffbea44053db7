import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import {
  COOLING_STAGES,
  READING_WINDOW_MINUTES,
  READY_TO_EAT_MAX_DAYS,
  type CoolingStage,
  type Limits,
  type ShelfLifeUnit,
  type TemperatureUnit,
} from '@dripp/contract/food-safety-labels';
import { addDays, storeDateTime } from './dates';
import { endOfStoreDay, wallClockInstant } from './store-day';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Food safety's rules (DESIGN §8, decision 276): limits and ranges, °F and °C, which due time a
 * reading answers, the date-marking rule of a label, and the cooling windows.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A temperature read in `unit`, in °F as it is kept (to 0.01 °F, so that 5 °C is 41 °F exactly). */
export function toFahrenheit(value: number, unit: TemperatureUnit): number {
  return unit === 'F' ? value : Math.round(((value * 9) / 5) * 100 + 3200) / 100;
}

/** A kept °F temperature in the reader's scale, to one decimal. */
export function fromFahrenheit(value: number, unit: TemperatureUnit): number {
  return unit === 'F' ? round1(value) : round1(((value - 32) * 5) / 9);
}

/** The limits that apply to a unit: its own where set, else its type's. */
export function unitLimits(type: Limits, own: Limits): Limits {
  return { low: own.low ?? type.low, high: own.high ?? type.high };
}

/** Whether a value is within a range (both ends inclusive; an open end takes everything). */
export function inRange(value: number, { low, high }: Limits): boolean {
  return (low == null || value >= low) && (high == null || value <= high);
}

/** Whether a unit's own limits stay within what the chain allows. */
export function withinAllowed(own: Limits, allowed: Limits): boolean {
  const inside = (v: number | null) => v == null || inRange(v, allowed);
  return inside(own.low) && inside(own.high) && (own.low == null || own.high == null || own.low <= own.high);
}

export interface Slot {
  /** Store-local `HH:MM`. */
  dueTime: string;
  dueAt: Date;
  /** Whether a reading already answers it. */
  answered: boolean;
}

/** A unit's due times on a store day, as instants, earliest first. */
export function daySlots(date: string, dueTimes: string[], timeZone: string, answered: Set<string>): Slot[] {
  return [...dueTimes]
    .sort()
    .map((dueTime) => ({ dueTime, dueAt: wallClockInstant(date, dueTime, timeZone), answered: answered.has(dueTime) }));
}

/**
 * The due time a reading taken at `at` answers: the earliest unanswered one whose window has
 * opened (from an hour before it); late when taken more than an hour after it. Null when none has
 * opened or all are answered: the reading is an extra one.
 */
export function slotFor(slots: Slot[], at: Date): { dueTime: string; late: boolean } | null {
  const windowMs = READING_WINDOW_MINUTES * 60_000;
  const open = slots.find((s) => !s.answered && s.dueAt.getTime() - windowMs <= at.getTime());
  if (!open) return null;
  return { dueTime: open.dueTime, late: at.getTime() > open.dueAt.getTime() + windowMs };
}

export interface ShelfLife {
  value: number;
  unit: ShelfLifeUnit;
  readyToEat: boolean;
}

/**
 * When a prepped item must be used by. Days count the prep day as day 1, so a 7-day item prepped
 * on the 1st is used by the end of the 7th; ready-to-eat food is capped at 7 days. A combined item
 * counts from its earliest ingredient's prep day. Hours count from the prep time. The day ends at
 * the store's midnight.
 */
export function useBy(preppedAt: Date, life: ShelfLife, timeZone: string, ingredientDates: string[] = []): Date {
  const prepDay = storeDateTime(preppedAt, timeZone).date;
  const firstDay = [prepDay, ...ingredientDates].sort()[0]!;
  if (life.unit === 'hours') {
    const byHours = new Date(preppedAt.getTime() + life.value * 3_600_000);
    const cap = endOfStoreDay(addDays(firstDay, READY_TO_EAT_MAX_DAYS - 1), timeZone);
    return life.readyToEat && byHours > cap ? cap : byHours;
  }
  const days = life.readyToEat ? Math.min(life.value, READY_TO_EAT_MAX_DAYS) : life.value;
  return new Date(endOfStoreDay(addDays(firstDay, days - 1), timeZone).getTime() - 60_000);
}

export type CoolingCheckState = 'upcoming' | 'due' | 'passed' | 'failed' | 'missed';

export interface CoolingWindow {
  stage: CoolingStage;
  dueAt: Date;
  /** The temperature the batch must be at or below by then, °F. */
  high: number;
}

/** A batch's checks: at or below 70 °F by 2 hours after its start, at or below 41 °F by 6 hours. */
export function coolingWindows(startedAt: Date): CoolingWindow[] {
  return COOLING_STAGES.map((s) => ({
    stage: s.stage,
    dueAt: new Date(startedAt.getTime() + s.hours * 3_600_000),
    high: s.high,
  }));
}

/**
 * A check's state: a temperature at or below its limit taken by its due time passed; one above
 * it, or taken after the due time above the limit, failed; none by the due time is missed once
 * it has passed (a reading taken late and in range still passes: the food got there in time only
 * if it was in range by then, which the stamp shows). Before the due time it is upcoming, in the
 * last 15 minutes due.
 */
export function coolingCheckState(
  window: CoolingWindow,
  check: { value: number; takenAt: Date } | null,
  now: Date,
): CoolingCheckState {
  if (check) {
    if (check.value > window.high) return 'failed';
    return check.takenAt.getTime() <= window.dueAt.getTime() ? 'passed' : 'failed';
  }
  if (now.getTime() > window.dueAt.getTime()) return 'missed';
  return window.dueAt.getTime() - now.getTime() <= 15 * 60_000 ? 'due' : 'upcoming';
}

/** Whether a batch may close without a remedy: every check passed. */
export function coolingMayCloseWithoutRemedy(states: CoolingCheckState[]): boolean {
  return states.length > 0 && states.every((s) => s === 'passed');
}
