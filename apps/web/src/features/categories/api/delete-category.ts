import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { callData, invalidate } from '../../../lib/endpoints';
import { invalidateCategories } from '../../../lib/api/invalidate-categories';
import { t } from '@lingui/core/macro';

/** DELETE /categories/{id}: removes the category with all its products. */
export function deleteCategory(id: number): Promise<unknown> {
  return callData(categoriesEndpoints.remove, { params: { id } }, { fallback: t`Could not delete Category` });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => Promise.all([invalidateCategories(client), invalidate(client, productsEndpoints.get)]),
  });
}
