import { useState } from 'react';
import { Accordion, Anchor, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconArrowsMaximize } from '@tabler/icons-react';
import {
  DRINK_RECIPE_TYPES,
  RECIPE_TYPE_LABELS,
  RECIPE_TYPE_KEYS,
  type Recipe,
  type RecipeType,
} from '@dripp/contract/recipes';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { NotFoundPage } from '../../components/not-found-page';
import { ChainText } from '../../components/chain-text';
import { EmptyCard } from '../../components/not-loaded';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { useStorePage } from '../../lib/store-page';
import { useRecipes } from './api/get-recipes';
import { RecipeBody } from './recipe-body';
import { RecipeSearch, filterRecipes } from './recipe-search';
import { loadFailure } from '../../lib/load-state';
import { Trans, useLingui } from '@lingui/react/macro';

const VIEW = 'recipes-view';
const PHONE_QUERY = '(max-width: 768px)';

function isRecipeType(value: string | undefined): value is RecipeType {
  return (RECIPE_TYPE_KEYS as readonly string[]).includes(value ?? '');
}

/** /recipes/{type} (spec 2 §2 Recipes): store selector, search, and an accordion of the store's recipes. */
export function RecipeTypePage() {
  const { type } = useParams();
  const { t, i18n } = useLingui();
  const valid = isRecipeType(type);
  const label = valid ? i18n._(RECIPE_TYPE_LABELS[type]) : t`Recipes`;
  useDocumentTitle(t`${label} · Dripp Portal`);
  const page = useStorePage(VIEW);
  const list = useRecipes(valid ? type : null, page.storeId, page.canView && page.storeId != null);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Recipe | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);

  if (!valid) return <NotFoundPage />;
  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const recipes = filterRecipes(list.data ?? [], query);
  const loading = page.isLoading || (page.storeId != null && list.isPending);

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={label}
        permission={VIEW}
        storeId={page.storeId}
        onStoreChange={page.setStoreId}
        actions={<RecipeSearch value={query} onChange={setQuery} />}
      />
      {(type === 'batch-recipes' || DRINK_RECIPE_TYPES.includes(type)) && (
        <Anchor
          component={Link}
          to={type === 'batch-recipes' ? paths.batchRecipes.href() : paths.drinkRecipes.href()}
          fw={600}
          size="sm"
          w="fit-content"
        >
          <Group gap={4} component="span">
            {type === 'batch-recipes' ? t`All batch recipe cards` : t`Find any drink`} <IconArrowRight size={14} />
          </Group>
        </Anchor>
      )}
      {loading ? (
        <Stack gap="xs" role="status" aria-label={t`Loading`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={52} radius="md" />
          ))}
        </Stack>
      ) : loadFailure(page.storesLoad, list) ? (
        <LoadFailed failure={loadFailure(page.storesLoad, list)!} />
      ) : recipes.length === 0 ? (
        <EmptyCard>
          <Trans>No Recipes found</Trans>
        </EmptyCard>
      ) : (
        <Accordion variant="separated" radius="md" chevronPosition="right" aria-label={t`${label} recipes`}>
          {recipes.map((recipe) => (
            <Accordion.Item key={recipe.id} value={String(recipe.id)}>
              <Accordion.Control>
                <Text fw={600} c="espresso.9">
                  <ChainText record={recipe} field="name" />
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <RecipeBody recipe={recipe} />
                  <Group justify="flex-end">
                    <Anchor component="button" type="button" fw={600} onClick={() => setExpanded(recipe)}>
                      <Group gap={4} component="span">
                        <IconArrowsMaximize size={16} /> <Trans>Expand</Trans>
                      </Group>
                    </Anchor>
                  </Group>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Modal
        opened={expanded !== null}
        onClose={() => setExpanded(null)}
        title={expanded?.name}
        size="xl"
        fullScreen={phone}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {expanded && <RecipeBody recipe={expanded} columns={1} />}
      </Modal>
    </Stack>
  );
}
