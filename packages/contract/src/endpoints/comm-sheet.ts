import { z } from 'zod';
import { okEnvelope } from '../api';
import {
  COMM_SHEET_EDIT,
  CommSheetCreateSchema,
  CommSheetDaySchema,
  CommSheetShiftSchema,
  CommSheetUpdateSchema,
} from '../comm-sheet';
import { endpoint } from '../endpoint';
import { CalendarDateSchema, IdSchema } from '../inputs';
import { IdempotencyHeadersSchema } from '../record-saves';
import { takingRead } from '../read-back';

const tag = 'Communication sheet';
const DayParams = z.object({ storeId: IdSchema, date: CalendarDateSchema });
/** A save may find the shift already saved elsewhere (409) or carry a file over the limit (413). */
const errors = [401, 403, 404, 409, 413, 422] as const;

/** The shift communication sheet: who worked each shift, what they handed over, photos and videos. */
export const commSheetEndpoints = {
  day: endpoint({
    method: 'GET',
    path: '/comm-sheet/:storeId/:date',
    operationId: 'getCommSheetDay',
    summary: "Get a store's three shift sheets of a day",
    tag,
    access: { anyOf: ['communication-log-view'] },
    params: DayParams,
    answer: okEnvelope(CommSheetDaySchema),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/comm-sheet/:storeId/:date',
    operationId: 'createCommSheet',
    summary: "Save a shift's sheet for the first time",
    description:
      'A shift that already has a sheet (saved from another device meanwhile) is refused (409) and kept as it is; ' +
      'an `Idempotency-Key` makes a repeat answer the first answer.',
    tag,
    access: { anyOf: ['communication-log-create'] },
    params: DayParams,
    headers: IdempotencyHeadersSchema,
    body: CommSheetCreateSchema,
    answer: okEnvelope(CommSheetShiftSchema),
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/comm-sheet/:id',
    operationId: 'updateCommSheet',
    summary: "Change a shift's sheet",
    description:
      'With `based_on`, a shift saved by someone else since that version is refused (409) and nothing is written; ' +
      'an `Idempotency-Key` makes a repeat answer the first answer.',
    tag,
    access: { anyOf: COMM_SHEET_EDIT },
    params: z.object({ id: IdSchema }),
    headers: IdempotencyHeadersSchema,
    body: takingRead(CommSheetUpdateSchema, CommSheetShiftSchema),
    answer: okEnvelope(CommSheetShiftSchema),
    errors,
  }),
};
