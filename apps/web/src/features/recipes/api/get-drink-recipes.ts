import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '@dripp/contract/recipes';
import { api } from '../../../lib/api-client';

/** GET /recipes/drink?store_id=: the drink recipes a store sees, for the recipe selector. */
export function useDrinkRecipes(storeId: number | null) {
  return useQuery({
    queryKey: ['recipes', 'drink', storeId],
    queryFn: ({ signal }) =>
      api.get<Recipe[]>('/recipes/drink', { query: { store_id: storeId }, fallback: 'Could not get Recipes', signal }),
    enabled: storeId != null,
  });
}
