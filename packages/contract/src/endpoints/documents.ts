import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import {
  DOCUMENT_READ,
  DownloadLinkSchema,
  HrDocumentCreateSchema,
  HrDocumentSchema,
  HrDocumentSendSchema,
  HrDocumentUpdateSchema,
} from '../documents';
import { csvExport, endpoint, type ErrorStatus } from '../endpoint';
import { MailPreviewSchema } from '../mail-preview';
import { IdSchema } from '../inputs';
import { DOCUMENT_FILE_TYPES } from '../media';

const tag = 'HR documents';
const errors = [401, 403, 404, 413, 422] as const satisfies readonly ErrorStatus[];
const readers = { anyOf: DOCUMENT_READ } as const;
const IdParams = z.object({ id: IdSchema });
const DocumentAnswer = okEnvelope(HrDocumentSchema);

/** HR documents: corporate publishes them, store managers mail them to new hires (spec 1 §2, spec 2 §2). */
export const documentsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/documents',
    operationId: 'listDocuments',
    summary: "List the chain's HR documents",
    tag,
    access: readers,
    answer: okEnvelope(z.array(HrDocumentSchema)),
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/documents/:id',
    operationId: 'getDocument',
    summary: 'Get an HR document',
    tag,
    access: readers,
    params: IdParams,
    answer: DocumentAnswer,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/documents',
    operationId: 'createDocument',
    summary: 'Publish an HR document',
    tag,
    access: { anyOf: ['documents-forms-create'] },
    body: HrDocumentCreateSchema,
    answer: DocumentAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/documents/:id',
    operationId: 'updateDocument',
    summary: "Change an HR document's title",
    tag,
    access: { anyOf: ['documents-forms-edit'] },
    params: IdParams,
    body: HrDocumentUpdateSchema,
    answer: DocumentAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/documents/:id',
    operationId: 'deleteDocument',
    summary: 'Remove an HR document and its file',
    tag,
    access: { anyOf: ['documents-forms-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
  send: endpoint({
    method: 'POST',
    path: '/documents/send',
    operationId: 'sendDocuments',
    summary: 'Mail HR documents to one or more addresses',
    tag,
    access: { anyOf: ['documents-forms-view'] },
    body: HrDocumentSendSchema,
    answer: okEnvelope(z.object({ sent: z.number().int() })),
    // 429: the sender's mails per hour would be passed.
    errors: [...errors, 429],
  }),
  /** Read-only: the mails Send would leave with, for the review before they go. */
  sendPreview: endpoint({
    method: 'POST',
    path: '/documents/send/preview',
    operationId: 'previewDocumentsMail',
    summary: 'Show the mail HR documents would be sent as, without sending it',
    tag,
    access: { anyOf: ['documents-forms-view'] },
    body: HrDocumentSendSchema,
    answer: okEnvelope(MailPreviewSchema),
    errors,
  }),
  export: csvExport({
    path: '/documents/export',
    operationId: 'exportDocuments',
    summary: "Download the chain's HR documents list as CSV",
    tag,
    access: readers,
    errors,
  }),
  /** The SPA asks for a link when it opens one: a token scoped to this one document, valid for minutes. */
  link: endpoint({
    method: 'GET',
    path: '/documents/files/:id/link',
    operationId: 'getDocumentDownloadLink',
    summary: 'Get a short-lived download link for an HR document',
    tag,
    access: readers,
    params: IdParams,
    answer: okEnvelope(DownloadLinkSchema),
    errors,
  }),
  /**
   * Opened by the browser itself with the link's token in the query (no Authorization header); the
   * answer is the file, whole (200) or a range of it (206).
   */
  download: endpoint({
    method: 'GET',
    path: '/documents/files/:id/download',
    operationId: 'downloadDocument',
    summary: 'Download an HR document with the token of its download link',
    tag,
    access: { public: true },
    params: IdParams,
    query: z.object({ token: z.string().max(4096).optional() }),
    tokenQuery: 'token',
    fileType: DOCUMENT_FILE_TYPES,
    errors: [401, 403, 404, 416],
  }),
};
