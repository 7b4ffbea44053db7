import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import {
  GLOBAL_STORE_ID,
  RECIPE_NAME_MAX,
  RECIPE_TYPE_KEYS,
  RECIPE_TYPE_LABELS,
  type Recipe,
  type RecipeType,
} from '@dripp/contract/recipes';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { NamedSortableRow } from '../../components/named-sortable-row';
import { PageHeader } from '../../components/page-header';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SortableList } from '../../components/sortable-list';
import { useActiveStore } from '../../lib/active-store';
import { useStoresManagers } from '../../lib/api/get-stores-managers';
import { storeLabel } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useCreateRecipe } from './api/create-recipe';
import { useDeleteRecipe } from './api/delete-recipe';
import { recipesQuery, useRecipes } from './api/get-recipes';
import { useMoveRecipe } from './api/move-recipe';
import { loadFailure } from '../../lib/load-state';
import { Trans, useLingui } from '@lingui/react/macro';

function NewRecipeForm({ type, storeId }: { type: RecipeType; storeId: number }) {
  const { t } = useLingui();
  const create = useCreateRecipe();
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [formKey, setFormKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Saved only with a non-empty trimmed name (spec 2 §5).
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), content, type, store_id: storeId === GLOBAL_STORE_ID ? null : storeId },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully saved new Recipe`);
          setName('');
          setContent('');
          setFormKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <Card padding="lg" component="form" onSubmit={submit}>
      <Stack gap="md">
        <Text fw={700} c="espresso.9">
          <Trans>New recipe</Trans>
        </Text>
        <TextInput
          label={t`Name`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={RECIPE_NAME_MAX}
          withAsterisk
        />
        <RichTextEditor key={formKey} label={t`Recipe`} value={content} onChange={setContent} minHeight={140} />
        <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} />} w="fit-content">
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /admin/recipes (spec 2 §2 Recipes admin): store (Global first for corporate users, where they
 * start), type, the ordered list of that scope with edit and remove, and a new-recipe form.
 */
export function RecipesAdminPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Recipes · Admin · Dripp Portal`);
  const { can, isCorporate } = usePermissions();
  const allowed = can('recipes-edit');
  const stores = useStoresManagers();
  const [activeStore] = useActiveStore();
  const permitted = (stores.data ?? []).filter((entry) => can('recipes-edit', entry.store.id));
  const options = [
    ...(isCorporate ? [{ value: String(GLOBAL_STORE_ID), label: t`Global` }] : []),
    ...permitted.map((entry) => ({ value: String(entry.store.id), label: storeLabel(entry.store) })),
  ];
  const [chosenStore, setChosenStore] = useState<number | null>(null);
  const fallbackStore = isCorporate
    ? GLOBAL_STORE_ID
    : (permitted.find((entry) => entry.store.id === activeStore)?.store.id ?? permitted[0]?.store.id ?? null);
  const storeId = chosenStore ?? fallbackStore;
  const [type, setType] = useState<RecipeType>('espresso-bar');
  const list = useRecipes(type, storeId, allowed && storeId != null);
  const move = useMoveRecipe();
  const remove = useDeleteRecipe();
  const client = useQueryClient();

  if (!allowed) return <Forbidden />;

  // The list of one scope: the global recipes, or the chosen store's own.
  const scope = storeId === GLOBAL_STORE_ID ? null : storeId;
  const recipes = (list.data ?? []).filter((r) => r.store_id === scope);
  const canDelete = can('recipes-delete', scope);
  const typeLabel = i18n._(RECIPE_TYPE_LABELS[type]);

  const onMove = (item: Recipe, newIndex: number, reordered: Recipe[]) => {
    if (storeId == null) return;
    const others = (list.data ?? []).filter((r) => r.store_id !== scope);
    client.setQueryData(recipesQuery(type, storeId).queryKey, [...others, ...reordered]);
    move.mutate(
      { type, id: item.id, newIndex },
      { onSuccess: () => notifySuccess(t`Successfully changed order of Recipes`) },
    );
  };

  const onDelete = (item: Recipe) =>
    confirmDelete({
      message: t`Are you sure you want to delete this Recipe?`,
      onConfirm: () => remove.mutate(item.id, { onSuccess: () => notifySuccess(t`Successfully removed Recipe`) }),
    });

  return (
    <Stack gap={0} maw={1040}>
      <PageHeader title={t`Recipes`} />
      <Stack gap="lg">
        <Card padding="lg">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {stores.isPending ? (
              <Skeleton height={36} width={240} role="status" aria-label={t`Loading stores`} />
            ) : (
              <Select
                label={t`Store`}
                data={options}
                value={storeId == null ? null : String(storeId)}
                onChange={(value) => value && setChosenStore(Number(value))}
                searchable={options.length > 8}
                nothingFoundMessage={t`No stores`}
                w={{ base: '100%', xs: 260 }}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Select
              label={t`Recipe type`}
              data={RECIPE_TYPE_KEYS.map((value) => ({ value, label: i18n._(RECIPE_TYPE_LABELS[value]) }))}
              value={type}
              onChange={(value) => value && setType(value as RecipeType)}
              allowDeselect={false}
              w={{ base: '100%', xs: 220 }}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        </Card>
        <Card padding="lg">
          {storeId == null && !stores.isPending ? (
            <Text c="dimmed" ta="center" py="lg">
              <Trans>No store to choose.</Trans>
            </Text>
          ) : list.isPending || stores.isPending ? (
            <Stack gap="xs" role="status" aria-label={t`Loading`}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Stack>
          ) : loadFailure(list) ? (
            <LoadFailed failure={loadFailure(list)!} />
          ) : recipes.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              <Trans>No recipes found</Trans>
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed" mb="xs">
                <Trans>
                  Drag a recipe by its handle to change the order (or focus the handle and use Space and the arrow
                  keys).
                </Trans>
              </Text>
              <SortableList
                items={recipes}
                noun="recipe"
                label={t`${typeLabel} recipes`}
                itemLabel={(r) => r.name}
                sortable
                onMove={onMove}
                renderRow={(item, row) => (
                  <NamedSortableRow
                    row={row}
                    name={item.name}
                    editHref={paths.adminRecipe.href(item.id)}
                    onRemove={canDelete ? () => onDelete(item) : undefined}
                  />
                )}
              />
            </>
          )}
        </Card>
        {storeId != null && can('recipes-create', scope) && <NewRecipeForm type={type} storeId={storeId} />}
      </Stack>
    </Stack>
  );
}
