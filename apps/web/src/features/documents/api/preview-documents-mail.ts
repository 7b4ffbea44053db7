import { t } from '@lingui/core/macro';
import type { MailPreview } from '@dripp/contract/mail-preview';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { callData } from '../../../lib/endpoints';

/** POST /documents/send/preview: the mail each address would get from Send; nothing is sent. */
export function previewDocumentsMail({ emails, ids }: { emails: string[]; ids: number[] }): Promise<MailPreview> {
  return callData(
    documentsEndpoints.sendPreview,
    { body: { emails: emails.join(','), ids: ids.join(',') } },
    { fallback: t`Could not send documents` },
  );
}
