import { z } from 'zod';
import { IdSchema, MAX_INT, text, wholeNumber } from './inputs';
import { spanishAnswer, spanishRequest } from './spanish-text';

/** Checklist task types with their card titles (spec 1 §9). */
export const CHECKLIST_TYPES = ['open', 'mid', 'close', 'weekly'] as const;
export type ChecklistType = (typeof CHECKLIST_TYPES)[number];
export const CHECKLIST_TYPE_LABELS: Record<ChecklistType, string> = {
  open: 'Opening Shift',
  mid: 'Mid Shift',
  close: 'Closing Shift',
  weekly: 'Weekly Tasks',
};
export const ChecklistTypeSchema = z.enum(CHECKLIST_TYPES);

export const TASK_MAX = 500;
export const NOTE_MAX = 1000;

/** A task of a store's list; only weekly tasks carry a note (null otherwise). */
export const ChecklistTaskSchema = z.object({
  id: z.number().int(),
  task: z.string(),
  ...spanishAnswer('task'),
  note: z.string().nullable(),
  order: z.number().int(),
  type: ChecklistTypeSchema,
  store_id: z.number().int(),
});
export type ChecklistTask = z.infer<typeof ChecklistTaskSchema>;

export const ChecklistTaskBodySchema = z.object({
  task: text(TASK_MAX),
  ...spanishRequest('task', TASK_MAX),
  note: text(NOTE_MAX).nullish(),
});
export type ChecklistTaskBody = z.infer<typeof ChecklistTaskBodySchema>;

export const ChecklistOrderBodySchema = z.object({
  id: IdSchema,
  newIndex: wholeNumber(1, MAX_INT),
});
export type ChecklistOrderBody = z.infer<typeof ChecklistOrderBodySchema>;
