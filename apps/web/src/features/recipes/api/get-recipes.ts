import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe, RecipeType } from '@dripp/contract/recipes';
import { api } from '../../../lib/api-client';

/** `storeId`: a store (its own and the global recipes), or 99999 / null for the global ones only. */
export const recipesQuery = (type: RecipeType, storeId: number | null) =>
  queryOptions({
    queryKey: ['recipes', 'list', type, storeId],
    queryFn: ({ signal }) =>
      api.get<Recipe[]>(`/recipes/${type}`, {
        query: { store_id: storeId },
        fallback: 'Could not get Recipes',
        signal,
      }),
  });

/** GET /recipes/{type}?store_id=: the recipes of one type a store sees, with their media. */
export function useRecipes(type: RecipeType | null, storeId: number | null, enabled = true) {
  return useQuery({ ...recipesQuery(type ?? 'espresso-bar', storeId), enabled: enabled && type != null });
}
