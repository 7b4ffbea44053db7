import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import type { RecipeAnswer, RecipeType } from '@dripp/contract/recipes';
import { callData } from '../../../lib/endpoints';
import { invalidateRecipes } from './get-recipes';
import { t } from '@lingui/core/macro';

export interface CreateRecipeInput {
  name: string;
  content: string;
  type: RecipeType;
  /** null for a global recipe (the Global choice, 99999, is sent as null). */
  store_id: number | null;
}

/** POST /recipes {name, content, type, store_id or null}. */
export function createRecipe(input: CreateRecipeInput): Promise<RecipeAnswer> {
  return callData(recipesEndpoints.create, { body: input }, { fallback: t`Could not create new Recipe` });
}

export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => invalidateRecipes(client),
  });
}
