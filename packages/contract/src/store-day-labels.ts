import { pages } from './pages';
import type { PermissionKey } from './permissions';

/**
 * A store's day's plain values (DESIGN §8): the items that have a due time and their states, with
 * the words the screens show, who sees and does each, the weekdays, and the page where an item is
 * done. Kept free of zod (decision 263): `store-day.ts` re-exports all of this beside its schemas.
 */

/**
 * The work of a store's day that has a due time: the opening, mid, closing and weekly checklist
 * cards, the cash count and the closing communication sheet.
 */
export const DUE_ITEMS = ['open', 'mid', 'close', 'weekly', 'cash-count', 'comm-sheet'] as const;
export type DueItem = (typeof DUE_ITEMS)[number];

export const DUE_ITEM_LABELS: Record<DueItem, string> = {
  open: 'Opening checklist',
  mid: 'Mid checklist',
  close: 'Closing checklist',
  weekly: 'Weekly checklist',
  'cash-count': 'Cash count',
  'comm-sheet': 'Closing comm sheet',
};

/** Who may see an item, and who is reminded to do it. */
export const DUE_ITEM_PERMISSIONS: Record<DueItem, { view: PermissionKey; act: PermissionKey }> = {
  open: { view: 'daily-checklist-view', act: 'daily-checklist-create' },
  mid: { view: 'daily-checklist-view', act: 'daily-checklist-create' },
  close: { view: 'daily-checklist-view', act: 'daily-checklist-create' },
  weekly: { view: 'daily-checklist-view', act: 'daily-checklist-create' },
  'cash-count': { view: 'cash-count-view', act: 'cash-count-create' },
  'comm-sheet': { view: 'communication-log-view', act: 'communication-log-create' },
};

/**
 * Food safety's items of a store's day (decision 279), beside the due items: a unit's reading for
 * one of its due times, an out-of-range reading's re-check, and a cooling batch's 2- and 6-hour
 * checks. Their times come from the units and the records, not from the due-times settings, so
 * they are not in DUE_ITEMS.
 */
export const FOOD_DAY_ITEMS = ['food-reading', 'food-recheck', 'cooling-check'] as const;
export type FoodDayItem = (typeof FOOD_DAY_ITEMS)[number];

/** Every kind of item a store's day lists. */
export const DAY_ITEM_KINDS = [...DUE_ITEMS, ...FOOD_DAY_ITEMS] as const;
export type DayItemKind = (typeof DAY_ITEM_KINDS)[number];

/** Who may see each kind of item, and who is reminded to do it. */
export const DAY_ITEM_PERMISSIONS: Record<DayItemKind, { view: PermissionKey; act: PermissionKey }> = {
  ...DUE_ITEM_PERMISSIONS,
  'food-reading': { view: 'food-safety-view', act: 'food-safety-record' },
  'food-recheck': { view: 'food-safety-view', act: 'food-safety-record' },
  'cooling-check': { view: 'food-safety-view', act: 'food-safety-record' },
};

/** Who may read a store's day: whoever may see one kind of its items (each sees only those). */
export const DAY_VIEW_PERMISSIONS: readonly PermissionKey[] = [
  ...new Set(Object.values(DAY_ITEM_PERMISSIONS).map((p) => p.view)),
];

export const DUE_STATES = ['upcoming', 'due', 'done', 'late', 'missed'] as const;
export type DueState = (typeof DUE_STATES)[number];

export const DUE_STATE_LABELS: Record<DueState, string> = {
  upcoming: 'Upcoming',
  due: 'Due',
  done: 'Done',
  late: 'Done late',
  missed: 'Missed',
};

/** ISO weekdays, Monday first (1) to Sunday (7). */
export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const ITEM_PAGES: Record<DayItemKind, typeof pages.dailyCheck> = {
  open: pages.dailyCheck,
  mid: pages.dailyCheck,
  close: pages.dailyCheck,
  weekly: pages.dailyCheck,
  'cash-count': pages.cashCount,
  'comm-sheet': pages.commSheet,
  'food-reading': pages.foodSafety,
  'food-recheck': pages.foodSafety,
  'cooling-check': pages.foodSafety,
};

/** The page where an item of a store's day is done. */
export function dueItemLink(item: DayItemKind, storeId: number, date: string): string {
  return ITEM_PAGES[item].href(storeId, date);
}
