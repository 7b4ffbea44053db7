import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeAnswer, RecipeUpdate } from '@dripp/contract/recipes';
import { streamedUploadPath } from '@dripp/contract/media';
import { sendWithProgress, type PickedFile } from '../../../components/file-upload';
import { recipeQuery } from './get-recipe';

/** PUT /recipes/{id} {content, name, type, optional file, filename}, with upload progress. */
export async function updateRecipe(input: {
  id: number;
  body: RecipeUpdate;
  onProgress?: (percent: number) => void;
  /** A video picked for the streamed upload, sent once the fields are saved. */
  streamed?: PickedFile | null;
}): Promise<RecipeAnswer> {
  const answer = await sendWithProgress<RecipeAnswer>('PUT', `/recipes/${input.id}`, {
    body: input.body,
    fallback: 'Could not edit Recipe',
    onProgress: input.onProgress,
    stream: { file: input.streamed, to: (data) => streamedUploadPath('recipe', data.recipe.id) },
  });
  return answer.data;
}

export function useUpdateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (data) => {
      client.setQueryData(recipeQuery(data.recipe.id).queryKey, data);
      void client.invalidateQueries({ queryKey: ['recipes'], predicate: (q) => q.queryKey[1] !== 'one' });
    },
  });
}
