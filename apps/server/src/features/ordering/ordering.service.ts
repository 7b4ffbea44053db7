import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { costSum } from '@dripp/domain/ordering';
import type { OrderInput, OrderSubmitted } from '@dripp/contract/ordering';
import type { Vendor } from '@dripp/contract/vendors';
import type { Db } from '../../db/client';
import { orderLines, orders, productCategories, products, storeVendors, vendors } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { HttpError, conflict, invalid, notFound, type FieldErrors } from '../../platform/errors';
import { vendorFields } from '../vendors/vendors.public';
import { claimKey, keepAnswer, KeyAlreadyClaimed, storedForKey, type IdempotencyRef } from '../../platform/idempotency';
import { requireActiveStore } from '../../platform/store-people';
import { suggestedQuantities } from '../suggested-orders/suggested-orders.public';
import { mailPurchaseOrder } from './ordering.mail';

type Log = { error(obj: object, msg: string): void };
export interface OrderAnswer {
  success: true;
  data: OrderSubmitted;
  message: string;
}

/** GET /stores/{storeId}/vendors: the active vendors that serve the store, by name. */
export async function storeVendorList(db: Db, principal: Principal, storeId: number): Promise<Vendor[]> {
  requireAnyAt(principal, ['order-history-create', 'order-history-view'], storeId);
  await requireActiveStore(db, storeId);
  const rows = await db
    .select(vendorFields)
    .from(storeVendors)
    .innerJoin(vendors, and(eq(vendors.id, storeVendors.vendorId), isNull(vendors.deletedAt)))
    .where(eq(storeVendors.storeId, storeId))
    .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id));
  return rows.map((row) => ({ ...row, deleted_at: null }));
}

async function orderableVendor(db: Db, storeId: number, vendorId: number) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, deletedAt: vendors.deletedAt, linked: storeVendors.storeId })
    .from(vendors)
    .leftJoin(storeVendors, and(eq(storeVendors.vendorId, vendors.id), eq(storeVendors.storeId, storeId)))
    .where(eq(vendors.id, vendorId));
  const refuse = (message: string) => invalid(message, { vendor_id: [message] });
  if (!row) throw refuse('Unknown vendor');
  if (row.deletedAt) throw refuse('This vendor is deactivated');
  if (row.linked == null) throw refuse('This vendor does not serve this store');
  return row;
}

/**
 * The lines to store: those with a quantity above 0, each checked against the product row, whose
 * item, description, prices and unit are copied (the client's copies are never used).
 */
async function orderLinesFor(db: Db, vendorId: number, input: OrderInput['products']) {
  const wanted = input.map((line, index) => ({ ...line, index })).filter((line) => line.qty != null && line.qty > 0);
  if (wanted.length === 0) {
    const message = 'Enter a quantity for at least one product';
    throw invalid(message, { products: [message] });
  }
  const ids = [...new Set(wanted.map((line) => line.product_id))];
  const rows = await db
    .select({ product: products, categoryDeletedAt: productCategories.deletedAt })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  for (const line of wanted) {
    const found = byId.get(line.product_id);
    const problem = !found
      ? 'Unknown product'
      : found.product.vendorId !== vendorId
        ? 'This product belongs to another vendor'
        : !found.product.active || found.categoryDeletedAt
          ? 'This product is deactivated'
          : seen.has(line.product_id)
            ? 'This product is listed twice'
            : null;
    seen.add(line.product_id);
    if (problem) errors[`products.${line.index}.product_id`] = [problem];
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(`The order cannot be submitted: ${first[0]!.toLowerCase()}`, errors);
  return wanted.map((line) => {
    const p = byId.get(line.product_id)!.product;
    return {
      productId: p.id,
      categoryId: p.categoryId,
      itemNo: p.itemNo,
      description: p.description,
      cost: p.cost,
      wholesale: p.wholesale,
      retail: p.retail,
      um: p.um,
      onHand: line.on_hand,
      qty: line.qty!,
    };
  });
}

function messageFor(status: OrderSubmitted['mail_status'] | null, vendorName: string): string {
  if (status === 'sent') return `Successfully submited orders: the purchase order was mailed to ${vendorName}`;
  return `The order was saved, but the purchase order could not be mailed to ${vendorName}. Send it again from the order history.`;
}

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Send a new order with a new key.';

/**
 * The order a request asks for, whatever the client's copies of product details (the server does
 * not use them) and whatever the order of its lines: vendor, and each product's quantity and on hand.
 */
export function orderRequestHash(storeId: number, input: OrderInput): string {
  const lines = input.products
    .map((l) => [Number(l.product_id), l.qty ?? null, l.on_hand ?? null] as const)
    .sort(
      (a, b) => a[0] - b[0] || String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])),
    );
  const canonical = JSON.stringify({ store: storeId, vendor: Number(input.vendor_id), lines });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The first answer given for a key, or, while the first request is still mailing, the order it
 * stored. The same key with a different order is a 409: answering the first order would tell the
 * caller their new order went out when it did not.
 */
async function replay(db: Db, ref: IdempotencyRef): Promise<OrderAnswer | null> {
  const row = await storedForKey(db, ref, KEY_REUSED);
  if (row === null) return null;
  const stored = row as OrderAnswer | { order_id: number };
  if ('success' in stored) return stored;
  const [order] = await db
    .select({ id: orders.id, costSum: orders.costSum, mailStatus: orders.mailStatus })
    .from(orders)
    .where(eq(orders.id, stored.order_id));
  if (!order) throw conflict('This Idempotency-Key was used for an order that no longer exists');
  return {
    success: true,
    data: { id: order.id, cost_sum: order.costSum, mail_status: order.mailStatus },
    message: 'This order was already submitted',
  };
}

/**
 * POST /stores/{storeId}/order (DESIGN §5): one transaction stores the order, its lines (each with
 * the quantity the portal suggested for it from its on-hand, DESIGN §8) and the exact cost_sum;
 * then the purchase order is mailed. With an Idempotency-Key the same caller's
 * repeat of the request answers the first answer and stores nothing.
 */
export async function submitOrder(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'now'>,
  principal: Principal,
  storeId: number,
  input: OrderInput,
  idempotencyKey: string | undefined,
  log: Log,
): Promise<OrderAnswer> {
  requireAt(principal, 'order-history-create', storeId);
  const { db } = ctx;
  const scope = `order:${storeId}`;
  const ref: IdempotencyRef | undefined = idempotencyKey
    ? { userId: principal.userId, scope, key: idempotencyKey, requestHash: orderRequestHash(storeId, input) }
    : undefined;
  if (ref) {
    const earlier = await replay(db, ref);
    if (earlier) return earlier;
  }
  await requireActiveStore(db, storeId);
  const vendor = await orderableVendor(db, storeId, input.vendor_id);
  const lines = await orderLinesFor(db, vendor.id, input.products);
  const total = costSum(lines);
  // From the history before this order, as the order form showed it.
  const suggested = await suggestedQuantities(db, storeId, vendor.id, lines, ctx.now());

  let orderId: number;
  try {
    orderId = await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          storeId,
          vendorId: vendor.id,
          vendorName: vendor.name,
          costSum: total,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        })
        .returning({ id: orders.id });
      await tx
        .insert(orderLines)
        .values(
          lines.map((line) => ({ ...line, orderId: order!.id, suggestedQty: suggested.get(line.productId) ?? null })),
        );
      if (ref) await claimKey(tx, ref, { order_id: order!.id });
      return order!.id;
    });
  } catch (error) {
    if (error instanceof KeyAlreadyClaimed && ref) {
      const earlier = await replay(db, ref);
      if (earlier) return earlier;
    }
    throw error;
  }

  const status = await mailPurchaseOrder(ctx, orderId, log, principal.userId);
  const answer: OrderAnswer = {
    success: true,
    data: { id: orderId, cost_sum: total, mail_status: status ?? 'failed' },
    message: messageFor(status, vendor.name),
  };
  if (ref) await keepAnswer(db, ref, answer);
  return answer;
}

/** POST /stores/{storeId}/orders/{id}/resend: mails a stored purchase order again (after a failure). */
export async function resendOrder(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  principal: Principal,
  storeId: number,
  orderId: number,
  log: Log,
): Promise<OrderAnswer> {
  requireAt(principal, 'order-history-create', storeId);
  const [order] = await ctx.db
    .select({ id: orders.id, costSum: orders.costSum, vendorName: orders.vendorName })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order) throw notFound('Order not found');
  const status = await mailPurchaseOrder(ctx, order.id, log, principal.userId);
  if (status === null) throw conflict(`${order.vendorName} no longer exists as a vendor; the order cannot be mailed`);
  if (status === 'failed') {
    throw new HttpError(502, `The purchase order could not be mailed to ${order.vendorName}; try again later`);
  }
  return {
    success: true,
    data: { id: order.id, cost_sum: order.costSum, mail_status: status },
    message: `The purchase order was mailed to ${order.vendorName}`,
  };
}
