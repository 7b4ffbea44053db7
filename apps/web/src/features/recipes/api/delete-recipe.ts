import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import { call } from '../../../lib/endpoints';
import { invalidateRecipes } from './get-recipes';
import { t } from '@lingui/core/macro';

/** DELETE /recipes/{id}: the recipe and its media. */
export function deleteRecipe(id: number): Promise<void> {
  return call(recipesEndpoints.remove, { params: { id } }, { fallback: t`Could not delete Recipe` }).then(
    () => undefined,
  );
}

export function useDeleteRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: () => invalidateRecipes(client),
  });
}
