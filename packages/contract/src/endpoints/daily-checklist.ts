import { z } from 'zod';
import { IdempotencyHeadersSchema } from '../record-saves';
import { OkSchema, okEnvelope } from '../api';
import { DailyChecklistSaveSchema, DailyChecklistSchema } from '../daily-checklist';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { CalendarDateSchema, IdSchema } from '../inputs';

const tag = 'Daily checklist';
const errors = SIGNED_IN_ERRORS;

/** Who did each opening, mid, closing and weekly task of a store's day. */
export const dailyChecklistEndpoints = {
  day: endpoint({
    method: 'GET',
    path: '/daily-checklist/:storeId/:date',
    operationId: 'getDailyChecklist',
    summary: "Get a store's tasks with the names recorded for a day",
    tag,
    access: { anyOf: ['daily-checklist-view'] },
    params: z.object({ storeId: IdSchema, date: CalendarDateSchema }),
    answer: okEnvelope(DailyChecklistSchema),
    errors,
  }),
  save: endpoint({
    method: 'POST',
    path: '/daily-checklist/:date',
    operationId: 'saveDailyChecklist',
    summary: 'Record who did which tasks on a day',
    description:
      'With `based_on` (the tasks of one store), a day changed by someone else since that version is refused (409) and nothing is written; ' +
      'an `Idempotency-Key` makes a repeat answer the first answer.',
    tag,
    access: { anyOf: ['daily-checklist-create'] },
    params: z.object({ date: CalendarDateSchema }),
    headers: IdempotencyHeadersSchema,
    body: DailyChecklistSaveSchema,
    answer: OkSchema,
    errors: [...errors, 409],
  }),
};
