import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /documents/send {emails, ids}, both comma-joined (spec 1 §7). */
export function sendDocuments({ emails, ids }: { emails: string[]; ids: number[] }): Promise<{ sent: number }> {
  return api.post<{ sent: number }>(
    '/documents/send',
    { emails: emails.join(','), ids: ids.join(',') },
    { fallback: 'Could not send documents' },
  );
}

export function useSendDocuments() {
  return useMutation({ mutationFn: sendDocuments });
}
