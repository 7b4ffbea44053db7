import type { PermissionKey } from '@dripp/contract/permissions';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RetailScoreCategory } from '@dripp/contract/evaluations';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { TrashedToggle, useSoftDeleteList } from '../../components/soft-delete-list';
import { TableOrCards } from '../../components/table-or-cards';
import { displayDate } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useCategories } from './api/get-categories';
import { itemCount } from './category-fields';
import { useChangeCategoryState, type CategoryAction } from './api/remove-category';
import classes from './evaluations.module.css';

const CATEGORY_PERMISSIONS: PermissionKey[] = [
  'retail-score-categories-create',
  'retail-score-categories-edit',
  'retail-score-categories-delete',
];

type CategoryList = ReturnType<typeof useSoftDeleteList<RetailScoreCategory>>;

/** A category's buttons: Edit and Delete, or in the trash Restore and Delete for good. */
function CategoryActions({ category, list }: { category: RetailScoreCategory; list: CategoryList }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const { trashed, busy } = list;
  const name = category.name;
  return (
    <Group gap={6} wrap="wrap">
      {trashed ? (
        <>
          {can('retail-score-categories-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRestore size={14} />}
              loading={busy(category.id)}
              onClick={() => list.restore(category)}
              aria-label={t`Restore ${name}`}
            >
              <Trans>Restore</Trans>
            </Button>
          )}
          {can('retail-score-categories-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={busy(category.id)}
              aria-label={t`Delete ${name} permanently`}
              onClick={() => list.remove(category)}
            >
              <Trans>Delete</Trans>
            </Button>
          )}
        </>
      ) : (
        <>
          {can('retail-score-categories-edit') && (
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={paths.retailScoreCategoryEdit.href(category.id)}
              leftSection={<IconPencil size={14} />}
              aria-label={t`Edit ${name}`}
            >
              <Trans>Edit</Trans>
            </Button>
          )}
          {can('retail-score-categories-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              leftSection={<IconTrash size={14} />}
              loading={busy(category.id)}
              onClick={() => list.deactivate(category)}
              aria-label={t`Delete ${name}`}
            >
              <Trans>Delete</Trans>
            </Button>
          )}
        </>
      )}
    </Group>
  );
}

/** /retail-score-categories (spec 3 §2.6): active categories, or the trash with Restore and Delete. */
export function ScoreCategoriesPage() {
  const { t } = useLingui();
  const { can, canAny } = usePermissions();
  const change = useChangeCategoryState();
  const run = (action: CategoryAction) => (category: RetailScoreCategory) =>
    change.mutateAsync({ id: category.id, action }).then(() => undefined);
  const list = useSoftDeleteList<RetailScoreCategory>({
    deactivate: { run: run('trash'), success: t`Successfully deleted category` },
    restore: { run: run('restore'), success: t`Category restored` },
    remove: {
      confirm: { title: t`Delete Category`, message: () => t`Are you sure you want to delete this Category?` },
      run: run('force-delete'),
      success: t`Category deleted`,
    },
  });
  const { trashed } = list;
  useDocumentTitle(
    trashed ? t`Retail Score Categories (trash) · Dripp Portal` : t`Retail Score Categories · Dripp Portal`,
  );
  const allowed = canAny(CATEGORY_PERMISSIONS);
  const categories = useCategories(trashed, allowed);

  if (!allowed) return <Forbidden />;

  const rows = categories.isError ? [] : (categories.data ?? []);

  const actions = (category: RetailScoreCategory) => <CategoryActions category={category} list={list} />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <Trans>Retail Score Categories</Trans>
            {trashed && (
              <Badge color="orange" variant="light" size="lg">
                <Trans>Trash</Trans>
              </Badge>
            )}
          </Group>
        }
        actions={
          <>
            <TrashedToggle
              trashed={trashed}
              onToggle={list.toggle}
              labels={{ showTrashed: t`Show Trashed`, showActive: t`Show Active` }}
              icons
            />
            {can('retail-score-categories-create') && (
              <Button component={Link} to={paths.retailScoreCategoryCreate.href()} leftSection={<IconPlus size={16} />}>
                <Trans>Create Categories</Trans>
              </Button>
            )}
          </>
        }
      />
      {loadFailure(categories) ? (
        <LoadFailed failure={loadFailure(categories)!} message={t`Could not get categories.`} />
      ) : categories.isPending ? (
        <LoadingCard label={t`Loading categories`} />
      ) : rows.length === 0 ? (
        <EmptyCard>{trashed ? t`No categories in the trash` : t`No categories found`}</EmptyCard>
      ) : (
        <TableOrCards
          label={t`Retail score categories`}
          table={
            <Table verticalSpacing="sm" striped highlightOnHover aria-label={t`Retail score categories`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>#</Table.Th>
                  <Table.Th>
                    <Trans>Name</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Items</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Created On</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Actions</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((category, index) => (
                  <Table.Tr key={category.id}>
                    <Table.Td className={classes.number}>{index + 1}</Table.Td>
                    <Table.Td fw={600}>{category.name}</Table.Td>
                    <Table.Td className={classes.number}>{category.retail_score_category_items.length}</Table.Td>
                    <Table.Td>{displayDate(category.created_at.date.slice(0, 10))}</Table.Td>
                    <Table.Td>{actions(category)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          }
          cards={rows.map((category, index) => {
            const createdOn = displayDate(category.created_at.date.slice(0, 10));
            return (
              <Card key={category.id} padding="md" role="listitem">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700}>
                    {index + 1}. {category.name}
                  </Text>
                  <Badge variant="light" color="gray" style={{ flex: '0 0 auto' }}>
                    {itemCount(category.retail_score_category_items.length)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  <Trans>Created On {createdOn}</Trans>
                </Text>
                <Group mt="sm">{actions(category)}</Group>
              </Card>
            );
          })}
        />
      )}
    </Stack>
  );
}
