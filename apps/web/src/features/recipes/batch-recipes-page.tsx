import { useState } from 'react';
import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { EmptyCard } from '../../components/not-loaded';
import { ChainText } from '../../components/chain-text';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { useStorePage } from '../../lib/store-page';
import { useBatchRecipes } from './api/get-batch-recipes';
import { RecipeBody } from './recipe-body';
import { RecipeSearch, filterRecipes } from './recipe-search';
import { loadFailure } from '../../lib/load-state';
import { Trans, useLingui } from '@lingui/react/macro';

const VIEW = 'recipes-view';

/** /batch-recipes (spec 2 §2 Recipes): store selector with the store's information, and one card per batch recipe. */
export function BatchRecipesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Batch Recipes · Dripp Portal`);
  const page = useStorePage(VIEW);
  const list = useBatchRecipes(page.canView ? page.storeId : null);
  const [query, setQuery] = useState('');
  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const recipes = filterRecipes(list.data ?? [], query);
  const loading = page.isLoading || (page.storeId != null && list.isPending);
  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Batch Recipes`}
        permission={VIEW}
        storeId={page.storeId}
        onStoreChange={page.setStoreId}
        actions={<RecipeSearch value={query} onChange={setQuery} />}
      />
      {loading ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" role="status" aria-label={t`Loading`}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : loadFailure(page.storesLoad, list) ? (
        <LoadFailed failure={loadFailure(page.storesLoad, list)!} />
      ) : recipes.length === 0 ? (
        <EmptyCard>
          <Trans>No Recipes found</Trans>
        </EmptyCard>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {recipes.map((recipe) => (
            <Card key={recipe.id} padding="lg" component="article" aria-labelledby={`batch-${recipe.id}`}>
              <Title order={2} size="h4" c="espresso.9" mb="sm" id={`batch-${recipe.id}`}>
                <ChainText record={recipe} field="name" />
              </Title>
              <RecipeBody recipe={recipe} columns={1} />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
