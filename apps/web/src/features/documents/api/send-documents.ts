import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { callData } from '../../../lib/endpoints';

/** POST /documents/send {emails, ids}, both comma-joined (spec 1 §7). */
export function sendDocuments({ emails, ids }: { emails: string[]; ids: number[] }): Promise<{ sent: number }> {
  return callData(
    documentsEndpoints.send,
    { body: { emails: emails.join(','), ids: ids.join(',') } },
    { fallback: t`Could not send documents` },
  );
}

export function useSendDocuments() {
  return useMutation({ mutationFn: sendDocuments });
}
