import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Category } from '@dripp/contract/categories';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AdminVendorSelect } from '../../components/admin-vendor-select';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { PageHeader } from '../../components/page-header';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useDeleteCategory } from './api/delete-category';
import { useVendorCategories } from './api/get-vendor-categories';
import { useActiveVendors } from '../../lib/api/get-active-vendors';
import { useSetCategoryActive } from '../../lib/api/set-category-active';
import { useActiveFlag, useAdminVendor } from '../../lib/use-admin-vendor';
import './categories.css';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

function CategoryActions({ category }: { category: Category }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const name = category.name;
  const setActive = useSetCategoryActive();
  const remove = useDeleteCategory();
  const active = category.deleted_at == null;

  const toggle = () =>
    setActive.mutate(
      { id: category.id, active: !active },
      {
        onSuccess: () =>
          notifySuccess(active ? t`Successfully deactivated Category` : t`Successfully activated Category`),
      },
    );

  const destroy = () =>
    confirmDelete({
      title: t`Delete ${name}`,
      message: t`This will completely remove the category with all products.`,
      onConfirm: () => remove.mutate(category.id, { onSuccess: () => notifySuccess(t`Successfully deleted Category`) }),
    });

  return (
    <Group gap={6} wrap="wrap">
      {can('categories-edit') && (
        <Button
          size="compact-sm"
          variant="light"
          component={Link}
          to={paths.adminCategory.href(category.id)}
          leftSection={<IconPencil size={14} />}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </Button>
      )}
      {can('categories-edit') && (
        <Button
          size="compact-sm"
          variant="light"
          color={active ? 'orange' : 'teal'}
          onClick={toggle}
          loading={setActive.isPending}
          leftSection={active ? <IconEyeOff size={14} /> : <IconEye size={14} />}
          aria-label={active ? t`Deactivate ${name}` : t`Activate ${name}`}
        >
          {active ? t`Deactivate` : t`Activate`}
        </Button>
      )}
      {can('categories-delete') && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={destroy}
          loading={remove.isPending}
          leftSection={<IconTrash size={14} />}
          aria-label={t`Delete ${name}`}
        >
          <Trans>Delete</Trans>
        </Button>
      )}
    </Group>
  );
}

function StatusBadge({ category }: { category: Category }) {
  return category.deleted_at == null ? (
    <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" size="sm" style={{ flexShrink: 0 }}>
      <Trans>Deactivated</Trans>
    </Badge>
  );
}

function CategoryList({ categories, emptyText }: { categories: Category[]; emptyText: string }) {
  const { t } = useLingui();
  if (categories.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      <Table className="dripp-category-table" verticalSpacing="sm" highlightOnHover aria-label={t`Categories`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th w={140}>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th w={320}>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => (
            <Table.Tr key={category.id} className="dripp-category-row" data-inactive={category.deleted_at != null}>
              <Table.Td fw={600}>{category.name}</Table.Td>
              <Table.Td>
                <StatusBadge category={category} />
              </Table.Td>
              <Table.Td>
                <CategoryActions category={category} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <div className="dripp-category-cards" role="list" aria-label={t`Categories`}>
        {categories.map((category) => (
          <Card
            key={category.id}
            role="listitem"
            padding="md"
            shadow="none"
            className="dripp-category-item"
            data-inactive={category.deleted_at != null}
          >
            <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="nowrap">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {category.name}
              </Text>
              <StatusBadge category={category} />
            </Group>
            <CategoryActions category={category} />
          </Card>
        ))}
      </div>
    </>
  );
}

/** /admin/categories (spec 2 §2 Categories): a vendor's active or deactivated product categories. */
export function CategoriesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Categories · Dripp Portal`);
  const { can } = usePermissions();
  const vendors = useActiveVendors(can('categories-view') && can('vendors-view'));
  const vendorList = vendors.isError ? [] : (vendors.data ?? []);
  const [vendorId, chooseVendor] = useAdminVendor(vendorList, vendors.isFetching);
  const [active, toggle] = useActiveFlag('active', vendorId);
  const categories = useVendorCategories(vendorId, active);
  const rows = categories.isError ? [] : (categories.data ?? []);
  const listFailure = loadFailure(vendors, vendorId != null && categories);

  if (!can('categories-view')) return <Forbidden />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Categories`}
        actions={
          can('categories-create') && (
            <Button
              component={Link}
              to={`${paths.adminCategory.href('new')}${vendorId != null ? `?vendorId=${vendorId}` : ''}`}
              leftSection={<IconPlus size={16} />}
            >
              <Trans>Add Category</Trans>
            </Button>
          )
        }
      />
      <Card padding="lg">
        <Group justify="space-between" align="flex-end" gap="md" mb="lg">
          <AdminVendorSelect
            vendors={vendorList}
            loading={vendors.isPending}
            vendorId={vendorId}
            onChange={chooseVendor}
          />
          <Button
            variant="default"
            onClick={toggle}
            disabled={vendorId == null}
            leftSection={active === '1' ? <IconEye size={16} /> : <IconEyeOff size={16} />}
          >
            {active === '1' ? t`Show Deactivated Categories` : t`Hide Deactivated Categories`}
          </Button>
        </Group>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : vendorId == null && !vendors.isPending ? (
          <Text c="dimmed" ta="center" py="md">
            <Trans>No vendors found</Trans>
          </Text>
        ) : categories.isPending ? (
          <Stack gap="sm" role="status" aria-label={t`Loading categories`}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : (
          <CategoryList
            categories={rows}
            emptyText={active === '1' ? t`No categories found` : t`No deactivated categories`}
          />
        )}
      </Card>
    </Stack>
  );
}
