import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import {
  OrderHistoryQuerySchema,
  OrderHistorySchema,
  OrderInputSchema,
  OrderSubmittedSchema,
  ProductHistoryEntrySchema,
} from '@dripp/contract/ordering';
import { IdSchema } from '@dripp/contract/inputs';
import { VendorSchema } from '@dripp/contract/vendors';
import { signedIn } from '../../platform/access';
import { orderHistory, productHistory } from './order-history.service';
import { resendOrder, storeVendorList, submitOrder } from './ordering.service';

const Id = IdSchema;
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const OrderAnswer = okEnvelope(OrderSubmittedSchema).extend({ message: z.string() });

/** A client-chosen key (a UUID, say) that makes retrying a submit safe. */
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key is empty')
    .max(200, 'Idempotency-Key is too long (at most 200 characters)')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key holds printable characters only')
    .optional(),
});

/** New orders and order history (spec 1 §2, §7; DESIGN §5 "Mail"). */
export const orderingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/stores/:storeId/vendors',
    {
      config: { access: { anyOf: ['order-history-create', 'order-history-view'] } },
      schema: { params: z.object({ storeId: Id }), response: { 200: okEnvelope(z.array(VendorSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await storeVendorList(ctx.db, signedIn(request), request.params.storeId),
    }),
  );

  app.get(
    '/stores/:storeId/order-products/:productId',
    {
      config: { access: { anyOf: ['order-history-create', 'order-history-view'] } },
      schema: {
        params: z.object({ storeId: Id, productId: Id }),
        response: { 200: okEnvelope(z.array(ProductHistoryEntrySchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await productHistory(ctx.db, signedIn(request), request.params.storeId, request.params.productId),
    }),
  );

  app.post(
    '/stores/:storeId/order',
    {
      config: { access: { anyOf: ['order-history-create'] } },
      schema: {
        params: z.object({ storeId: Id }),
        headers: IdempotencyHeaders,
        body: OrderInputSchema,
        response: { 200: OrderAnswer, ...errors },
      },
    },
    async (request) =>
      submitOrder(
        ctx,
        signedIn(request),
        request.params.storeId,
        request.body,
        request.headers['idempotency-key'],
        request.log,
      ),
  );

  app.post(
    '/stores/:storeId/orders/:id/resend',
    {
      config: { access: { anyOf: ['order-history-create'] } },
      schema: {
        params: z.object({ storeId: Id, id: Id }),
        response: { 200: OrderAnswer, ...errors, 502: ErrorSchema },
      },
    },
    async (request) => resendOrder(ctx, signedIn(request), request.params.storeId, request.params.id, request.log),
  );

  app.get(
    '/stores/:id/orders',
    {
      config: { access: { anyOf: ['order-history-view'] } },
      schema: {
        params: z.object({ id: Id }),
        querystring: OrderHistoryQuerySchema,
        response: { 200: okEnvelope(z.array(OrderHistorySchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orderHistory(ctx.db, signedIn(request), request.params.id, request.query),
    }),
  );
};
