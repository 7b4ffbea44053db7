import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import type { CategoryInput, RetailScoreCategory } from '@dripp/contract/evaluations';
import { callData, invalidate } from '../../../lib/endpoints';

const refresh = (client: ReturnType<typeof useQueryClient>) => invalidate(client, evaluationsEndpoints.listCategories);

/** POST /retail-score-categories: the create page's categories, in their order on screen. */
export function createCategories(categories: CategoryInput[]): Promise<RetailScoreCategory[]> {
  return callData(
    evaluationsEndpoints.createCategories,
    { body: categories },
    { fallback: t`Could not able to save new categories` },
  );
}

export function useCreateCategories() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCategories, onSuccess: () => refresh(client) });
}

/** PUT /retail-score-categories/{id}: one category with its items. */
export function updateCategory({
  id,
  category,
}: {
  id: number;
  category: CategoryInput;
}): Promise<RetailScoreCategory> {
  return callData(
    evaluationsEndpoints.updateCategory,
    { params: { id }, body: category },
    { fallback: t`Could not able to update category` },
  );
}

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => refresh(client) });
}
