import type { FastifyPluginAsync } from 'fastify';
import { cashCountEndpoints as endpoints } from '@dripp/contract/endpoints/cash-count';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { uploadBodyLimit } from '../../platform/media/upload';
import { getCashCount, saveCashCount } from './cash-count.service';
import { depositCash, verifyDeposit } from './cash-deposit.service';
import { setChainCashTolerance, setStoreCashTolerance, storeCashTolerance } from './cash-tolerance.service';

/**
 * The cash count sheet of a store's day: bar safe, starting banks, cashier drawer and their totals;
 * the store's tolerance for its over/short; the deposit of its cash.
 */
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
      request.body,
      idempotencyKeyOf(request.headers),
    ),
    message: 'Successfully updated Cash Counts',
  }));

  route(
    app,
    endpoints.deposit,
    async (request) => ({
      success: true as const,
      data: await depositCash(ctx, signedIn(request), request.params.storeId, request.params.date, request.body),
      message: 'The deposit was recorded',
    }),
    { bodyLimit: uploadBodyLimit(ctx.config) },
  );

  route(app, endpoints.verifyDeposit, async (request) => ({
    success: true as const,
    data: await verifyDeposit(ctx, signedIn(request), request.params.storeId, request.params.date),
    message: 'The deposit was verified',
  }));

  route(app, endpoints.tolerance, async (request) => ({
    success: true as const,
    data: await storeCashTolerance(ctx, signedIn(request), request.params.storeId),
  }));

  route(app, endpoints.setTolerance, async (request) => ({
    success: true as const,
    data: await setStoreCashTolerance(ctx, signedIn(request), request.params.storeId, request.body.tolerance),
    message: request.body.tolerance == null ? "The store follows the chain's tolerance" : 'The tolerance was saved',
  }));

  route(app, endpoints.setChainTolerance, async (request) => {
    await setChainCashTolerance(ctx, signedIn(request), request.body.tolerance);
    return { success: true as const, message: "The chain's tolerance was saved" };
  });
};
