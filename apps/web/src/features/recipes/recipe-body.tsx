import { Badge, Stack } from '@mantine/core';
import type { Recipe } from '@dripp/contract/recipes';
import { MediaGallery } from '../../components/media-gallery';
import { ChainText } from '../../components/chain-text';
import { Trans } from '@lingui/react/macro';

/** A recipe's text and then its pictures and videos; a store's own recipe says so. */
export function RecipeBody({ recipe, columns = 2 }: { recipe: Recipe; columns?: number }) {
  return (
    <Stack gap="md">
      {recipe.store_id !== null && (
        <Badge variant="light" color="orange" w="fit-content">
          <Trans>This store’s own recipe</Trans>
        </Badge>
      )}
      {recipe.content && <ChainText record={recipe} field="content" html />}
      <MediaGallery files={recipe.files} subject={recipe.name} columns={columns} />
    </Stack>
  );
}
