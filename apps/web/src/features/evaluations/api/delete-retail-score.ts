import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /retail-scores/{id}. */
export function deleteRetailScore(id: number): Promise<unknown> {
  return api.delete(`/retail-scores/${id}`, { fallback: 'Could not delete retail score' });
}

export function useDeleteRetailScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRetailScore,
    onSuccess: () => client.invalidateQueries({ queryKey: ['retail-scores'] }),
  });
}
