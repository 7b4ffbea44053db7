import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { callData } from '../../../lib/endpoints';
import { invalidateDocuments } from './get-documents';

/** DELETE /documents/{id}. */
export function deleteDocument(id: number): Promise<unknown> {
  return callData(documentsEndpoints.remove, { params: { id } }, { fallback: t`Could not remove document` });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => invalidateDocuments(client),
  });
}
