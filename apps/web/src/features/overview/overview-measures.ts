import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OverviewMeasures, OverviewRange, OverviewStore } from '@dripp/contract/overview';
import { paths } from '../../config/paths';
import { storeLabel, today as storeToday } from '../../lib/format';

/* The grid's columns: what each sorts by, which way is worse, when a cell needs attention, and where it leads. */

export const SORT_COLUMNS = [
  'store',
  'checklist',
  'food',
  'cash',
  'waste',
  'orders',
  'evaluation',
  'actions',
  'incidents',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type MeasureColumn = Exclude<SortColumn, 'store'>;
export const MEASURE_COLUMNS = SORT_COLUMNS.filter((c): c is MeasureColumn => c !== 'store');

export type SortDirection = 'asc' | 'desc';
export interface Sort {
  column: SortColumn;
  direction: SortDirection;
}
export const DEFAULT_SORT: Sort = { column: 'store', direction: 'asc' };

export const COLUMN_LABELS: Record<SortColumn, MessageDescriptor> = {
  store: msg`Store`,
  checklist: msg`Checklists on time`,
  food: msg`Food safety on time and in range`,
  cash: msg`Cash over/short`,
  waste: msg`Waste`,
  orders: msg`Orders`,
  evaluation: msg`Evaluation`,
  actions: msg`Actions`,
  incidents: msg`Incidents`,
};

/** Where a measure reads worse: a low checklist rate, a high waste cost. */
const WORSE: Record<MeasureColumn, SortDirection> = {
  checklist: 'asc',
  food: 'asc',
  cash: 'desc',
  waste: 'desc',
  orders: 'desc',
  evaluation: 'asc',
  actions: 'desc',
  incidents: 'desc',
};

/** A first click on a measure shows its worst stores first; the store column starts from A. */
export function firstDirection(column: SortColumn): SortDirection {
  return column === 'store' ? 'asc' : WORSE[column];
}

export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: firstDirection(column) };
}

/**
 * The number a column sorts by; null (nothing to compare) sorts last either way. Cash sorts by the
 * size of the difference, over or short; actions by overdue, then open.
 */
export function sortValue(m: OverviewMeasures, column: MeasureColumn): number | null {
  switch (column) {
    case 'checklist':
      return m.checklist_on_time_pct;
    case 'food':
      return m.food_safety_pct;
    case 'cash':
      return Math.abs(m.cash_over_short) + m.cash_flagged / 1000;
    case 'waste':
      return m.waste_cost;
    case 'orders':
      return m.order_spend;
    case 'evaluation':
      return m.evaluation_score_pct;
    case 'actions':
      return m.actions_overdue * 100_000 + m.actions_open;
    case 'incidents':
      return m.incidents;
  }
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byStore = (a: OverviewStore, b: OverviewStore) => collator.compare(storeLabel(a), storeLabel(b));

export function sortStores(stores: readonly OverviewStore[], sort: Sort): OverviewStore[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.column === 'store') return [...stores].sort((a, b) => sign * byStore(a, b));
  const column = sort.column;
  return [...stores].sort((a, b) => {
    const x = sortValue(a, column);
    const y = sortValue(b, column);
    if (x == null || y == null) return x == null && y == null ? byStore(a, b) : x == null ? 1 : -1;
    return sign * (x - y) || byStore(a, b);
  });
}

/** Waste this far above its four-week average is marked. */
export const WASTE_ALERT_PCT = 25;

export function attention(m: OverviewMeasures, column: MeasureColumn): boolean {
  switch (column) {
    case 'checklist':
      return m.checklist_missed > 0;
    case 'food':
      return m.food_safety_missed > 0;
    case 'cash':
      return m.cash_flagged > 0;
    case 'waste':
      return m.waste_change_pct != null && m.waste_change_pct >= WASTE_ALERT_PCT;
    case 'actions':
      return m.actions_overdue > 0;
    default:
      return false;
  }
}

/** How many of a store's cells need attention: what picks the stores charted when sorted by name. */
export function attentionCount(m: OverviewMeasures): number {
  return MEASURE_COLUMNS.filter((column) => attention(m, column)).length;
}

/** The stores charted by default: the five that read worst by the sorted measure. */
export function worstStores(stores: readonly OverviewStore[], sort: Sort, count = 5): number[] {
  const ranked =
    sort.column === 'store'
      ? [...stores].sort((a, b) => attentionCount(b) - attentionCount(a) || byStore(a, b))
      : sortStores(stores, { column: sort.column, direction: WORSE[sort.column] });
  return ranked.slice(0, count).map((s) => s.store_id);
}

export interface RecordLink {
  to: string;
  /** Order history shows the active store, so the link makes this store the active one first. */
  activeStore?: number;
}

/**
 * The records behind a cell, over the cell's store and period (decision 197): the store's days for
 * checklists, cash and waste (their spec pages show one day), the incident list filtered by both.
 */
export function recordLink(store: OverviewStore, column: MeasureColumn, range: OverviewRange): RecordLink {
  const id = store.store_id;
  const days = { from: range.from, to: range.to };
  switch (column) {
    case 'checklist':
      return { to: paths.overviewStoreDays.href(id, 'checklists', days) };
    case 'food': {
      // The store's food-safety day: the period's last, or the store's today while the period runs.
      const today = storeToday(store.time_zone);
      return { to: paths.foodSafety.href(id, range.to < today ? range.to : today) };
    }
    case 'cash':
      return { to: paths.overviewStoreDays.href(id, 'cash', days) };
    case 'waste':
      return { to: paths.overviewStoreDays.href(id, 'waste', days) };
    case 'orders': {
      const query = new URLSearchParams({ startDate: range.from, endDate: range.to });
      return { to: `${paths.orderHistory.href()}?${query}`, activeStore: id };
    }
    case 'evaluation':
      return {
        to: store.evaluation_sheet_id
          ? paths.retailScoreSheet.href(store.evaluation_sheet_id)
          : paths.retailScoreSheets.href(),
      };
    case 'actions':
      return { to: `${paths.storeActions.href(id)}?${store.actions_overdue > 0 ? 'overdue=1' : 'status=to-do'}` };
    case 'incidents': {
      const query = new URLSearchParams({ store: String(id), ...days });
      return { to: `${paths.incidentReportList.href()}?${query}` };
    }
  }
}

/** Link names that say which store and which records, read before the figure itself. */
export const LINK_NAMES: Record<MeasureColumn, MessageDescriptor> = {
  checklist: msg`Daily checklist`,
  food: msg`Food safety`,
  cash: msg`Cash count`,
  waste: msg`Waste log`,
  orders: msg`Order history`,
  evaluation: msg`Evaluation`,
  actions: msg`Actions`,
  incidents: msg`Incident reports`,
};

/** True when nothing at all was recorded at any store over the period. */
export function nothingRecorded(stores: readonly OverviewStore[]): boolean {
  return stores.every(
    (m) =>
      m.checklist_on_time_pct == null &&
      m.checklist_missed === 0 &&
      m.food_safety_pct == null &&
      m.cash_over_short === 0 &&
      m.cash_flagged === 0 &&
      m.waste_cost === 0 &&
      m.order_spend === 0 &&
      m.evaluation_score_pct == null &&
      m.actions_open === 0 &&
      m.incidents === 0,
  );
}
