import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@dripp/contract/categories';
import { api } from '../api-client';
import { invalidateCategories } from './invalidate-categories';

/** PUT /categories/{id}/activate or /deactivate (category lists and the vendor detail's category actions). */
export function setCategoryActive(id: number, active: boolean): Promise<Category> {
  return active
    ? api.put<Category>(`/categories/${id}/activate`, undefined, { fallback: 'Could not activate Category' })
    : api.put<Category>(`/categories/${id}/deactivate`, undefined, { fallback: 'Could not deactivate Category' });
}

export function useSetCategoryActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setCategoryActive(id, active),
    onSuccess: () => invalidateCategories(client),
  });
}
