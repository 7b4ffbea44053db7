import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '@dripp/contract/categories';
import { api } from '../../../lib/api-client';
import { invalidateCategories } from '../../../lib/api/invalidate-categories';

export type SaveCategoryTarget = { kind: 'create'; vendorId: number } | { kind: 'update'; id: number };

/** POST /categories/{vendorId} or PUT /categories/{id}. */
export function saveCategory(target: SaveCategoryTarget, input: CategoryInput): Promise<Category> {
  return target.kind === 'create'
    ? api.post<Category>(`/categories/${target.vendorId}`, input, { fallback: 'Could not save Category' })
    : api.put<Category>(`/categories/${target.id}`, input, { fallback: 'Could not update Category' });
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: SaveCategoryTarget; input: CategoryInput }) =>
      saveCategory(target, input),
    onSuccess: () => invalidateCategories(client),
  });
}
