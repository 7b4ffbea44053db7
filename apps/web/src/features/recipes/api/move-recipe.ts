import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import type { Recipe, RecipeType } from '@dripp/contract/recipes';
import { callData } from '../../../lib/endpoints';
import { invalidateRecipes } from './get-recipes';
import { t } from '@lingui/core/macro';

export interface MoveRecipeInput {
  type: RecipeType;
  id: number;
  /** The new position within the recipe's own list (global, or its store's), counted from 1. */
  newIndex: number;
}

/** PUT /recipes/order/{type} {id, newIndex}. */
export function moveRecipe({ type, id, newIndex }: MoveRecipeInput): Promise<Recipe[]> {
  return callData(
    recipesEndpoints.move,
    { params: { order: 'order', type }, body: { id, newIndex } },
    { fallback: t`Could not change order of Recipes` },
  );
}

export function useMoveRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveRecipe,
    // Success or failure, the lists are read again: on failure only the notification appears (spec 2 §4).
    onSettled: () => invalidateRecipes(client),
  });
}
