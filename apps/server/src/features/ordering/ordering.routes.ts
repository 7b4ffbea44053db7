import type { FastifyPluginAsync } from 'fastify';
import { orderingEndpoints as endpoints } from '@dripp/contract/endpoints/ordering';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { orderHistory, productHistory } from './order-history.service';
import { exportOrders } from './order-export';
import { resendOrder, storeVendorList, submitOrder } from './ordering.service';
import { orderRecord } from './order-record';

/** New orders and order history (spec 1 §2, §7; DESIGN §5 "Mail"). */
export const orderingRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;

  route(app, endpoints.storeVendors, async (request) => ({
    success: true as const,
    data: await storeVendorList(ctx.db, signedIn(request), request.params.storeId),
  }));

  route(app, endpoints.productHistory, async (request) => ({
    success: true as const,
    data: await productHistory(ctx.db, signedIn(request), request.params.storeId, request.params.productId),
  }));

  route(app, endpoints.submit, async (request) => {
    // Validated by the definition's header schema: one printable key, or none.
    const key = request.headers['idempotency-key'];
    return submitOrder(
      ctx,
      signedIn(request),
      request.params.storeId,
      request.body,
      typeof key === 'string' ? key : undefined,
      request.log,
    );
  });

  route(app, endpoints.resend, async (request) =>
    resendOrder(ctx, signedIn(request), request.params.storeId, request.params.id, request.log),
  );

  route(app, endpoints.orderRecord, async (request) => ({
    success: true as const,
    data: await orderRecord(ctx.db, signedIn(request), request.params.storeId, request.params.id),
  }));

  route(app, endpoints.history, async (request) => ({
    success: true as const,
    data: await orderHistory(ctx.db, signedIn(request), request.params.id, request.query),
  }));

  route(app, endpoints.export, (request, reply) =>
    exportOrders(ctx.db, signedIn(request), request.params.id, request.query, reply),
  );
};
