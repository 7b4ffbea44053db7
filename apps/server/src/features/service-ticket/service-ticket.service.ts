import { and, eq, isNull, lt, or } from 'drizzle-orm';
import {
  TICKET_VIEW,
  TICKET_WRITE,
  type ServiceTicket,
  type ServiceTicketFields,
  type ServiceTicketPreviewFields,
  type ServiceTicketUpdateFields,
} from '@dripp/contract/service-ticket';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import type { MailPreview } from '@dripp/contract/mail-preview';
import type { Db } from '../../db/client';
import { takeMailQuota } from '../../platform/quotas';
import { addressBookEntries, serviceTickets, stores, users } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import type { RequestAddress } from '../../platform/mail-links';
import { requireActiveStore } from '../../platform/store-people';
import { conflict, invalid, notFound } from '../../platform/errors';
import { attachMedia, mediaFilesOf } from '../../platform/media/media';
import { registerMediaOwner } from '../../platform/media/owners';
import { acceptUpload, type AcceptedUpload } from '../../platform/media/upload';
import { languagesOfEmails } from '../../platform/recipient-language';
import { sanitizeRichText } from '../../platform/rich-text';
import { serviceTicketMail } from './service-ticket.mail';

export const SERVICE_TICKET_MEDIA = 'service-ticket';

registerMediaOwner({
  ownerType: SERVICE_TICKET_MEDIA,
  streamedExtensions: ATTACHMENT_EXTENSIONS,
  editPermission: TICKET_WRITE,
  storeIdOf: async (db, id) => {
    const [row] = await db
      .select({ storeId: serviceTickets.storeId })
      .from(serviceTickets)
      .where(eq(serviceTickets.id, id));
    return row?.storeId;
  },
});

type TicketRow = typeof serviceTickets.$inferSelect;

async function toTicket(db: Db, row: TicketRow): Promise<ServiceTicket> {
  const files = (await mediaFilesOf(db, SERVICE_TICKET_MEDIA, [row.id])).get(row.id) ?? [];
  let sent: ServiceTicket['sent'] = null;
  if (row.sentAt && row.sentTo) {
    const [by] = row.sentBy
      ? await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, row.sentBy))
      : [];
    sent = { to: row.sentTo, at: row.sentAt.toISOString(), by: by ? `${by.first} ${by.last}` : '' };
  }
  return {
    id: row.id,
    urgency: row.urgency,
    description: row.description,
    requestBy: row.requestBy,
    addressBookId: row.addressBookId,
    files,
    sent,
  };
}

async function ticketRow(db: Db, id: number): Promise<TicketRow> {
  const [row] = await db.select().from(serviceTickets).where(eq(serviceTickets.id, id));
  if (!row) throw notFound('No such Service Ticket');
  return row;
}

/** GET /service-ticket/{storeId}/{date}: the day's ticket, or an empty one (id null). */
export async function serviceTicketDay(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<ServiceTicket> {
  requireAt(principal, TICKET_VIEW, storeId);
  const [row] = await ctx.db
    .select()
    .from(serviceTickets)
    .where(and(eq(serviceTickets.storeId, storeId), eq(serviceTickets.date, date)));
  if (!row) return { id: null, urgency: 1, description: '', requestBy: '', addressBookId: null, files: [], sent: null };
  return toTicket(ctx.db, row);
}

/** The provider must be one of this store's own entries: another store's id is refused like an unknown one. */
async function checkProvider(db: Db, storeId: number, id: number | null | undefined): Promise<void> {
  if (id == null) return;
  const [row] = await db
    .select({ id: addressBookEntries.id })
    .from(addressBookEntries)
    .where(and(eq(addressBookEntries.id, id), eq(addressBookEntries.storeId, storeId)));
  if (!row) {
    const message = 'Choose a provider from this store’s address book';
    throw invalid(message, { address_book_id: [message] });
  }
}

function acceptFile(
  ctx: Pick<AppContext, 'config'>,
  body: Pick<ServiceTicketFields, 'file' | 'filename'>,
): Promise<AcceptedUpload | null> {
  return body.file
    ? acceptUpload(ctx.config, { file: body.file, filename: body.filename }, ATTACHMENT_EXTENSIONS)
    : Promise.resolve(null);
}

/** A store day's new ticket, or undefined when the day has one already. */
export async function insertTicket(
  tx: Db,
  storeId: number,
  date: string,
  body: Pick<ServiceTicketFields, 'urgency' | 'description' | 'request_by' | 'address_book_id'>,
  userId: number,
): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .insert(serviceTickets)
    .values({
      storeId,
      date,
      urgency: body.urgency ?? 1,
      description: sanitizeRichText(body.description),
      requestBy: body.request_by ?? '',
      addressBookId: body.address_book_id ?? null,
      createdBy: userId,
      updatedBy: userId,
    })
    .onConflictDoNothing({ target: [serviceTickets.storeId, serviceTickets.date] })
    .returning({ id: serviceTickets.id });
  return row;
}

/** POST /service-ticket/{storeId}/{date}: a second create for the same day is a 409 (reload and update). */
export async function createServiceTicket(
  ctx: Pick<AppContext, 'db' | 'config'>,
  principal: Principal,
  storeId: number,
  date: string,
  body: ServiceTicketFields,
): Promise<ServiceTicket> {
  requireAt(principal, TICKET_WRITE, storeId);
  await requireActiveStore(ctx.db, storeId);
  await checkProvider(ctx.db, storeId, body.address_book_id);
  const upload = await acceptFile(ctx, body);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertTicket(tx, storeId, date, body, principal.userId);
    if (!row) throw conflict('This day already has a Service Ticket: reload to update it');
    if (upload)
      await attachMedia(ctx.config, tx, upload, {
        ownerType: SERVICE_TICKET_MEDIA,
        ownerId: row.id,
        storeId,
        userId: principal.userId,
      });
    return row.id;
  });
  return toTicket(ctx.db, await ticketRow(ctx.db, id));
}

interface Provider {
  name: string;
  email: string;
}

/** The provider a ticket goes to; none chosen, or one without an email, is refused (422). */
async function mailableProvider(db: Db, providerId: number | null): Promise<Provider> {
  if (providerId == null) {
    const message = 'Choose a provider to send the ticket to';
    throw invalid(message, { address_book_id: [message] });
  }
  const [provider] = await db
    .select({ name: addressBookEntries.name, email: addressBookEntries.email })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.id, providerId));
  if (!provider?.email) {
    const message = `${provider?.name ?? 'This provider'} has no email address: add one in the Address Book first`;
    throw invalid(message, { address_book_id: [message] });
  }
  return { name: provider.name, email: provider.email };
}

/** The mail of a ticket as it stands in `ticket`: the one both the send and its review use. */
async function ticketMail(
  ctx: Pick<AppContext, 'db' | 'mailLinkBase'>,
  principal: Principal,
  ticket: TicketRow,
  provider: Provider,
  request: RequestAddress,
) {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, ticket.storeId));
  const [sender] = await ctx.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, principal.userId));
  const files = (await mediaFilesOf(ctx.db, SERVICE_TICKET_MEDIA, [ticket.id])).get(ticket.id) ?? [];
  // Photo links only under an address the provider can open: never a bare path.
  const base = ctx.mailLinkBase(request);
  const fileUrls = base ? files.map((f) => `${base}${f.url}`) : [];
  const languageOf = await languagesOfEmails(ctx.db, [provider.email]);
  const mail = serviceTicketMail({
    ticket,
    store: store!,
    provider: { name: provider.name },
    sender: sender ? `${sender.first} ${sender.last}` : principal.username,
    fileUrls,
    language: languageOf(provider.email),
  });
  return { mail, to: provider.email, cc: store!.email ? [store!.email] : undefined, fileUrls };
}

/**
 * POST /service-ticket/{id}/preview: the mail Submit would send if the ticket held `body`, for the
 * review before it goes. It takes the permission of the send and stores nothing.
 */
export async function previewServiceTicket(
  ctx: Pick<AppContext, 'db' | 'mailLinkBase'>,
  principal: Principal,
  id: number,
  body: ServiceTicketPreviewFields,
  request: RequestAddress,
): Promise<MailPreview> {
  const current = await ticketRow(ctx.db, id);
  requireAt(principal, TICKET_WRITE, current.storeId);
  const providerId = body.address_book_id !== undefined ? body.address_book_id : current.addressBookId;
  if (body.address_book_id !== undefined) await checkProvider(ctx.db, current.storeId, body.address_book_id);
  const provider = await mailableProvider(ctx.db, providerId);
  const ticket: TicketRow = {
    ...current,
    ...(body.urgency !== undefined ? { urgency: body.urgency } : {}),
    ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
    ...(body.request_by !== undefined ? { requestBy: body.request_by ?? '' } : {}),
  };
  const { mail, to, cc, fileUrls } = await ticketMail(ctx, principal, ticket, provider, request);
  return {
    to: [{ name: provider.name, email: to }],
    cc: cc ?? [],
    subject: mail.subject,
    text: mail.text,
    files: fileUrls.map((url) => ({ name: decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)), size: null, url })),
    eachApart: false,
  };
}

/**
 * A second Submit of the same ticket this soon after the first is a double tap: it is answered with
 * the ticket as sent, and nothing is mailed again.
 */
const DOUBLE_SEND_MS = 60_000;

/**
 * PUT /service-ticket/{id}: `save` stores the fields (omitted ones stay); `send` stores them, then
 * mails the ticket to the provider with the store in copy and records who sent it when. A provider
 * without an email is refused (422) before anything is stored or sent.
 */
export async function updateServiceTicket(
  ctx: Pick<AppContext, 'db' | 'attempts' | 'config' | 'mailer' | 'mailLinkBase'>,
  principal: Principal,
  id: number,
  body: ServiceTicketUpdateFields,
  request: RequestAddress,
): Promise<ServiceTicket> {
  const current = await ticketRow(ctx.db, id);
  requireAt(principal, TICKET_WRITE, current.storeId);
  const providerId = body.address_book_id !== undefined ? body.address_book_id : current.addressBookId;
  if (body.address_book_id !== undefined) await checkProvider(ctx.db, current.storeId, body.address_book_id);
  const send = body.action === 'send';
  let provider: Provider | undefined;
  if (send) {
    provider = await mailableProvider(ctx.db, providerId);
    // Counted before anything is saved, so a refused send changes nothing.
    await takeMailQuota(ctx.config, ctx.attempts, principal.userId, 1);
  }
  const upload = await acceptFile(ctx, body);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(serviceTickets)
      .set({
        ...(body.urgency !== undefined ? { urgency: body.urgency } : {}),
        ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
        ...(body.request_by !== undefined ? { requestBy: body.request_by ?? '' } : {}),
        ...(body.address_book_id !== undefined ? { addressBookId: body.address_book_id } : {}),
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(eq(serviceTickets.id, id));
    if (upload)
      await attachMedia(ctx.config, tx, upload, {
        ownerType: SERVICE_TICKET_MEDIA,
        ownerId: id,
        storeId: current.storeId,
        userId: principal.userId,
      });
  });
  if (send && provider) {
    // Claim the sending in one statement, so two requests of one double tap mail once.
    const previous = await ticketRow(ctx.db, id);
    const [claimed] = await ctx.db
      .update(serviceTickets)
      .set({ sentAt: new Date(), sentBy: principal.userId, sentTo: provider.email })
      .where(
        and(
          eq(serviceTickets.id, id),
          or(isNull(serviceTickets.sentAt), lt(serviceTickets.sentAt, new Date(Date.now() - DOUBLE_SEND_MS))),
        ),
      )
      .returning({ id: serviceTickets.id });
    if (claimed) {
      const { mail, to, cc } = await ticketMail(ctx, principal, await ticketRow(ctx.db, id), provider, request);
      try {
        await ctx.mailer.send({ ...mail, to, cc });
      } catch (error) {
        // Not sent after all: the ticket keeps its previous sending, and Submit may be tried again.
        await ctx.db
          .update(serviceTickets)
          .set({ sentAt: previous.sentAt, sentBy: previous.sentBy, sentTo: previous.sentTo })
          .where(eq(serviceTickets.id, id));
        throw error;
      }
    }
  }
  return toTicket(ctx.db, await ticketRow(ctx.db, id));
}
