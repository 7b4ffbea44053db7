import { and, eq } from 'drizzle-orm';
import type { Accountability } from '@dripp/contract/history';
import type { MailStatus } from '@dripp/contract/ordering';
import { storeDateTime } from '@dripp/domain/store-day';
import type { Db } from '../../db/client';
import { orders, stores } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { accountabilityOf, recordChange, type Fields } from '../../platform/history';
import { storeTimeZone } from '../../platform/store-time';

/*
 * An order's history (DESIGN §8): once submitted its lines never change, but whether and when its
 * purchase order reached the vendor does (the first mail, each resend), and who caused it.
 */

export const ORDER_HISTORY_TYPE = 'order';

const MAIL_STATUS_LABELS: Record<MailStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };

interface MailState {
  mailStatus: MailStatus;
  mailedAt: Date | null;
  mailError: string | null;
}

function mailFields(state: MailState, timeZone: string): Fields {
  const at = state.mailedAt ? storeDateTime(state.mailedAt, timeZone) : null;
  return {
    'Purchase order mail': MAIL_STATUS_LABELS[state.mailStatus],
    // Seconds too, so that a resend soon after a send still shows as a change.
    'Mailed at': at ? `${at.date} ${at.time}:${String(state.mailedAt!.getUTCSeconds()).padStart(2, '0')}` : '',
    'Mail error': state.mailError ?? '',
  };
}

/** The order's mail state before a send, with its store and zone. */
export async function mailStateOf(db: Db, orderId: number) {
  const [row] = await db
    .select({
      storeId: orders.storeId,
      timeZone: storeTimeZone(),
      mailStatus: orders.mailStatus,
      mailedAt: orders.mailedAt,
      mailError: orders.mailError,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row;
}

/** Keeps one send's outcome in the order's history, in the transaction that records it. */
export async function recordMailChange(
  tx: Db,
  orderId: number,
  before: NonNullable<Awaited<ReturnType<typeof mailStateOf>>>,
  after: MailState,
  by: number,
): Promise<void> {
  await recordChange(tx, {
    recordType: ORDER_HISTORY_TYPE,
    recordId: orderId,
    storeId: before.storeId,
    userId: by,
    before: mailFields(before, before.timeZone),
    after: mailFields(after, before.timeZone),
  });
}

/** GET /stores/{id}/orders/{orderId}/history: who submitted the order, and every send since. */
export async function orderRecord(
  db: Db,
  principal: Principal,
  storeId: number,
  orderId: number,
): Promise<Accountability> {
  requireAt(principal, 'order-history-view', storeId);
  const [row] = await db
    .select({
      id: orders.id,
      createdBy: orders.createdBy,
      createdAt: orders.createdAt,
      updatedBy: orders.updatedBy,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!row) throw notFound('Order not found');
  return (await accountabilityOf(db, ORDER_HISTORY_TYPE, [row])).get(row.id)!;
}
