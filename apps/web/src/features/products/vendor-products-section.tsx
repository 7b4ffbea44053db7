import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCategory, IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import type { VendorProductsQuery } from '@dripp/contract/products';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { usePermissions } from '../../lib/permissions';
import { useVendorProducts } from './api/get-vendor-products';
import { ProductGroups } from './product-groups';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

type Flag = '0' | '1';

/**
 * The vendor detail's filters (spec 2 §4), kept in the address as ?activeC=&activeP=: activeC 1
 * hides deactivated categories, 0 shows all; activeP 1 hides deactivated items, empty shows all.
 * Without either parameter the default applies: active categories and active items.
 */
export function readProductFilter(search: URLSearchParams): VendorProductsQuery {
  const activeC: Flag = search.get('activeC') === '0' ? '0' : '1';
  const rawP = search.get('activeP');
  const activeP: Flag | undefined = rawP === null ? '1' : rawP === '1' || rawP === '0' ? rawP : undefined;
  return { activeC, activeP };
}

/** The four buttons of spec 2 §2 and what each does (spec 2 §4). */
export function filterAfter(
  button: 'showDeactivatedCategories' | 'showActiveCategories' | 'showDeactivatedItems' | 'hideDeactivatedItems',
  current: VendorProductsQuery,
): VendorProductsQuery {
  switch (button) {
    case 'showDeactivatedCategories':
      return { activeC: '0', activeP: undefined };
    case 'showActiveCategories':
      return { activeC: '1', activeP: '1' };
    case 'showDeactivatedItems':
      return { activeC: current.activeC, activeP: undefined };
    case 'hideDeactivatedItems':
      return { activeC: current.activeC, activeP: '1' };
  }
}

/** Products of a vendor grouped by category, for /admin/vendors/{id} (spec 2 §2 Vendors). */
export function VendorProductsSection({ vendorId }: { vendorId: number }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const [search, setSearch] = useSearchParams();
  const filter = readProductFilter(search);
  const products = useVendorProducts(vendorId, filter);
  const groups = products.isError ? [] : (products.data ?? []);
  const listFailure = loadFailure(products);

  const apply = (button: Parameters<typeof filterAfter>[0]) => {
    const next = filterAfter(button, filter);
    const params = new URLSearchParams(search);
    params.set('activeC', next.activeC ?? '1');
    params.set('activeP', next.activeP ?? '');
    setSearch(params, { replace: true });
  };

  const categoriesShown = filter.activeC === '0';
  const itemsFiltered = filter.activeP === '1';
  const categoriesText = categoriesShown ? t`All categories` : t`Active categories`;
  const itemsText = itemsFiltered ? t`active items` : filter.activeP === '0' ? t`deactivated items` : t`all items`;

  return (
    <Stack gap="md">
      <Card padding="lg">
        <Group justify="space-between" align="center" gap="sm" mb="md">
          <Stack gap={0}>
            <Title order={2} size="h4" c="espresso.9">
              <Trans>Products</Trans>
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {categoriesText}, {itemsText}
            </Text>
          </Stack>
          <Group gap="xs">
            {can('categories-create') && (
              <Button
                variant="light"
                size="sm"
                component={Link}
                to={`${paths.adminCategory.href('new')}?vendorId=${vendorId}`}
                leftSection={<IconPlus size={16} />}
              >
                <Trans>Add Category</Trans>
              </Button>
            )}
            {can('products-create') && (
              <Button
                size="sm"
                component={Link}
                to={paths.adminProductForVendor.href('new', vendorId)}
                leftSection={<IconPlus size={16} />}
              >
                <Trans>Add Product</Trans>
              </Button>
            )}
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          {categoriesShown ? (
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconCategory size={16} />}
              onClick={() => apply('showActiveCategories')}
            >
              <Trans>Show Active Categories</Trans>
            </Button>
          ) : (
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconCategory size={16} />}
              onClick={() => apply('showDeactivatedCategories')}
            >
              <Trans>Show Deactivated Categories</Trans>
            </Button>
          )}
          {itemsFiltered ? (
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconEye size={16} />}
              onClick={() => apply('showDeactivatedItems')}
            >
              <Trans>Show Deactivated Items</Trans>
            </Button>
          ) : (
            <Button
              variant="default"
              size="compact-md"
              leftSection={<IconEyeOff size={16} />}
              onClick={() => apply('hideDeactivatedItems')}
            >
              <Trans>Hide Deactivated Items</Trans>
            </Button>
          )}
        </Group>
      </Card>
      {listFailure ? (
        <LoadFailed failure={listFailure} />
      ) : products.isPending ? (
        <Stack gap="md" role="status" aria-label={t`Loading products`}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : (
        <ProductGroups groups={groups} withCategoryActions emptyText={t`No products found`} />
      )}
    </Stack>
  );
}
