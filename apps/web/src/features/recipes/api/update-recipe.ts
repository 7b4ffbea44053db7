import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import type { RecipeAnswer, RecipeUpdate } from '@dripp/contract/recipes';
import { sendWithProgress, type PickedFile } from '../../../components/upload-request';
import { recipeQuery } from './get-recipe';
import { invalidateRecipeLists } from './get-recipes';
import { t } from '@lingui/core/macro';

/** PUT /recipes/{id} {content, name, type, optional file, filename}, with upload progress. */
export async function updateRecipe(input: {
  id: number;
  body: RecipeUpdate;
  onProgress?: (percent: number) => void;
  /** A video picked for the streamed upload, sent once the fields are saved. */
  streamed?: PickedFile | null;
}): Promise<RecipeAnswer> {
  return sendWithProgress(
    recipesEndpoints.update,
    { params: { id: input.id }, body: input.body },
    {
      fallback: t`Could not edit Recipe`,
      onProgress: input.onProgress,
      stream: { file: input.streamed, owner: 'recipe', idOf: (data) => data.recipe.id },
    },
  );
}

export function useUpdateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (data) => {
      client.setQueryData(recipeQuery(data.recipe.id).queryKey, data);
      void invalidateRecipeLists(client);
    },
  });
}
