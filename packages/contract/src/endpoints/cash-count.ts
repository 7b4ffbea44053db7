import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import {
  CashCountSaveSchema,
  CashCountSchema,
  CashDepositInputSchema,
  CashToleranceInputSchema,
  CashToleranceSchema,
  ChainCashToleranceInputSchema,
} from '../cash-count';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { CalendarDateSchema, IdSchema } from '../inputs';
import { alsoNamedAsRead, takingRead } from '../read-back';
import { IdempotencyHeadersSchema } from '../record-saves';

const tag = 'Cash count';
const errors = SIGNED_IN_ERRORS;
const params = z.object({ storeId: IdSchema, date: CalendarDateSchema });
const storeParams = z.object({ storeId: IdSchema });

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
    description:
      "A count whose total discrepancy is beyond the store's tolerance is saved only with `over_short_reason` (else 422). " +
      'With `based_on`, a count saved by someone else since that version is refused (409); an `Idempotency-Key` makes a repeat answer the first answer.',
    tag,
    access: { anyOf: ['cash-count-create', 'cash-count-update'] },
    params,
    headers: IdempotencyHeadersSchema,
    body: CashCountSaveSchema,
    answer: okEnvelope(CashCountSchema),
    errors: [...errors, 409],
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/cash-count/:storeId/:date/deposit',
    operationId: 'depositCashCount',
    summary: "Record the deposit of a saved count's cash: bag number and slip photo",
    tag,
    access: { anyOf: ['cash-count-create', 'cash-count-update'] },
    params,
    body: CashDepositInputSchema,
    answer: okEnvelope(CashCountSchema),
    errors: [...errors, 409, 413],
  }),
  verifyDeposit: endpoint({
    method: 'POST',
    path: '/cash-count/:storeId/:date/deposit/verify',
    operationId: 'verifyCashDeposit',
    summary: 'Verify a deposit someone else made',
    tag,
    access: { anyOf: ['cash-deposit-verify'] },
    params,
    answer: okEnvelope(CashCountSchema),
    errors: [...errors, 409],
  }),
  tolerance: endpoint({
    method: 'GET',
    path: '/stores/:storeId/cash-tolerance',
    operationId: 'getStoreCashTolerance',
    summary: "A store's cash tolerance: its own, the chain's and the one that applies",
    tag,
    access: { anyOf: ['cash-count-view', 'cash-tolerance-edit'] },
    params: storeParams,
    answer: okEnvelope(CashToleranceSchema),
    errors,
  }),
  setTolerance: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/cash-tolerance',
    operationId: 'setStoreCashTolerance',
    summary: "Set a store's own cash tolerance, or return it to the chain's (null)",
    tag,
    access: { anyOf: ['cash-tolerance-edit'] },
    params: storeParams,
    // The tolerance as read is taken back: its own (`own`) is the one set; the rest is ignored.
    body: alsoNamedAsRead(takingRead(CashToleranceInputSchema, CashToleranceSchema), { own: 'tolerance' }),
    answer: okEnvelope(CashToleranceSchema),
    errors,
  }),
  setChainTolerance: endpoint({
    method: 'PUT',
    path: '/cash-tolerance',
    operationId: 'setChainCashTolerance',
    summary: "Set the chain's cash tolerance, which stores without their own follow (a chain-wide grant)",
    tag,
    access: { anyOf: ['cash-tolerance-edit'] },
    body: ChainCashToleranceInputSchema,
    answer: OkSchema,
    errors,
  }),
};
