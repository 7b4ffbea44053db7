import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { api } from '../../../lib/api-client';
import { invalidateCategories } from '../../../lib/api/invalidate-categories';
import { invalidate } from '../../../lib/endpoints';

/** DELETE /categories/{id}: removes the category with all its products. */
export function deleteCategory(id: number): Promise<unknown> {
  return api.delete(`/categories/${id}`, { fallback: 'Could not delete Category' });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => Promise.all([invalidateCategories(client), invalidate(client, productsEndpoints.get)]),
  });
}
