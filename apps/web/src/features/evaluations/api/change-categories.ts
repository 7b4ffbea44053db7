import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput, RetailScoreCategory } from '@dripp/contract/evaluations';
import { api } from '../../../lib/api-client';

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['retail-score-categories'] });

/** POST /retail-score-categories: the create page's categories, in their order on screen. */
export function createCategories(categories: CategoryInput[]): Promise<RetailScoreCategory[]> {
  return api.post('/retail-score-categories', categories, { fallback: 'Could not able to save new categories' });
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
  return api.put(`/retail-score-categories/${id}`, category, { fallback: 'Could not able to update category' });
}

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => refresh(client) });
}
