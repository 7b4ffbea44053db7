import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /documents/{id}. */
export function deleteDocument(id: number): Promise<unknown> {
  return api.delete(`/documents/${id}`, { fallback: 'Could not remove document' });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
