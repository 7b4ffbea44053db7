import { asc, eq } from 'drizzle-orm';
import { mailDateTime } from '@dripp/domain/dates';
import { costSum } from '@dripp/domain/ordering';
import { vendorEmails } from '@dripp/contract/vendors';
import type { MailStatus } from '@dripp/contract/ordering';
import type { Db } from '../../db/client';
import { orderLines, orders, stores, vendors } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import type { MailMessage } from '../../platform/mail';
import { mailStateOf, recordMailChange } from './order-record';

export interface PurchaseOrder {
  id: number;
  createdAt: Date;
  costSum: string;
  store: {
    title: string;
    number: string;
    street1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    phone: string | null;
    email: string | null;
    /** The store's zone; a store made before stores had zones keeps the chain's (TZ). */
    timeZone: string | null;
  };
  vendor: { name: string; accountNo: string; email: string };
  lines: { itemNo: string | null; description: string; um: string | null; qty: number; cost: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values never carry line breaks (the mailer refuses them); names are free text. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

function storeAddress(store: PurchaseOrder['store']): string {
  const cityLine = [store.city, [store.state, store.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [store.street1, cityLine].filter(Boolean).join(', ');
}

/** The purchase order as mail: plain text, and a simple HTML table of the same content. */
export function purchaseOrderMail(po: PurchaseOrder): Omit<MailMessage, 'to' | 'cc'> {
  const date = mailDateTime(po.createdAt, po.store.timeZone ?? undefined);
  const storeName = `${po.store.title} (store #${po.store.number})`;
  const subject = oneLine(
    `Purchase order #${po.id} from ${po.store.title} (store #${po.store.number}) to ${po.vendor.name}`,
  );
  const lineTotal = (l: PurchaseOrder['lines'][number]) => costSum([{ cost: l.cost, qty: l.qty }]);
  const address = storeAddress(po.store);

  const text = [
    `Purchase order #${po.id} — ${date}`,
    '',
    `Store: ${storeName}`,
    address ? `Address: ${address}` : null,
    po.store.phone ? `Phone: ${po.store.phone}` : null,
    `Vendor: ${po.vendor.name}`,
    `Account #: ${po.vendor.accountNo}`,
    '',
    ...po.lines.map(
      (l) =>
        `${l.qty} x ${l.itemNo ?? '-'}  ${l.description}${l.um ? ` (${l.um})` : ''}  @ ${l.cost} = ${lineTotal(l)}`,
    ),
    '',
    `Total: ${po.costSum}`,
  ]
    .filter((line) => line !== null)
    .join('\n');

  const cell = (value: string, align = 'left') =>
    `<td style="border:1px solid #ccc;padding:4px 8px;text-align:${align}">${escapeHtml(value)}</td>`;
  const head = ['Item #', 'Description', 'U/M', 'Qty', 'Cost', 'Total']
    .map((h) => `<th style="border:1px solid #ccc;padding:4px 8px;text-align:left">${h}</th>`)
    .join('');
  const rows = po.lines
    .map(
      (l) =>
        `<tr>${cell(l.itemNo ?? '')}${cell(l.description)}${cell(l.um ?? '')}${cell(String(l.qty), 'right')}${cell(l.cost, 'right')}${cell(lineTotal(l), 'right')}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px">
<h2>Purchase order #${po.id}</h2>
<p>${escapeHtml(date)}</p>
<p><strong>Store:</strong> ${escapeHtml(storeName)}${address ? `<br>${escapeHtml(address)}` : ''}${po.store.phone ? `<br>Phone: ${escapeHtml(po.store.phone)}` : ''}</p>
<p><strong>Vendor:</strong> ${escapeHtml(po.vendor.name)}<br><strong>Account #:</strong> ${escapeHtml(po.vendor.accountNo)}</p>
<table style="border-collapse:collapse">
<thead><tr>${head}</tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="5" style="border:1px solid #ccc;padding:4px 8px;text-align:right"><strong>Total</strong></td>${cell(po.costSum, 'right')}</tr></tfoot>
</table>
</body></html>`;
  return { subject, text, html };
}

async function loadPurchaseOrder(db: Db, orderId: number): Promise<PurchaseOrder | null> {
  const [row] = await db
    .select({ order: orders, store: stores, vendor: vendors })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, orderId));
  if (!row?.vendor) return null;
  const lines = await db
    .select({
      itemNo: orderLines.itemNo,
      description: orderLines.description,
      um: orderLines.um,
      qty: orderLines.qty,
      cost: orderLines.cost,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return {
    id: row.order.id,
    createdAt: row.order.createdAt,
    costSum: row.order.costSum,
    store: row.store,
    vendor: row.vendor,
    lines,
  };
}

/**
 * Mails the purchase order to every address of the vendor's list with the store in copy, and
 * records the outcome on the order. A failure is logged and recorded, never thrown: the order is
 * already stored and can be sent again. Answers null when the vendor no longer exists.
 */
export async function mailPurchaseOrder(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  orderId: number,
  log: { error(obj: object, msg: string): void },
  /** Who caused the send: it goes into the order's history under their name. */
  by?: number,
): Promise<MailStatus | null> {
  const po = await loadPurchaseOrder(ctx.db, orderId);
  if (!po) return null;
  let status: MailStatus = 'sent';
  let error: string | null = null;
  try {
    await ctx.mailer.send({
      to: vendorEmails(po.vendor.email),
      cc: po.store.email ? [po.store.email] : undefined,
      ...purchaseOrderMail(po),
    });
  } catch (err) {
    status = 'failed';
    error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    log.error({ err, orderId }, 'the purchase order could not be mailed');
  }
  const before = await mailStateOf(ctx.db, orderId);
  const mailedAt = status === 'sent' ? new Date() : null;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        mailStatus: status,
        mailError: error,
        mailedAt,
        updatedAt: new Date(),
        ...(by === undefined ? {} : { updatedBy: by }),
      })
      .where(eq(orders.id, orderId));
    if (by !== undefined && before)
      await recordMailChange(tx, orderId, before, { mailStatus: status, mailedAt, mailError: error }, by);
  });
  return status;
}
