import { useState } from 'react';
import { Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { RECIPE_TYPE_LABELS, RECIPE_TYPE_KEYS } from '@dripp/contract/recipes';
import { Forbidden } from '../../components/forbidden';
import { ChainText } from '../../components/chain-text';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { useStorePage } from '../../lib/store-page';
import { useDrinkRecipes } from './api/get-drink-recipes';
import { RecipeBody } from './recipe-body';
import { loadFailure } from '../../lib/load-state';
import { useLingui } from '@lingui/react/macro';

const VIEW = 'recipes-view';

/**
 * /drink-recipes (spec 2 §2 Recipes): store selector with the store's information and a searchable
 * recipe selector ("Select Recipe"); the chosen drink's card below.
 */
export function DrinkRecipesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Drink Recipes · Dripp Portal`);
  const page = useStorePage(VIEW);
  const list = useDrinkRecipes(page.canView ? page.storeId : null);
  const [selected, setSelected] = useState<string | null>(null);
  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const recipes = list.data ?? [];
  const groups = RECIPE_TYPE_KEYS.map((type) => ({
    group: i18n._(RECIPE_TYPE_LABELS[type]),
    items: recipes.filter((r) => r.type === type).map((r) => ({ value: String(r.id), label: r.name })),
  })).filter((g) => g.items.length > 0);
  const recipe = recipes.find((r) => String(r.id) === selected);
  const loading = page.isLoading || (page.storeId != null && list.isPending);

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Drink Recipes`}
        permission={VIEW}
        storeId={page.storeId}
        onStoreChange={(id) => {
          setSelected(null);
          page.setStoreId(id);
        }}
      />
      {loading ? (
        <Skeleton height={36} maw={420} role="status" aria-label={t`Loading`} />
      ) : loadFailure(page.storesLoad, list) ? (
        <LoadFailed failure={loadFailure(page.storesLoad, list)!} />
      ) : (
        <Select
          label={t`Recipe`}
          placeholder={t`Select Recipe`}
          data={groups}
          value={selected}
          onChange={setSelected}
          searchable
          clearable
          nothingFoundMessage={t`No Recipes found`}
          maw={420}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {recipe ? (
        <Card padding="lg" component="article" aria-labelledby="drink-recipe">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {i18n._(RECIPE_TYPE_LABELS[recipe.type])}
          </Text>
          <Title order={2} size="h3" c="espresso.9" mb="sm" id="drink-recipe">
            <ChainText record={recipe} field="name" />
          </Title>
          <RecipeBody recipe={recipe} />
        </Card>
      ) : (
        !loading &&
        !list.isError && (
          <Text c="dimmed">{recipes.length === 0 ? t`No Recipes found` : t`Choose a drink to see its recipe.`}</Text>
        )
      )}
    </Stack>
  );
}
