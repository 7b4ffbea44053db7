import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HrDocument, HrDocumentCreate, HrDocumentUpdate } from '@dripp/contract/documents';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { sendWithProgress } from '../../../components/upload-request';
import { callData } from '../../../lib/endpoints';
import { invalidateDocuments } from './get-documents';

export type SaveDocumentInput =
  { id: null; body: HrDocumentCreate; onProgress?: (percent: number) => void } | { id: number; body: HrDocumentUpdate };

/** POST /documents {title, file, filename} for a new one; PUT /documents/{id} {title} otherwise. */
export async function saveDocument(input: SaveDocumentInput): Promise<HrDocument> {
  if (input.id === null) {
    return sendWithProgress(
      documentsEndpoints.create,
      { body: input.body },
      { fallback: t`Could not save document`, onProgress: input.onProgress },
    );
  }
  return callData(
    documentsEndpoints.update,
    { params: { id: input.id }, body: input.body },
    { fallback: t`Could not update document` },
  );
}

export function useSaveDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDocument,
    onSuccess: () => invalidateDocuments(client),
  });
}
