import { and, eq } from 'drizzle-orm';
import type { Accountability } from '@dripp/contract/history';
import type { MailStatus } from '@dripp/contract/ordering';
import { mailDateTime } from '@dripp/domain/dates';
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

/** "November 25, 2026 4:44:09 AM PST" on the store's clock: seconds, so a quick resend still shows. */
function sentAt(at: Date, timeZone: string): string {
  const seconds = String(at.getUTCSeconds()).padStart(2, '0');
  return mailDateTime(at, timeZone).replace(/(\d+:\d{2}) /, `$1:${seconds} `);
}

function mailFields(state: MailState, timeZone: string): Fields {
  return {
    'Purchase order mail': MAIL_STATUS_LABELS[state.mailStatus],
    'Mailed at': state.mailedAt ? sentAt(state.mailedAt, timeZone) : '',
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
