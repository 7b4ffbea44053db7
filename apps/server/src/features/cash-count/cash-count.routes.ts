import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import { CashCountSaveSchema, CashCountSchema } from '@dripp/contract/cash-count';
import { signedIn } from '../../platform/access';
import { CalendarDateSchema, IdSchema } from '@dripp/contract/inputs';
import { getCashCount, saveCashCount } from './cash-count.service';

const Params = z.object({ storeId: IdSchema, date: CalendarDateSchema });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** The cash count sheet of a store's day: bar safe, starting banks, cashier drawer and their totals. */
export const cashCountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/cash-count/:storeId/:date',
    {
      config: { access: { anyOf: ['cash-count-view'] } },
      schema: { params: Params, response: { 200: okEnvelope(CashCountSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await getCashCount(ctx, signedIn(request), request.params.storeId, request.params.date),
    }),
  );

  app.post(
    '/cash-count/:storeId/:date',
    {
      config: { access: { anyOf: ['cash-count-create', 'cash-count-update'] } },
      schema: { params: Params, body: CashCountSaveSchema, response: { 200: okEnvelope(CashCountSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await saveCashCount(
        ctx,
        signedIn(request),
        request.params.storeId,
        request.params.date,
        request.body.cash_count,
      ),
      message: 'Successfully updated Cash Counts',
    }),
  );
};
