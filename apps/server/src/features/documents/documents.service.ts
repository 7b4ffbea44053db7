import { takeMailQuota } from '../../platform/quotas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_READ,
  type HrDocument,
  type HrDocumentCreateFields,
  type HrDocumentSendFields,
  type HrDocumentUpdateFields,
} from '@dripp/contract/documents';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import type { MailPreview } from '@dripp/contract/mail-preview';
import { pathOf } from '@dripp/contract/endpoint';
import type { Db } from '../../db/client';
import { hrDocumentSends, hrDocuments, media } from '../../db/schema/index';
import { requireAnyAt, requireChainWide, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { HttpError, notFound } from '../../platform/errors';
import { attachMedia, deleteMediaOf, removeStoredMedia } from '../../platform/media/media';
import { registerMediaOwner } from '../../platform/media/owners';
import { mediaStorage } from '../../platform/media/storage';
import { acceptUpload } from '../../platform/media/upload';
import { languagesOfEmails } from '../../platform/recipient-language';
import { say, type Language } from '../../platform/words';

export const HR_DOCUMENT_MEDIA = 'hr-document';

/** At most this many bytes of attachments in one send (each recipient gets one mail with all of them). */
export const SEND_TOTAL_MAX_BYTES = 20 * 1024 * 1024;

registerMediaOwner({
  ownerType: HR_DOCUMENT_MEDIA,
  editPermission: 'documents-forms-edit',
  storeIdOf: async () => null,
  serving: 'token',
});

const documentColumns = {
  id: hrDocuments.id,
  title: hrDocuments.title,
  file: media.filename,
  size: media.size,
  contentType: media.contentType,
  mediaId: media.id,
};

interface DocumentRow {
  id: number;
  title: string;
  file: string;
  size: number;
  contentType: string;
  mediaId: string;
}

/** The file's address, from its contract definition (the link's token is added when one is asked for). */
export const downloadPath = (id: number) => `/api${pathOf(documentsEndpoints.download, { id })}`;

const toDocument = (row: DocumentRow): HrDocument => ({
  id: row.id,
  title: row.title,
  file: row.file,
  size: row.size,
  contentType: row.contentType,
  url: downloadPath(row.id),
});

async function documentRows(db: Db, ids?: number[]): Promise<DocumentRow[]> {
  const query = db
    .select(documentColumns)
    .from(hrDocuments)
    .innerJoin(media, and(eq(media.ownerType, HR_DOCUMENT_MEDIA), eq(media.ownerId, hrDocuments.id)));
  return ids ? query.where(inArray(hrDocuments.id, ids)) : query.orderBy(asc(hrDocuments.title), asc(hrDocuments.id));
}

async function documentRow(db: Db, id: number): Promise<DocumentRow> {
  const [row] = await documentRows(db, [id]);
  if (!row) throw notFound('No such Document');
  return row;
}

export async function listDocuments(ctx: Pick<AppContext, 'db'>, principal: Principal): Promise<HrDocument[]> {
  requireAnyAt(principal, DOCUMENT_READ);
  return (await documentRows(ctx.db)).map(toDocument);
}

export async function getDocument(ctx: Pick<AppContext, 'db'>, principal: Principal, id: number): Promise<HrDocument> {
  requireAnyAt(principal, DOCUMENT_READ);
  return toDocument(await documentRow(ctx.db, id));
}

/** Documents are chain-wide: only a corporate grant (or admin) of documents-forms-create writes one. */
export async function createDocument(
  ctx: Pick<AppContext, 'db' | 'config'>,
  principal: Principal,
  body: HrDocumentCreateFields,
): Promise<HrDocument> {
  requireChainWide(principal, 'documents-forms-create');
  const upload = await acceptUpload(ctx.config, { file: body.file, filename: body.filename }, DOCUMENT_EXTENSIONS);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hrDocuments)
      .values({ title: body.title, createdBy: principal.userId, updatedBy: principal.userId })
      .returning({ id: hrDocuments.id });
    await attachMedia(ctx.config, tx, upload, {
      ownerType: HR_DOCUMENT_MEDIA,
      ownerId: row!.id,
      storeId: null,
      userId: principal.userId,
    });
    return row!.id;
  });
  return toDocument(await documentRow(ctx.db, id));
}

export async function updateDocument(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  id: number,
  body: HrDocumentUpdateFields,
): Promise<HrDocument> {
  requireChainWide(principal, 'documents-forms-edit');
  await documentRow(ctx.db, id);
  await ctx.db
    .update(hrDocuments)
    .set({ title: body.title, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(hrDocuments.id, id));
  return toDocument(await documentRow(ctx.db, id));
}

export async function deleteDocument(
  ctx: Pick<AppContext, 'db' | 'config'>,
  principal: Principal,
  id: number,
  log?: { warn(obj: object, msg: string): void },
): Promise<void> {
  requireChainWide(principal, 'documents-forms-delete');
  await documentRow(ctx.db, id);
  const removed = await ctx.db.transaction(async (tx) => {
    const ids = await deleteMediaOf(tx, HR_DOCUMENT_MEDIA, id);
    await tx.delete(hrDocuments).where(eq(hrDocuments.id, id));
    return ids;
  });
  await removeStoredMedia(ctx.config, removed, log);
}

/** The stored file of a document, for the download route (the caller has checked the token). */
export async function documentFile(ctx: Pick<AppContext, 'db'>, id: number) {
  const row = await documentRow(ctx.db, id);
  const [file] = await ctx.db.select().from(media).where(eq(media.id, row.mediaId));
  if (!file) throw notFound('No such Document');
  return file;
}

/**
 * The chosen documents in the order chosen, with the mail that carries them. Unknown ids are a 404
 * and a send over the size limit a 413, so the review refuses what the send would.
 */
async function documentsMail(ctx: Pick<AppContext, 'db'>, ids: number[], language: Language = 'en') {
  const rows = await documentRows(ctx.db, ids);
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0) throw notFound(`No such Document: ${missing.join(', ')}`);
  const total = rows.reduce((sum, r) => sum + r.size, 0);
  if (total > SEND_TOTAL_MAX_BYTES)
    throw new HttpError(
      413,
      `The documents are too large to send together: at most ${SEND_TOTAL_MAX_BYTES / 1024 / 1024} MB`,
    );
  const ordered = ids.map((id) => rows.find((r) => r.id === id)!);
  const titles = ordered.map((r) => r.title);
  const one = titles.length === 1;
  const text = [
    say('Hello,', language),
    '',
    one
      ? say('Attached is the following document from Dripp Coffee:', language)
      : say('Attached are the following documents from Dripp Coffee:', language),
    ...titles.map((t) => `- ${t}`),
    '',
    say('Please read, complete where asked, and return them to your store manager.', language),
  ].join('\n');
  const count = titles.length;
  const subject = (
    one ? say(`Dripp document: ${titles[0]}`, language) : say(`Dripp documents (${count})`, language)
  ).replace(/[\r\n]+/g, ' ');
  return { ordered, titles, subject, text };
}

/**
 * POST /documents/send/preview: the mail each address would get, for the review before Send. It
 * takes the permission of the send and sends nothing.
 */
export async function previewDocumentsMail(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  body: HrDocumentSendFields,
): Promise<MailPreview> {
  requireAnyAt(principal, ['documents-forms-view']);
  // The review shows the mail in the language of the first address's person (English for an address that is nobody's).
  const languageOf = await languagesOfEmails(ctx.db, body.emails.slice(0, 1));
  const { ordered, subject, text } = await documentsMail(ctx, body.ids, languageOf(body.emails[0] ?? ''));
  return {
    to: body.emails.map((email) => ({ name: '', email })),
    cc: [],
    subject,
    text,
    files: ordered.map((r) => ({ name: r.file, size: r.size, url: null })),
    eachApart: true,
  };
}

/**
 * POST /documents/send: one mail per address with every chosen document attached, then a record
 * of who sent what to whom. Unknown ids are a 404 and a send over the size limit a 413, before any
 * mail leaves.
 */
export async function sendDocuments(
  ctx: Pick<AppContext, 'db' | 'attempts' | 'config' | 'mailer'>,
  principal: Principal,
  body: HrDocumentSendFields,
): Promise<{ sent: number }> {
  requireAnyAt(principal, ['documents-forms-view']);
  const { ordered, titles, subject, text } = await documentsMail(ctx, body.ids);
  await takeMailQuota(ctx.config, ctx.attempts, principal.userId, body.emails.length);
  const storage = mediaStorage(ctx.config);
  const attachments = [];
  for (const row of ordered) {
    const stream = await storage.get(row.mediaId);
    if (!stream) throw notFound(`The file of ${row.title} is missing`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
    attachments.push({ filename: row.file, content: Buffer.concat(chunks), contentType: row.contentType });
  }
  const languageOf = await languagesOfEmails(ctx.db, body.emails);
  for (const to of body.emails) {
    const language = languageOf(to);
    const mail = language === 'en' ? { subject, text } : await documentsMail(ctx, body.ids, language);
    await ctx.mailer.send({ to, subject: mail.subject, text: mail.text, attachments });
  }
  await ctx.db.insert(hrDocumentSends).values({
    sentBy: principal.userId,
    emails: body.emails,
    documentIds: ordered.map((r) => r.id),
    titles,
  });
  return { sent: body.emails.length };
}
