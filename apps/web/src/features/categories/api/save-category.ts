import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '@dripp/contract/categories';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { callData } from '../../../lib/endpoints';
import { invalidateCategories } from '../../../lib/api/invalidate-categories';
import { t } from '@lingui/core/macro';

export type SaveCategoryTarget = { kind: 'create'; vendorId: number } | { kind: 'update'; id: number };

/** POST /categories/{vendorId} or PUT /categories/{id}. */
export function saveCategory(target: SaveCategoryTarget, input: CategoryInput): Promise<Category> {
  return target.kind === 'create'
    ? callData(
        categoriesEndpoints.create,
        { params: { vendorId: target.vendorId }, body: input },
        { fallback: t`Could not save Category` },
      )
    : callData(
        categoriesEndpoints.update,
        { params: { id: target.id }, body: input },
        { fallback: t`Could not update Category` },
      );
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: SaveCategoryTarget; input: CategoryInput }) =>
      saveCategory(target, input),
    onSuccess: () => invalidateCategories(client),
  });
}
