import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CategoryAction = 'trash' | 'restore' | 'force-delete';

/**
 * DELETE /retail-score-categories/{id} (to the trash), PUT /{id}/restore, DELETE /{id}/force-delete
 * (permanent, only from the trash).
 */
export function changeCategoryState({ id, action }: { id: number; action: CategoryAction }): Promise<unknown> {
  if (action === 'restore') {
    return api.put(`/retail-score-categories/${id}/restore`, {}, { fallback: 'Could not restore category' });
  }
  return api.delete(`/retail-score-categories/${id}${action === 'force-delete' ? '/force-delete' : ''}`, {
    fallback: 'Could not delete category',
  });
}

export function useChangeCategoryState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeCategoryState,
    onSuccess: () => client.invalidateQueries({ queryKey: ['retail-score-categories'] }),
  });
}
