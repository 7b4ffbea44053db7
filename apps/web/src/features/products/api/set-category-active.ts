import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@dripp/contract/categories';
import { api } from '../../../lib/api-client';

/** PUT /categories/{id}/activate or /deactivate (the vendor detail's category actions). */
export function setCategoryActive(id: number, active: boolean): Promise<Category> {
  return active
    ? api.put<Category>(`/categories/${id}/activate`, undefined, { fallback: 'Could not activate Category' })
    : api.put<Category>(`/categories/${id}/deactivate`, undefined, { fallback: 'Could not deactivate Category' });
}

export function useSetCategoryActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setCategoryActive(id, active),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['vendor-products'] }),
        client.invalidateQueries({ queryKey: ['vendor-categories'] }),
        client.invalidateQueries({ queryKey: ['category'] }),
      ]),
  });
}
