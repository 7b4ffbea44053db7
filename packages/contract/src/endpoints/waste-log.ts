import { z } from 'zod';
import { IdempotencyHeadersSchema } from '../record-saves';
import { okEnvelope } from '../api';
import { AccountabilitySchema } from '../history';
import { SIGNED_IN_ERRORS, csvExport, endpoint } from '../endpoint';
import { CalendarDateSchema, IdSchema } from '../inputs';
import { WasteLogDaySchema, WasteLogSaveSchema, WasteLogSavedSchema } from '../waste-log';

const tag = 'Waste log';
const errors = SIGNED_IN_ERRORS;
const params = z.object({ storeId: IdSchema, date: CalendarDateSchema });

/** What a store threw away on a day, and what it cost. */
export const wasteLogEndpoints = {
  day: endpoint({
    method: 'GET',
    path: '/wastelog/:storeId/:date',
    operationId: 'getWasteLog',
    summary: "Get a store's waste log of a day",
    tag,
    access: { anyOf: ['waste-log-view'] },
    params,
    answer: WasteLogDaySchema,
    errors,
  }),
  history: endpoint({
    method: 'GET',
    path: '/wastelog/:storeId/:date/history',
    operationId: 'getWasteLogHistory',
    summary: "Who wrote a store's waste log of a day, and every change to it (null when never written)",
    tag,
    access: { anyOf: ['waste-log-view'] },
    params,
    answer: okEnvelope(AccountabilitySchema.nullable()),
    errors,
  }),
  save: endpoint({
    method: 'POST',
    path: '/wastelog/:storeId/:date',
    operationId: 'saveWasteLog',
    summary: "Replace a store's waste log of a day",
    description:
      'With `based_on`, a log saved by someone else since that version is refused (409) and nothing is written; ' +
      'an `Idempotency-Key` makes a repeat answer the first answer.',
    tag,
    access: { anyOf: ['waste-log-create'] },
    params,
    headers: IdempotencyHeadersSchema,
    body: WasteLogSaveSchema,
    answer: WasteLogSavedSchema,
    errors: [...errors, 409],
  }),
  export: csvExport({
    path: '/wastelog/:storeId/:date/export',
    operationId: 'exportWasteLog',
    summary: "Download a store's waste log of a day as CSV",
    tag,
    access: { anyOf: ['waste-log-view'] },
    params,
    errors,
  }),
};
