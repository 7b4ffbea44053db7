import { urgencyLabel } from '@dripp/contract/service-ticket';
import { mailDate } from '@dripp/domain/dates';
import type { serviceTickets, stores } from '../../db/schema/index';
import type { MailMessage } from '../../platform/mail';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values never carry line breaks (the mailer refuses them); names are free text. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The sanitised description as plain text: block ends become line breaks, tags go, entities decode. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|ul|ol)>/gi, '\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface TicketMailInput {
  ticket: typeof serviceTickets.$inferSelect;
  store: typeof stores.$inferSelect;
  provider: { name: string };
  sender: string;
  fileUrls: string[];
}

/** The ticket as mail: urgency, who asked, the description (HTML with a plain-text part) and photo links. */
export function serviceTicketMail({
  ticket,
  store,
  provider,
  sender,
  fileUrls,
}: TicketMailInput): Omit<MailMessage, 'to' | 'cc'> {
  const urgency = urgencyLabel(ticket.urgency);
  const storeName = `${store.title} (store #${store.number})`;
  const address = [
    store.street1,
    store.street2,
    [store.city, [store.state, store.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');
  const subject = oneLine(
    `${urgency === 'Critical' ? 'CRITICAL: ' : ''}Service request from ${store.title} (store #${store.number})`,
  );
  const text = [
    `Service request for ${provider.name}`,
    '',
    `Store: ${storeName}`,
    address ? `Address: ${address}` : null,
    store.phone ? `Phone: ${store.phone}` : null,
    `Date: ${mailDate(ticket.date)}`,
    `Urgency: ${urgency}`,
    `Requested by: ${ticket.requestBy || '—'}`,
    `Sent by: ${sender}`,
    '',
    'Description:',
    htmlToText(ticket.description) || '—',
    ...(fileUrls.length ? ['', 'Photos and videos:', ...fileUrls] : []),
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const html = [
    `<h2>Service request for ${escapeHtml(provider.name)}</h2>`,
    '<table>',
    row('Store', storeName),
    address ? row('Address', address) : '',
    store.phone ? row('Phone', store.phone) : '',
    row('Date', mailDate(ticket.date)),
    row('Urgency', urgency),
    row('Requested by', ticket.requestBy || '—'),
    row('Sent by', sender),
    '</table>',
    '<h3>Description</h3>',
    // Already sanitised on write to the editor's own tags.
    ticket.description || '<p>—</p>',
    ...(fileUrls.length
      ? [
          '<h3>Photos and videos</h3><ul>',
          ...fileUrls.map((u) => `<li><a href="${escapeHtml(u)}">${escapeHtml(u)}</a></li>`),
          '</ul>',
        ]
      : []),
  ].join('\n');
  return { subject, text, html };
}
