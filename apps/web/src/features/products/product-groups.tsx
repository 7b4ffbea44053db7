import type { ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCopy, IconEye, IconEyeOff, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product, ProductCategoryGroup } from '@dripp/contract/products';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { money } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useCloneProduct } from './api/clone-product';
import { useDeleteProduct } from './api/delete-product';
import { useSetCategoryActive } from '../../lib/api/set-category-active';
import { useSetProductActive } from './api/set-product-active';
import './products.css';

function Thumb({ product }: { product: Product }) {
  const { t } = useLingui();
  if (!product.file) {
    return (
      <div className="dripp-product-thumb-empty" role="img" aria-label={t`No image`}>
        <IconPhoto size={20} stroke={1.4} />
      </div>
    );
  }
  return <img className="dripp-product-thumb" src={product.file} alt={product.description} loading="lazy" />;
}

interface ProductActionsProps {
  product: Product;
  withDelete: boolean;
}

function ProductActions({ product, withDelete }: ProductActionsProps) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const clone = useCloneProduct();
  const setActive = useSetProductActive();
  const remove = useDeleteProduct();
  const active = product.active === '1';
  const name = product.item_no ? `${product.item_no} ${product.description}` : product.description;

  const copy = () =>
    clone.mutate(product.id, {
      onSuccess: (copyOf) => {
        notifySuccess(t`Successfully cloned Product`);
        navigate(paths.adminProductForVendor.href(copyOf.id, product.vendor_id));
      },
    });

  const toggle = () =>
    setActive.mutate(
      { id: product.id, active: !active },
      {
        onSuccess: () =>
          notifySuccess(active ? t`Successfully deactivated Product` : t`Successfully activated Product`),
      },
    );

  const destroy = () =>
    confirmDelete({
      title: t`Delete product`,
      message: t`Are you sure you want to delete this Product?`,
      onConfirm: () => remove.mutate(product.id, { onSuccess: () => notifySuccess(t`Successfully deleted Product`) }),
    });

  return (
    <Group gap={6} wrap="nowrap">
      {can('products-edit') && (
        <Tooltip label={t`Edit`}>
          <ActionIcon
            size={30}
            variant="light"
            component={Link}
            // Spec 2 §2: the product list's Edit is /admin/products/{id}.
            to={paths.adminProduct.href(product.id)}
            aria-label={t`Edit ${name}`}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {can('products-create') && (
        <Tooltip label={t`Copy`}>
          <ActionIcon
            size={30}
            variant="light"
            color="gray"
            onClick={copy}
            loading={clone.isPending}
            aria-label={t`Copy ${name}`}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {can('products-edit') && (
        <Tooltip label={active ? t`Deactivate` : t`Activate`}>
          <ActionIcon
            size={30}
            variant="light"
            color={active ? 'orange' : 'teal'}
            onClick={toggle}
            loading={setActive.isPending}
            aria-label={active ? t`Deactivate ${name}` : t`Activate ${name}`}
          >
            {active ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
      {withDelete && !active && can('products-delete') && (
        <Tooltip label={t`Delete`}>
          <ActionIcon
            size={30}
            variant="light"
            color="red"
            onClick={destroy}
            loading={remove.isPending}
            aria-label={t`Delete ${name}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

function DeactivatedBadge() {
  return (
    <Badge color="gray" variant="outline" size="xs" ml={6}>
      <Trans>Deactivated</Trans>
    </Badge>
  );
}

function ProductsTable({ products, withDelete, label }: { products: Product[]; withDelete: boolean; label: string }) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>
              <Trans>Image</Trans>
            </Table.Th>
            <Table.Th w={110}>
              <Trans>Item #</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Description</Trans>
            </Table.Th>
            <Table.Th w={90} ta="right">
              <Trans>Cost</Trans>
            </Table.Th>
            <Table.Th w={90} ta="right">
              <Trans>Retail</Trans>
            </Table.Th>
            <Table.Th w={120}>
              <Trans>U/M</Trans>
            </Table.Th>
            <Table.Th w={150}>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id} className="dripp-product-row" data-inactive={product.active === '0'}>
              <Table.Td>
                <Thumb product={product} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{product.item_no || '—'}</Table.Td>
              <Table.Td>
                {product.description}
                {product.active === '0' && <DeactivatedBadge />}
              </Table.Td>
              <Table.Td className="dripp-money">{money(product.cost)}</Table.Td>
              <Table.Td className="dripp-money">{money(product.retail)}</Table.Td>
              <Table.Td>{product.um || '—'}</Table.Td>
              <Table.Td className="dripp-product-actions">
                <ProductActions product={product} withDelete={withDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A product card's item number, unit, cost and retail. */
function CardFacts({ product }: { product: Product }) {
  const item = product.item_no || '—';
  const unit = product.um || '—';
  return (
    <>
      <Text size="xs" c="dimmed">
        <Trans>
          Item # {item} · U/M {unit}
        </Trans>
      </Text>
      <SimpleGrid cols={2} spacing={4} mt={4}>
        <Text size="sm">
          <Text span c="dimmed" size="xs">
            <Trans>Cost</Trans>{' '}
          </Text>
          {money(product.cost)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="xs">
            <Trans>Retail</Trans>{' '}
          </Text>
          {money(product.retail)}
        </Text>
      </SimpleGrid>
    </>
  );
}

function ProductCards({ products, withDelete, label }: { products: Product[]; withDelete: boolean; label: string }) {
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {products.map((product) => (
        <Card
          key={product.id}
          role="listitem"
          padding="sm"
          shadow="none"
          className="dripp-product-card"
          data-inactive={product.active === '0'}
        >
          <Group wrap="nowrap" align="flex-start" gap="sm" className="dripp-product-card-body">
            <Thumb product={product} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm">
                {product.description}
                {product.active === '0' && <DeactivatedBadge />}
              </Text>
              <CardFacts product={product} />
            </Stack>
          </Group>
          <Box mt="sm">
            <ProductActions product={product} withDelete={withDelete} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

function CategoryActions({ group }: { group: ProductCategoryGroup }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const setActive = useSetCategoryActive();
  const { category } = group;
  if (category.id === 0 || !can('categories-edit')) return null;
  const active = category.deleted_at == null;
  const name = category.name;
  return (
    <Group gap={6}>
      <Button
        size="compact-sm"
        variant="subtle"
        component={Link}
        to={paths.adminCategory.href(category.id)}
        leftSection={<IconPencil size={14} />}
        aria-label={t`Edit category ${name}`}
      >
        <Trans>Edit</Trans>
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color={active ? 'orange' : 'teal'}
        loading={setActive.isPending}
        leftSection={active ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        onClick={() =>
          setActive.mutate(
            { id: category.id, active: !active },
            {
              onSuccess: () =>
                notifySuccess(active ? t`Successfully deactivated Category` : t`Successfully activated Category`),
            },
          )
        }
        aria-label={active ? t`Deactivate category ${name}` : t`Activate category ${name}`}
      >
        {active ? t`Deactivate` : t`Activate`}
      </Button>
    </Group>
  );
}

export interface ProductGroupsProps {
  groups: ProductCategoryGroup[];
  /** The vendor detail shows Edit and Activate/Deactivate for each category (spec 2 §2). */
  withCategoryActions?: boolean;
  /** The products admin offers Delete on deactivated products (spec 2 §4). */
  withDelete?: boolean;
  emptyText: ReactNode;
}

/** One card per category with its products: a table on wide screens, cards on phones. */
export function ProductGroups({
  groups,
  withCategoryActions = false,
  withDelete = false,
  emptyText,
}: ProductGroupsProps) {
  const { t } = useLingui();
  const visible = groups.filter(
    (group) => group.products.length > 0 || (withCategoryActions && group.category.id !== 0),
  );
  if (visible.length === 0) {
    return (
      <Card padding="xl">
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      {visible.map((group) => {
        const inactive = group.category.deleted_at != null;
        const categoryName = group.category.name;
        const count = group.products.length;
        const label = t`Products in ${categoryName}`;
        return (
          <Card key={group.category.id} padding="lg" className="dripp-category-card" data-inactive={inactive}>
            <Group justify="space-between" align="center" mb="sm" gap="xs">
              <Group gap="xs" align="center">
                <Title order={3} size="h4" c="espresso.9">
                  {group.category.name}
                </Title>
                <Badge variant="light" color="gray" size="sm">
                  {t`${plural(count, { one: '# item', other: '# items' })}`}
                </Badge>
                {inactive && (
                  <Badge variant="light" color="orange" size="sm">
                    <Trans>Deactivated category</Trans>
                  </Badge>
                )}
              </Group>
              {withCategoryActions && <CategoryActions group={group} />}
            </Group>
            {group.products.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No items in this category</Trans>
              </Text>
            ) : (
              <>
                <Box visibleFrom="sm">
                  <ProductsTable products={group.products} withDelete={withDelete} label={label} />
                </Box>
                <Box hiddenFrom="sm">
                  <ProductCards products={group.products} withDelete={withDelete} label={label} />
                </Box>
              </>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
