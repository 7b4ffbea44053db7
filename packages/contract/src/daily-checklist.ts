import { z } from 'zod';
import { IdSchema, MAX_INT, eachOnce, text } from './inputs';
import { ChecklistTypeSchema } from './checklists';
import { spanishAnswer } from './spanish-text';
import { BasedOnSchema, RecordVersionSchema } from './record-saves';

export const CHECKLIST_NAME_MAX = 100;

/** One task of the day with the employee name recorded against it (null when nobody signed it yet). */
export const DailyChecklistItemSchema = z.object({
  checklist_id: z.number().int(),
  task: z.string(),
  ...spanishAnswer('task'),
  type: ChecklistTypeSchema,
  note: z.string().nullable(),
  name_id: z.number().int().nullable(),
  name: z.string().nullable(),
  /** When the name was first recorded (ISO instant), null without a name. */
  done_at: z.string().nullable(),
});
export type DailyChecklistItem = z.infer<typeof DailyChecklistItemSchema>;

export const DailyChecklistSchema = z.object({
  open: z.array(DailyChecklistItemSchema),
  mid: z.array(DailyChecklistItemSchema),
  close: z.array(DailyChecklistItemSchema),
  weekly: z.array(DailyChecklistItemSchema),
  /** When the store's names of the day last changed (ISO instant), null before the first change (decision 172). */
  version: RecordVersionSchema,
});
export type DailyChecklist = z.infer<typeof DailyChecklistSchema>;

/** A blank name clears that task's entry for the day; name_id is informational (the task and date identify the entry). */
export const DailyChecklistSaveSchema = z.object({
  names: z
    .array(
      z.object({
        checklist_id: IdSchema,
        name_id: z.number().int().min(0).max(MAX_INT).nullish(),
        name: text(CHECKLIST_NAME_MAX).nullish(),
      }),
    )
    .max(1000)
    .superRefine(eachOnce('checklist_id')),
  /**
   * The `version` of the store's day the edit was based on: a day changed since then is refused
   * with 409 (decision 172). It needs the tasks of one store.
   */
  based_on: BasedOnSchema,
});
export type DailyChecklistSave = z.infer<typeof DailyChecklistSaveSchema>;
