import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { isTimeZone } from '@dripp/contract/time-zones';
import { todayIn } from '@dripp/domain/dates';
import { dayBounds } from '@dripp/domain/ordering';
import {
  ORDER_HISTORY_MAX,
  PRODUCT_HISTORY_MAX,
  type OrderHistory,
  type OrderHistoryQuery,
  type ProductHistoryEntry,
} from '@dripp/contract/ordering';
import type { Db } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { orderLines, orders, products, stores } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import { invalid, notFound } from '../../platform/errors';
import { storeTimeZone } from '../../platform/store-time';

const toNumber = (value: string | null) => (value == null ? null : Number(value));

type HistoryLineRow = {
  order_id: number;
  item_no: string | null;
  description: string;
  cost: string;
  on_hand: string | null;
  qty: number;
  um: string | null;
  suggested_qty: number | null;
};

const storeById = prepared((db) =>
  db
    .select({ id: stores.id, timeZone: storeTimeZone() })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('storeId')))
    .prepare('ordering_store'),
);

async function assertStore(db: Db, storeId: number) {
  const [store] = await storeById(db).execute({ storeId });
  if (!store) throw notFound('Store not found');
  return store;
}

const productById = prepared((db) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('ordering_product'),
);

const productLines = prepared((db) =>
  db
    .select({ id: orders.id, createdAt: orders.createdAt, onHand: orderLines.onHand, qty: orderLines.qty })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.storeId, sql.placeholder('storeId')), eq(orderLines.productId, sql.placeholder('productId'))))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PRODUCT_HISTORY_MAX)
    .prepare('ordering_product_history'),
);

const orderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  vendorId: orders.vendorId,
  vendorName: orders.vendorName,
  costSum: orders.costSum,
  mailStatus: orders.mailStatus,
};

/** The two shapes of the history's order query: every vendor, or one. */
const ordersInRange = prepared((db) =>
  db
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        eq(orders.storeId, sql.placeholder('storeId')),
        gte(orders.createdAt, sql.placeholder('from')),
        lt(orders.createdAt, sql.placeholder('to')),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('ordering_history'),
);
const vendorOrdersInRange = prepared((db) =>
  db
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        eq(orders.storeId, sql.placeholder('storeId')),
        gte(orders.createdAt, sql.placeholder('from')),
        lt(orders.createdAt, sql.placeholder('to')),
        eq(orders.vendorId, sql.placeholder('vendorId')),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('ordering_history_vendor'),
);

// Read as plain rows: a 60-day history is about a thousand lines, and mapping each through the
// query builder cost more than the query itself (docs/decisions/038).
const linesOfOrders = preparedSql<HistoryLineRow>(
  'ordering_history_lines',
  sql`
    select order_id, item_no, description, cost::text as cost, on_hand::text as on_hand, qty, um, suggested_qty
    from order_lines where order_id = any(${sql.placeholder('orderIds')}::integer[])
    order by order_id, id`,
);

/**
 * GET /stores/{storeId}/order-products/{productId}: the product's last orders at the store, newest
 * first, for the order form (order-history-create) and the history screens (order-history-view).
 */
export async function productHistory(
  db: Db,
  principal: Principal,
  storeId: number,
  productId: number,
): Promise<ProductHistoryEntry[]> {
  requireAnyAt(principal, ['order-history-create', 'order-history-view'], storeId);
  await assertStore(db, storeId);
  const [product] = await productById(db).execute({ productId });
  if (!product) throw notFound('Product not found');
  const rows = await productLines(db).execute({ storeId, productId });
  return rows.map((r) => ({ id: r.id, date: r.createdAt.toISOString(), on_hand: toNumber(r.onHand), qty: r.qty }));
}

/** The store's orders in one range of its days, and of one vendor or all: the history's one filter. */
export interface HistoryFilter {
  storeId: number;
  from: string;
  to: string;
  vendorId: number | null;
  /** The zone whose days the range names. */
  timeZone: string;
  start: string;
  end: string;
}

/** Checks the caller and the filters of the history (and of its export) and resolves its range. */
export async function historyFilter(
  db: Db,
  principal: Principal,
  storeId: number,
  query: OrderHistoryQuery,
): Promise<HistoryFilter> {
  requireAt(principal, 'order-history-view', storeId);
  if (query.tz !== undefined && !isTimeZone(query.tz))
    throw invalid('Unknown time zone', { tz: ['Unknown time zone'] });
  const store = await assertStore(db, storeId);
  // Days are the store's unless the caller names a zone.
  const tz = query.tz ?? store.timeZone;
  const today = todayIn(tz);
  const end = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today);
  const start = query.startDate ?? end;
  if (start > end) {
    throw invalid('The end date is before the start date', { endDate: ['The end date is before the start date'] });
  }
  let bounds: { from: Date; to: Date };
  try {
    bounds = dayBounds({ start, end }, tz);
  } catch {
    throw invalid('Use real dates (YYYY-MM-DD)', { startDate: ['Use real dates (YYYY-MM-DD)'] });
  }
  return {
    storeId,
    from: bounds.from.toISOString(),
    to: bounds.to.toISOString(),
    vendorId: query.vendorId,
    timeZone: tz,
    start,
    end,
  };
}

/** One page of the filtered orders, newest first, each with its lines. */
export async function historyPage(
  db: Db,
  filter: HistoryFilter,
  limit: number,
  offset: number,
): Promise<OrderHistory[]> {
  const range = { storeId: filter.storeId, from: filter.from, to: filter.to, limit, offset };
  const list = filter.vendorId
    ? await vendorOrdersInRange(db).execute({ ...range, vendorId: filter.vendorId })
    : await ordersInRange(db).execute(range);
  if (list.length === 0) return [];

  const { rows } = await linesOfOrders(db).execute({ orderIds: list.map((o) => o.id) });
  const byOrder = new Map<number, OrderHistory['products']>();
  for (const row of rows) {
    const line = {
      item_no: row.item_no,
      description: row.description,
      cost: row.cost,
      on_hand: toNumber(row.on_hand),
      qty: row.qty,
      um: row.um,
      suggested_qty: row.suggested_qty,
    };
    const entry = byOrder.get(row.order_id);
    if (entry) entry.push(line);
    else byOrder.set(row.order_id, [line]);
  }
  return list.map((o) => ({
    id: o.id,
    created_at: o.createdAt.toISOString(),
    vendor: { id: o.vendorId, name: o.vendorName },
    cost_sum: o.costSum,
    mail_status: o.mailStatus,
    products: byOrder.get(o.id) ?? [],
  }));
}

/**
 * GET /stores/{id}/orders: the store's orders whose local day (in `tz`) lies in the range, newest
 * first, each with its lines; at most ORDER_HISTORY_MAX orders.
 */
export async function orderHistory(
  db: Db,
  principal: Principal,
  storeId: number,
  query: OrderHistoryQuery,
): Promise<OrderHistory[]> {
  return historyPage(db, await historyFilter(db, principal, storeId, query), ORDER_HISTORY_MAX, 0);
}
