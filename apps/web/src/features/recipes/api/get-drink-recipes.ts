import { useQuery } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /recipes/drink?store_id=: the drink recipes a store sees, for the recipe selector. */
export function useDrinkRecipes(storeId: number | null) {
  return useQuery({
    ...endpointQuery(
      recipesEndpoints.listDrink,
      { query: { store_id: storeId } },
      { fallback: t`Could not get Recipes` },
    ),
    enabled: storeId != null,
  });
}
