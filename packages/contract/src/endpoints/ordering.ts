import { z } from 'zod';
import { okEnvelope } from '../api';
import { AccountabilitySchema } from '../history';
import { csvExport, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import { IdempotencyHeadersSchema } from '../record-saves';
import {
  OrderHistoryQuerySchema,
  OrderHistorySchema,
  OrderInputSchema,
  OrderSubmittedSchema,
  ProductHistoryEntrySchema,
} from '../ordering';
import { VendorSchema } from '../vendors';

const tag = 'Ordering';
const errors = [401, 403, 404, 409, 422] as const;
const storeParams = z.object({ storeId: IdSchema });
const OrderAnswerSchema = okEnvelope(OrderSubmittedSchema).extend({ message: z.string() });

/** The `Idempotency-Key` header of the submit (shared with the daily records' saves). */
export { IdempotencyHeadersSchema };

/** New orders and order history (spec 1 §2, §7; DESIGN §5 "Mail"). */
export const orderingEndpoints = {
  storeVendors: endpoint({
    method: 'GET',
    path: '/stores/:storeId/vendors',
    operationId: 'listStoreVendors',
    summary: 'List the active vendors that serve a store',
    tag,
    access: { anyOf: ['order-history-create', 'order-history-view'] },
    params: storeParams,
    answer: okEnvelope(z.array(VendorSchema)),
    errors,
  }),
  productHistory: endpoint({
    method: 'GET',
    path: '/stores/:storeId/order-products/:productId',
    operationId: 'listProductOrders',
    summary: "List a store's recent orders of one product",
    tag,
    access: { anyOf: ['order-history-create', 'order-history-view'] },
    params: z.object({ storeId: IdSchema, productId: IdSchema }),
    answer: okEnvelope(z.array(ProductHistoryEntrySchema)),
    errors,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/stores/:storeId/order',
    operationId: 'submitOrder',
    summary: 'Submit an order and mail it to the vendor',
    tag,
    access: { anyOf: ['order-history-create'] },
    params: storeParams,
    headers: IdempotencyHeadersSchema,
    body: OrderInputSchema,
    answer: OrderAnswerSchema,
    errors,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/stores/:storeId/orders/:id/resend',
    operationId: 'resendOrder',
    summary: 'Mail an order to its vendor again',
    tag,
    access: { anyOf: ['order-history-create'] },
    params: z.object({ storeId: IdSchema, id: IdSchema }),
    answer: OrderAnswerSchema,
    errors: [...errors, 502],
  }),
  orderRecord: endpoint({
    method: 'GET',
    path: '/stores/:storeId/orders/:id/history',
    operationId: 'getOrderHistory',
    summary: 'Who submitted an order, and every mail of its purchase order since',
    tag,
    access: { anyOf: ['order-history-view'] },
    params: z.object({ storeId: IdSchema, id: IdSchema }),
    answer: okEnvelope(AccountabilitySchema),
    errors,
  }),
  history: endpoint({
    method: 'GET',
    path: '/stores/:id/orders',
    operationId: 'listOrders',
    summary: "List a store's orders",
    tag,
    access: { anyOf: ['order-history-view'] },
    params: z.object({ id: IdSchema }),
    query: OrderHistoryQuerySchema,
    answer: okEnvelope(z.array(OrderHistorySchema)),
    errors,
  }),
  export: csvExport({
    path: '/stores/:id/orders/export',
    operationId: 'exportOrders',
    summary: "Download a store's orders as CSV, one line per product ordered, with the history's filters",
    tag,
    access: { anyOf: ['order-history-view'] },
    params: z.object({ id: IdSchema }),
    query: OrderHistoryQuerySchema,
    errors,
  }),
};
