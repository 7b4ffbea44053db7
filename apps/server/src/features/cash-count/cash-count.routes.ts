import type { FastifyPluginAsync } from 'fastify';
import { cashCountEndpoints as endpoints } from '@dripp/contract/endpoints/cash-count';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { getCashCount, saveCashCount } from './cash-count.service';

/** The cash count sheet of a store's day: bar safe, starting banks, cashier drawer and their totals. */
export const cashCountRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.day, async (request) => ({
    success: true as const,
    data: await getCashCount(ctx, signedIn(request), request.params.storeId, request.params.date),
  }));

  route(app, endpoints.save, async (request) => ({
    success: true as const,
    data: await saveCashCount(
      ctx,
      signedIn(request),
      request.params.storeId,
      request.params.date,
      request.body.cash_count,
    ),
    message: 'Successfully updated Cash Counts',
  }));
};
