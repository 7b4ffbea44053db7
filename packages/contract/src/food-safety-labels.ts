/**
 * Food safety's plain values (DESIGN §8, beyond the spec), free of zod like store-day-labels.ts:
 * the unit types with their default limits, the fixes an out-of-range reading may name, the prep
 * storages and the label sizes. Temperatures are kept in °F and sanitizer in ppm (decision 276).
 */

export const UNIT_TYPES = ['walk-in', 'reach-in', 'freezer', 'hot-holding', 'cooling', 'sanitizer'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  'walk-in': 'Walk-in',
  'reach-in': 'Reach-in',
  freezer: 'Freezer',
  'hot-holding': 'Hot holding',
  cooling: 'Cooling batch',
  sanitizer: 'Sanitizer',
};

/** What a unit's reading measures: a temperature (kept in °F) or a sanitizer's strength in ppm. */
export type Measure = 'temperature' | 'ppm';
export const UNIT_MEASURE: Record<UnitType, Measure> = {
  'walk-in': 'temperature',
  'reach-in': 'temperature',
  freezer: 'temperature',
  'hot-holding': 'temperature',
  cooling: 'temperature',
  sanitizer: 'ppm',
};

/** A range: `low` and `high` are inclusive; null is open on that side. */
export interface Limits {
  low: number | null;
  high: number | null;
}

/**
 * The Food Code's limits (cold ≤ 41 °F, frozen ≤ 0 °F, hot ≥ 135 °F, quaternary sanitizer
 * 200–400 ppm), which the chain starts from; `allowed` is how far a unit may move them.
 */
export const DEFAULT_TYPE_LIMITS: Record<UnitType, Limits & { allowed: Limits }> = {
  'walk-in': { low: null, high: 41, allowed: { low: 28, high: 41 } },
  'reach-in': { low: null, high: 41, allowed: { low: 28, high: 41 } },
  freezer: { low: null, high: 0, allowed: { low: -20, high: 10 } },
  'hot-holding': { low: 135, high: null, allowed: { low: 135, high: 212 } },
  cooling: { low: null, high: 41, allowed: { low: 28, high: 41 } },
  sanitizer: { low: 200, high: 400, allowed: { low: 50, high: 400 } },
};

/** What was done about an out-of-range reading (the chain picks which it offers). */
export const READING_FIXES = [
  'moved-food',
  'adjusted-thermostat',
  'discarded',
  'called-service',
  'remade-sanitizer',
] as const;
export type ReadingFix = (typeof READING_FIXES)[number];
export const READING_FIX_LABELS: Record<ReadingFix, string> = {
  'moved-food': 'Moved the food',
  'adjusted-thermostat': 'Adjusted the thermostat',
  discarded: 'Discarded the food',
  'called-service': 'Called for service',
  'remade-sanitizer': 'Made fresh sanitizer',
};

/** A reading's kind: taken for a due time, a re-check after a fix, a correction of an earlier one, or one more. */
export const READING_KINDS = ['scheduled', 'recheck', 'correction', 'extra'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/** Minutes after an out-of-range reading that its unit is checked again, and how long that check stays open. */
export const RECHECK_AFTER_MINUTES = 30;
export const RECHECK_WINDOW_MINUTES = 30;
/** A reading for a due time is on time from this many minutes before it to this many after it. */
export const READING_WINDOW_MINUTES = 60;

/** Cooling (Food Code 3-501.14): from 135 °F to 70 °F within 2 hours, and to 41 °F within 6 hours in all. */
export const COOLING_STAGES = [
  { stage: '2h', hours: 2, high: 70 },
  { stage: '6h', hours: 6, high: 41 },
] as const;
export type CoolingStage = (typeof COOLING_STAGES)[number]['stage'];
export const COOLING_START_LOW = 135;
/** What closes a batch that missed a stage. */
export const COOLING_REMEDIES = ['discarded', 'reheated'] as const;
export type CoolingRemedy = (typeof COOLING_REMEDIES)[number];
export const COOLING_REMEDY_LABELS: Record<CoolingRemedy, string> = {
  discarded: 'Discarded',
  reheated: 'Reheated to 165 °F and started again',
};

export const STORAGES = ['cold', 'frozen', 'room'] as const;
export type Storage = (typeof STORAGES)[number];
export const STORAGE_LABELS: Record<Storage, string> = {
  cold: 'Refrigerated',
  frozen: 'Frozen',
  room: 'Room temperature',
};

export const SHELF_LIFE_UNITS = ['hours', 'days'] as const;
export type ShelfLifeUnit = (typeof SHELF_LIFE_UNITS)[number];

/** Ready-to-eat food held cold over 24 hours is date-marked for at most 7 days, the prep day being day 1. */
export const READY_TO_EAT_MAX_DAYS = 7;

/** Label sizes, in inches (width × height). */
export const LABEL_SIZES = ['2x1', '2x2', '4x6'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];
export const LABEL_SIZE_LABELS: Record<LabelSize, string> = { '2x1': '2 × 1 in', '2x2': '2 × 2 in', '4x6': '4 × 6 in' };
export const LABEL_QUANTITY_MAX = 50;

/** The inspector's report covers at most this many days. */
export const REPORT_DAYS_MAX = 90;

export const TEMPERATURE_UNITS = ['F', 'C'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
