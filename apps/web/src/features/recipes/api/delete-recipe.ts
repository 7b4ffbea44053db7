import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /recipes/{id}: the recipe and its media. */
export function deleteRecipe(id: number): Promise<void> {
  return api.delete<void>(`/recipes/${id}`, { fallback: 'Could not delete Recipe' }).then(() => undefined);
}

export function useDeleteRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: () => client.invalidateQueries({ queryKey: ['recipes'] }),
  });
}
