import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import type { Recipe, RecipeType } from '@dripp/contract/recipes';
import { callData, invalidate, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /recipes/{type} shares its address pattern with GET /recipes/{id}: a type answers its list. */
export const recipesQuery = (type: RecipeType, storeId: number | null) => {
  const input = { params: { typeOrId: type }, query: { store_id: storeId } };
  return queryOptions({
    queryKey: keyOf(recipesEndpoints.listOfTypeOrGet, input),
    queryFn: ({ signal }) =>
      callData(recipesEndpoints.listOfTypeOrGet, input, {
        fallback: t`Could not get Recipes`,
        signal,
      }) as Promise<Recipe[]>,
  });
};

/** GET /recipes/{type}?store_id=: the recipes of one type a store sees, with their media. */
export function useRecipes(type: RecipeType | null, storeId: number | null, enabled = true) {
  return useQuery({ ...recipesQuery(type ?? 'espresso-bar', storeId), enabled: enabled && type != null });
}

/** Refreshes every list of recipes a store sees (drink, batch and by type), but no single recipe. */
export function invalidateRecipeLists(client: QueryClient): Promise<void> {
  const byTypeOrId = recipesEndpoints.listOfTypeOrGet;
  return Promise.all([
    invalidate(client, recipesEndpoints.listDrink),
    invalidate(client, recipesEndpoints.listBatch),
    invalidate(client, recipesEndpoints.listOfTypeWithFiles),
    client.invalidateQueries({
      queryKey: keyOf(byTypeOrId),
      predicate: (query) => typeof (query.queryKey[1] as { typeOrId?: unknown })?.typeOrId !== 'number',
    }),
  ]).then(() => undefined);
}

/** Refreshes every cached recipe answer: the lists and the single recipes. */
export function invalidateRecipes(client: QueryClient): Promise<void> {
  return Promise.all([
    invalidate(client, recipesEndpoints.listDrink),
    invalidate(client, recipesEndpoints.listBatch),
    invalidate(client, recipesEndpoints.listOfTypeWithFiles),
    invalidate(client, recipesEndpoints.listOfTypeOrGet),
  ]).then(() => undefined);
}
