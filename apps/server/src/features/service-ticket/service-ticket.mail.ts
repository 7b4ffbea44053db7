import { urgencyLabel } from '@dripp/contract/service-ticket';
import { mailDate } from '@dripp/domain/dates';
import type { serviceTickets, stores } from '../../db/schema/index';
import type { MailMessage } from '../../platform/mail';
import { say, type Language } from '../../platform/words';

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
  /** The provider's language when their address is a person's account; else English. */
  language?: Language;
}

/** The mail's labels in `language`. */
function labelsIn(language: Language) {
  return {
    store: say('Store', language),
    address: say('Address', language),
    phone: say('Phone', language),
    date: say('Date', language),
    urgency: say('Urgency', language),
    requestedBy: say('Requested by', language),
    sentBy: say('Sent by', language),
    description: say('Description', language),
    photos: say('Photos and videos', language),
  };
}

/** The ticket as mail: urgency, who asked, the description (HTML with a plain-text part) and photo links. */
export function serviceTicketMail({
  ticket,
  store,
  provider,
  sender,
  fileUrls,
  language = 'en',
}: TicketMailInput): Omit<MailMessage, 'to' | 'cc'> {
  const critical = urgencyLabel(ticket.urgency) === 'Critical';
  const urgency = say(urgencyLabel(ticket.urgency), language);
  const label = labelsIn(language);
  const storeName = say(`${store.title} (store #${store.number})`, language);
  const providerName = provider.name;
  const address = [
    store.street1,
    store.street2,
    [store.city, [store.state, store.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(', ');
  const request = say(`Service request from ${store.title} (store #${store.number})`, language);
  const subject = oneLine(`${critical ? say('CRITICAL: ', language) : ''}${request}`);
  const heading = say(`Service request for ${providerName}`, language);
  const text = [
    heading,
    '',
    `${label.store}: ${storeName}`,
    address ? `${label.address}: ${address}` : null,
    store.phone ? `${label.phone}: ${store.phone}` : null,
    `${label.date}: ${mailDate(ticket.date)}`,
    `${label.urgency}: ${urgency}`,
    `${label.requestedBy}: ${ticket.requestBy || '—'}`,
    `${label.sentBy}: ${sender}`,
    '',
    `${label.description}:`,
    htmlToText(ticket.description) || '—',
    ...(fileUrls.length ? ['', `${label.photos}:`, ...fileUrls] : []),
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const html = [
    `<h2>${escapeHtml(heading)}</h2>`,
    '<table>',
    row(label.store, storeName),
    address ? row(label.address, address) : '',
    store.phone ? row(label.phone, store.phone) : '',
    row(label.date, mailDate(ticket.date)),
    row(label.urgency, urgency),
    row(label.requestedBy, ticket.requestBy || '—'),
    row(label.sentBy, sender),
    '</table>',
    `<h3>${escapeHtml(label.description)}</h3>`,
    // Already sanitised on write to the editor's own tags.
    ticket.description || '<p>—</p>',
    ...(fileUrls.length
      ? [
          `<h3>${escapeHtml(label.photos)}</h3><ul>`,
          ...fileUrls.map((u) => `<li><a href="${escapeHtml(u)}">${escapeHtml(u)}</a></li>`),
          '</ul>',
        ]
      : []),
  ].join('\n');
  return { subject, text, html };
}
