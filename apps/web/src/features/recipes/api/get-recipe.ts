import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeAnswer } from '@dripp/contract/recipes';
import { api } from '../../../lib/api-client';

export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: ['recipes', 'one', id],
    queryFn: ({ signal }) => api.get<RecipeAnswer>(`/recipes/${id}`, { fallback: 'Could not get Recipe', signal }),
  });

/** GET /recipes/{id}: `{recipe, files}`. */
export function useRecipe(id: number | null) {
  return useQuery({ ...recipeQuery(id ?? 0), enabled: id != null });
}
