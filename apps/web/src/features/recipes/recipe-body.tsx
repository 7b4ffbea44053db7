import { Badge, Stack } from '@mantine/core';
import type { Recipe } from '@dripp/contract/recipes';
import { MediaGallery } from '../../components/media-gallery';
import { RichHtml } from '../../components/rich-html';

/** A recipe's text and then its pictures and videos; a store's own recipe says so. */
export function RecipeBody({ recipe, columns = 2 }: { recipe: Recipe; columns?: number }) {
  return (
    <Stack gap="md">
      {recipe.store_id !== null && (
        <Badge variant="light" color="orange" w="fit-content">
          This store’s own recipe
        </Badge>
      )}
      {recipe.content && <RichHtml html={recipe.content} />}
      <MediaGallery files={recipe.files} subject={recipe.name} columns={columns} />
    </Stack>
  );
}
