import { z } from 'zod';
import { EmailSchema, idList, requiredText } from './inputs';
import { DataUrlSchema, FilenameSchema, OFFICE_EXTENSIONS, type MediaExtension } from './media';
import type { PermissionKey } from './permissions';
import { takingRead } from './read-back';

/** Reading the list, asking for a download link and sending: any of these, at any store. */
export const DOCUMENT_READ = [
  'documents-forms-view',
  'documents-forms-download',
  'documents-forms-edit',
] as const satisfies readonly PermissionKey[];

/** HR document (spec 1 §3, spec 2 §3): `file` is the filename, `url` the download address (a token is added). */
export const HrDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  file: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
});
export type HrDocument = z.infer<typeof HrDocumentSchema>;

/** What an HR document may be: PDF, Word, Excel and images (checked from the bytes). */
export const DOCUMENT_EXTENSIONS: readonly MediaExtension[] = [...OFFICE_EXTENSIONS, 'jpg', 'jpeg', 'png', 'gif'];

export const HrDocumentCreateSchema = z.object({
  title: requiredText('Title', 200),
  file: DataUrlSchema,
  filename: FilenameSchema.nullish(),
});
export type HrDocumentCreate = z.input<typeof HrDocumentCreateSchema>;
/** The body of a new document as the service receives it, after validation. */
export type HrDocumentCreateFields = z.output<typeof HrDocumentCreateSchema>;

/** PUT /documents/{id}: its title, alone or in the document as read (the rest is the server's, decision 237). */
export const HrDocumentUpdateSchema = takingRead(z.object({ title: requiredText('Title', 200) }), HrDocumentSchema);
export type HrDocumentUpdate = z.input<typeof HrDocumentUpdateSchema>;
export type HrDocumentUpdateFields = z.output<typeof HrDocumentUpdateSchema>;

/** A short-lived link to one document. */
export const DownloadLinkSchema = z.object({ url: z.string(), expiresIn: z.number().int() });
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;

export const SEND_RECIPIENTS_MAX = 10;
export const SEND_DOCUMENTS_MAX = 20;

/** Comma-joined addresses; each must be a valid email; at most SEND_RECIPIENTS_MAX. */
export const EmailListSchema = z
  .string()
  .max(SEND_RECIPIENTS_MAX * 255)
  .transform((value, ctx) => {
    const parts = [
      ...new Set(
        value
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ];
    if (parts.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Add at least one email address' });
      return z.NEVER;
    }
    if (parts.length > SEND_RECIPIENTS_MAX) {
      ctx.addIssue({ code: 'custom', message: `At most ${SEND_RECIPIENTS_MAX} recipients` });
      return z.NEVER;
    }
    for (const part of parts) {
      if (!EmailSchema.safeParse(part).success) {
        ctx.addIssue({ code: 'custom', message: `"${part.slice(0, 60)}" is not a valid email address` });
        return z.NEVER;
      }
    }
    return parts;
  });

export const HrDocumentSendSchema = z.object({
  emails: EmailListSchema,
  ids: idList(SEND_DOCUMENTS_MAX, 'Choose at least one document'),
});
export type HrDocumentSend = z.input<typeof HrDocumentSendSchema>;
/** The addresses and ids as the service receives them, split and checked. */
export type HrDocumentSendFields = z.output<typeof HrDocumentSendSchema>;
