import type { FastifyReply } from 'fastify';
import type { OrderHistory, OrderHistoryQuery } from '@dripp/contract/ordering';
import { storeDateTime } from '@dripp/domain/dates';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/access';
import { exportName, pagesOf, sendCsv, type CsvColumn } from '../../platform/csv';
import { historyFilter, historyPage } from './order-history.service';

/** One CSV row: an order's product line (an order without lines is one row with its own columns only). */
interface OrderLineRow {
  order: OrderHistory;
  line: OrderHistory['products'][number] | null;
  timeZone: string;
}

const columns: CsvColumn<OrderLineRow>[] = [
  { header: 'Order', value: (r) => r.order.id },
  { header: 'Date', value: (r) => storeDateTime(new Date(r.order.created_at), r.timeZone).date },
  { header: 'Time', value: (r) => storeDateTime(new Date(r.order.created_at), r.timeZone).time },
  { header: 'Vendor', value: (r) => r.order.vendor.name },
  { header: 'Order Total', value: (r) => r.order.cost_sum },
  { header: 'Mail', value: (r) => r.order.mail_status },
  { header: 'Item #', value: (r) => r.line?.item_no },
  { header: 'Description', value: (r) => r.line?.description },
  { header: 'Cost', value: (r) => r.line?.cost },
  { header: 'On Hand', value: (r) => r.line?.on_hand },
  { header: 'Qty', value: (r) => r.line?.qty },
  { header: 'UM', value: (r) => r.line?.um },
];

async function* lineRows(orders: AsyncIterable<OrderHistory>, timeZone: string): AsyncGenerator<OrderLineRow> {
  for await (const order of orders) {
    if (order.products.length === 0) yield { order, line: null, timeZone };
    for (const line of order.products) yield { order, line, timeZone };
  }
}

/** GET /stores/{id}/orders/export: the history's orders for the same filters, every one of them. */
export async function exportOrders(
  db: Db,
  principal: Principal,
  storeId: number,
  query: OrderHistoryQuery,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const filter = await historyFilter(db, principal, storeId, query);
  const orders = pagesOf((limit, offset) => historyPage(db, filter, limit, offset), 200);
  const name = exportName(
    'orders',
    `store-${storeId}`,
    filter.vendorId && `vendor-${filter.vendorId}`,
    filter.start,
    filter.end,
  );
  return sendCsv(reply, name, columns, lineRows(orders, filter.timeZone));
}
