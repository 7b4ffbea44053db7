import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HrDocument, HrDocumentCreate } from '@dripp/contract/documents';
import { api } from '../../../lib/api-client';
import { sendWithProgress } from '../../../components/file-upload';

export type SaveDocumentInput =
  | { id: null; body: HrDocumentCreate; onProgress?: (percent: number) => void }
  | { id: number; body: { title: string } };

/** POST /documents {title, file, filename} for a new one; PUT /documents/{id} {title} otherwise. */
export async function saveDocument(input: SaveDocumentInput): Promise<HrDocument> {
  if (input.id === null) {
    const answer = await sendWithProgress<HrDocument>('POST', '/documents', {
      body: input.body,
      fallback: 'Could not save document',
      onProgress: input.onProgress,
    });
    return answer.data;
  }
  return api.put<HrDocument>(`/documents/${input.id}`, input.body, { fallback: 'Could not update document' });
}

export function useSaveDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
