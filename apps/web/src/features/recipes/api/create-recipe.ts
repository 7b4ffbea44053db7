import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeAnswer, RecipeType } from '@dripp/contract/recipes';
import { api } from '../../../lib/api-client';

export interface CreateRecipeInput {
  name: string;
  content: string;
  type: RecipeType;
  /** null for a global recipe (the Global choice, 99999, is sent as null). */
  store_id: number | null;
}

/** POST /recipes {name, content, type, store_id or null}. */
export function createRecipe(input: CreateRecipeInput): Promise<RecipeAnswer> {
  return api.post<RecipeAnswer>('/recipes', input, { fallback: 'Could not create new Recipe' });
}

export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => client.invalidateQueries({ queryKey: ['recipes'] }),
  });
}
