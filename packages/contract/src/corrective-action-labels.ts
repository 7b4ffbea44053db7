import { pages } from './pages';

/**
 * Corrective actions' plain values (DESIGN §8): their statuses, sources, priorities and evidence
 * with the words the screens show, the limits, and the link of an action. Kept free of zod, so a
 * page that shows an action's status (Home's frame, decision 263) does not bring the schemas of
 * `corrective-actions.ts`, which re-exports all of this, and zod with them.
 */

export const ACTION_STATUSES = ['open', 'in-progress', 'done', 'verified', 'reopened'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
export const ACTION_STATUS_LABELS: Record<ActionStatus, string> = {
  open: 'Open',
  'in-progress': 'In progress',
  done: 'Done',
  verified: 'Verified',
  reopened: 'Reopened',
};
/** The statuses in which an action still asks for work (and can be overdue). */
export const ACTION_OPEN_STATUSES: readonly ActionStatus[] = ['open', 'in-progress', 'reopened'];

export const ACTION_SOURCES = [
  'evaluation',
  'incident',
  'cash-count',
  'missed-checklist',
  'food-safety',
  'manual',
] as const;
export type ActionSource = (typeof ACTION_SOURCES)[number];
export const ACTION_SOURCE_LABELS: Record<ActionSource, string> = {
  evaluation: 'Evaluation',
  incident: 'Incident',
  'cash-count': 'Cash count',
  'missed-checklist': 'Missed checklist',
  'food-safety': 'Food safety',
  manual: 'By hand',
};

export const ACTION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];
export const ACTION_PRIORITY_LABELS: Record<ActionPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/** What closing an action needs besides the click. */
export const ACTION_EVIDENCE = ['none', 'note', 'photo'] as const;
export type ActionEvidence = (typeof ACTION_EVIDENCE)[number];
export const ACTION_EVIDENCE_LABELS: Record<ActionEvidence, string> = {
  none: 'Nothing more',
  note: 'A note',
  photo: 'A photo',
};

export const ACTION_TITLE_MAX = 200;
export const ACTION_TEXT_MAX = 5000;
export const ACTION_LIST_MAX = 100;
/** An action is due at most a year after it is raised by a rule. */
export const ACTION_DUE_HOURS_MAX = 24 * 365;

/** The moves of an action's life; `note` is the evidence of Done and the reason of Reopen. */
export const ACTION_MOVES = ['start', 'done', 'verify', 'reopen'] as const;
export type ActionMove = (typeof ACTION_MOVES)[number];

/** When a scored item fails: any point docked, a score of zero, or a score at most `at_most`. */
export const FAIL_WHEN = ['below-full', 'zero', 'at-most'] as const;
export type FailWhen = (typeof FAIL_WHEN)[number];
export const FAIL_WHEN_LABELS: Record<FailWhen, string> = {
  'below-full': 'Below its permissible score',
  zero: 'Scored zero',
  'at-most': 'Scored at most',
};

/** The portal page of one action. */
export function actionLink(id: number): string {
  return pages.action.href(id);
}
