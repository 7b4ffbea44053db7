import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyReleasesQuery } from './get-key-releases';

/** DELETE /key-release/{id}. */
export function deleteKeyRelease({ id }: { id: number; storeId: number }): Promise<unknown> {
  return api.delete(`/key-release/${id}`, { fallback: 'Could not remove Key Release' });
}

export function useDeleteKeyRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteKeyRelease,
    onSuccess: (_, { storeId }) => client.invalidateQueries({ queryKey: keyReleasesQuery(storeId).queryKey }),
  });
}
