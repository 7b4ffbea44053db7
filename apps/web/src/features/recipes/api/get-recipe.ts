import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import type { RecipeAnswer } from '@dripp/contract/recipes';
import { callData, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /recipes/{id} shares its address pattern with GET /recipes/{type}: an id answers one recipe. */
export const recipeQuery = (id: number) => {
  const input = { params: { typeOrId: id } };
  return queryOptions({
    queryKey: keyOf(recipesEndpoints.listOfTypeOrGet, input),
    queryFn: ({ signal }) =>
      callData(recipesEndpoints.listOfTypeOrGet, input, {
        fallback: t`Could not get Recipe`,
        signal,
      }) as Promise<RecipeAnswer>,
  });
};

/** GET /recipes/{id}: `{recipe, files}`. */
export function useRecipe(id: number | null) {
  return useQuery({ ...recipeQuery(id ?? 0), enabled: id != null });
}
