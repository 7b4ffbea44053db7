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

const ITEM_PAGES: Record<DueItem, typeof pages.dailyCheck> = {
  open: pages.dailyCheck,
  mid: pages.dailyCheck,
  close: pages.dailyCheck,
  weekly: pages.dailyCheck,
  'cash-count': pages.cashCount,
  'comm-sheet': pages.commSheet,
};

/** The page where an item of a store's day is done. */
export function dueItemLink(item: DueItem, storeId: number, date: string): string {
  return ITEM_PAGES[item].href(storeId, date);
}
