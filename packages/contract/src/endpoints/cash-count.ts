import { z } from 'zod';
import { okEnvelope } from '../api';
import { CashCountSaveSchema, CashCountSchema } from '../cash-count';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { CalendarDateSchema, IdSchema } from '../inputs';

const tag = 'Cash count';
const errors = SIGNED_IN_ERRORS;
const params = z.object({ storeId: IdSchema, date: CalendarDateSchema });

/** The cash count sheet of a store's day: bar safe, starting banks, cashier drawer and their totals. */
export const cashCountEndpoints = {
  day: endpoint({
    method: 'GET',
    path: '/cash-count/:storeId/:date',
    operationId: 'getCashCount',
    summary: "Get a store's cash count sheet of a day",
    tag,
    access: { anyOf: ['cash-count-view'] },
    params,
    answer: okEnvelope(CashCountSchema),
    errors,
  }),
  save: endpoint({
    method: 'POST',
    path: '/cash-count/:storeId/:date',
    operationId: 'saveCashCount',
    summary: "Save a store's cash count sheet of a day",
    tag,
    access: { anyOf: ['cash-count-create', 'cash-count-update'] },
    params,
    body: CashCountSaveSchema,
    answer: okEnvelope(CashCountSchema),
    errors,
  }),
};
