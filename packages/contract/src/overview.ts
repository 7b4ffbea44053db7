import { z } from 'zod';
import { CalendarDateSchema, IdSchema, idList } from './inputs';

/**
 * The Stores Overview (beyond the spec, DESIGN §8): every store the caller may see, side by side,
 * over a period and compared with the period before it. Money is in dollars, percentages 0–100.
 */

export const OVERVIEW_PERIODS = ['this-week', 'last-week', 'this-month', 'last-month', 'custom'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];
export const OVERVIEW_PERIOD_LABELS: Record<OverviewPeriod, string> = {
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  custom: 'Custom',
};

/** A custom period may not be longer than a year. */
export const OVERVIEW_MAX_DAYS = 366;

export const OverviewQuerySchema = z.object({
  period: z.enum(OVERVIEW_PERIODS).default('this-week'),
  /** Only with `custom`: the first and last day, both included. */
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>;

const money = z.number();
const count = z.number().int();
const pct = z.number().nullable();

/** The days measured and the equally long period just before them. */
export const OverviewRangeSchema = z.object({
  period: z.enum(OVERVIEW_PERIODS),
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
});
export type OverviewRange = z.infer<typeof OverviewRangeSchema>;

/** Each measure of one store (or of all of them), with its value for the previous period. */
export const OverviewMeasuresSchema = z.object({
  /** Checklist cards done on time / cards due, over closed days; null when none was due. */
  checklist_on_time_pct: pct,
  previous_checklist_on_time_pct: pct,
  checklist_missed: count,
  previous_checklist_missed: count,
  /** Sum of the counts' total discrepancy: negative is short. */
  cash_over_short: money,
  previous_cash_over_short: money,
  /** Counts whose over/short was beyond the store's tolerance. */
  cash_flagged: count,
  previous_cash_flagged: count,
  /** Deposits made more than two days ago and not yet verified (now, not per period). */
  deposits_unverified: count,
  waste_cost: money,
  previous_waste_cost: money,
  /** The waste of the 28 days before the period, scaled to the period's length. */
  waste_four_week_average: money,
  /** (waste_cost − average) / average × 100; null when the average is 0. */
  waste_change_pct: pct,
  order_spend: money,
  previous_order_spend: money,
  /** The newest evaluation up to the period's end, and the one before it (the trend). */
  evaluation_score_pct: pct,
  previous_evaluation_score_pct: pct,
  evaluation_sheet_id: IdSchema.nullable(),
  evaluation_date: z.string().nullable(),
  /** Actions still to do and overdue now. */
  actions_open: count,
  actions_overdue: count,
  incidents: count,
  previous_incidents: count,
  /** Submitted lines that had a suggestion (DESIGN §8, suggested orders). */
  suggested_lines: count,
  previous_suggested_lines: count,
  /** Of those, the share (%) ordered within ±SUGGESTION_MATCH_UNITS of the suggestion; null when none had one. */
  suggestion_match_pct: pct,
  previous_suggestion_match_pct: pct,
  /**
   * Food safety (DESIGN §8): the share (%) of due readings taken on time and in range; null when
   * none was due. A due reading is a unit's due time on a day once it is answered or its day is over.
   */
  food_safety_pct: pct,
  previous_food_safety_pct: pct,
  /** Due readings with no reading by the end of their day. */
  food_safety_missed: count,
});
export type OverviewMeasures = z.infer<typeof OverviewMeasuresSchema>;

export const OverviewStoreSchema = OverviewMeasuresSchema.extend({
  store_id: z.number().int(),
  title: z.string(),
  number: z.string(),
  /** The franchisee's user id, or null for stores no franchisee holds. */
  group_id: z.number().int().nullable(),
  time_zone: z.string(),
  /** The store's region (the store admin's Region), or null: what the overview may group by (decision 198). */
  region: z.string().nullable(),
});
export type OverviewStore = z.infer<typeof OverviewStoreSchema>;

/** Stores are grouped by their franchisee; stores no franchisee holds form the "Company stores" group. */
export const OverviewGroupSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  store_ids: z.array(z.number().int()),
});
export type OverviewGroup = z.infer<typeof OverviewGroupSchema>;

export const OverviewSchema = z.object({
  range: OverviewRangeSchema,
  stores: z.array(OverviewStoreSchema),
  groups: z.array(OverviewGroupSchema),
  totals: OverviewMeasuresSchema,
});
export type Overview = z.infer<typeof OverviewSchema>;

/** At most this many stores' trends are drawn at once. */
export const OVERVIEW_TREND_STORES = 12;

export const OverviewTrendQuerySchema = OverviewQuerySchema.extend({
  store_ids: idList(OVERVIEW_TREND_STORES),
});

/** One store's day: what the charts draw. */
export const OverviewTrendDaySchema = z.object({
  date: z.string(),
  checklist_on_time_pct: pct,
  cash_over_short: money,
  waste_cost: money,
  order_spend: money,
});

export const OverviewTrendsSchema = z.object({
  range: OverviewRangeSchema,
  stores: z.array(z.object({ store_id: z.number().int(), title: z.string(), days: z.array(OverviewTrendDaySchema) })),
});
export type OverviewTrends = z.infer<typeof OverviewTrendsSchema>;

/** The lists a store's cell opens for a period when the spec's page shows one day (decision 197). */
export const OVERVIEW_DAY_LISTS = ['checklists', 'cash', 'waste'] as const;
export type OverviewDayList = (typeof OVERVIEW_DAY_LISTS)[number];

export const OverviewStoreDaysParamsSchema = z.object({ storeId: IdSchema });

/**
 * One day of a store's period, from the records the overview's cells sum: the checklist cards of a
 * day that has ended, the day's cash count, its waste log lines.
 */
export const OverviewStoreDaySchema = z.object({
  date: z.string(),
  /** The store's day has ended, so its checklist outcomes count. */
  closed: z.boolean(),
  checklist_due: count,
  checklist_on_time: count,
  checklist_late: count,
  checklist_missed: count,
  cash_counted: z.boolean(),
  cash_over_short: money,
  cash_flagged: z.boolean(),
  waste_lines: count,
  waste_cost: money,
});
export type OverviewStoreDay = z.infer<typeof OverviewStoreDaySchema>;

/** A store's days over a period, up to the store's today: the list behind its cells. */
export const OverviewStoreDaysSchema = z.object({
  range: OverviewRangeSchema,
  store: z.object({ store_id: z.number().int(), title: z.string(), number: z.string(), time_zone: z.string() }),
  days: z.array(OverviewStoreDaySchema),
});
export type OverviewStoreDays = z.infer<typeof OverviewStoreDaysSchema>;
