import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '@dripp/contract/recipes';
import { api } from '../../../lib/api-client';

/** GET /recipes/batch/files?store_id=: the batch recipes a store sees, with their media. */
export function useBatchRecipes(storeId: number | null) {
  return useQuery({
    queryKey: ['recipes', 'batch', storeId],
    queryFn: ({ signal }) =>
      api.get<Recipe[]>('/recipes/batch/files', {
        query: { store_id: storeId },
        fallback: 'Could not get Recipes',
        signal,
      }),
    enabled: storeId != null,
  });
}
