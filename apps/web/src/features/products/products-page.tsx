import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEye, IconEyeOff, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { AdminVendorSelect } from '../../components/admin-vendor-select';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Forbidden } from '../../components/forbidden';
import { PageHeader } from '../../components/page-header';
import { usePermissions } from '../../lib/permissions';
import { useActiveVendors } from '../../lib/api/get-active-vendors';
import { useVendorProducts } from './api/get-vendor-products';
import { ProductGroups } from './product-groups';
import { useActiveFlag, useAdminVendor } from '../../lib/use-admin-vendor';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

/**
 * /admin/products (spec 2 §2 Products): a vendor's products by category. The list flag is 1
 * (active items, button "Show Deactivated Items") or 0 (deactivated items, which may be deleted).
 */
export function ProductsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Products · Dripp Portal`);
  const { can } = usePermissions();
  // The selector lists vendors through GET /vendors, which needs vendors-view.
  const vendors = useActiveVendors(can('products-view') && can('vendors-view'));
  const vendorList = vendors.isError ? [] : (vendors.data ?? []);
  const [vendorId, chooseVendor] = useAdminVendor(vendorList, vendors.isFetching);
  const [activeP, toggle] = useActiveFlag('activeP', vendorId);
  const products = useVendorProducts(vendorId, { activeP });
  const groups = products.isError ? [] : (products.data ?? []);
  const listFailure = loadFailure(vendors, vendorId != null && products);

  if (!can('products-view')) return <Forbidden />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Products`}
        actions={
          vendorId != null &&
          can('products-create') && (
            <Button
              component={Link}
              to={paths.adminProductForVendor.href('new', vendorId)}
              leftSection={<IconPlus size={16} />}
            >
              <Trans>Add Product</Trans>
            </Button>
          )
        }
      />
      <Card padding="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <AdminVendorSelect
            vendors={vendorList}
            loading={vendors.isPending}
            vendorId={vendorId}
            onChange={chooseVendor}
          />
          <Group gap="sm" w={{ base: '100%', xs: 'auto' }}>
            <Button
              variant="default"
              onClick={toggle}
              disabled={vendorId == null}
              leftSection={activeP === '1' ? <IconEye size={16} /> : <IconEyeOff size={16} />}
            >
              {activeP === '1' ? t`Show Deactivated Items` : t`Hide Deactivated Items`}
            </Button>
            {vendorId != null && (
              <ExportCsvButton
                endpoint={productsEndpoints.exportVendorProducts}
                params={{ id: vendorId }}
                query={{ activeP: activeP ?? null }}
              />
            )}
          </Group>
        </Group>
        {activeP === '0' && (
          <Text size="sm" c="dimmed" mt="sm">
            <Trans>Showing deactivated items. Activate one to order it again, or delete it for good.</Trans>
          </Text>
        )}
      </Card>
      {listFailure ? (
        <LoadFailed failure={listFailure} />
      ) : vendorId == null && !vendors.isPending ? (
        <Card padding="xl">
          <Text c="dimmed" ta="center">
            <Trans>No vendors found</Trans>
          </Text>
        </Card>
      ) : products.isPending ? (
        <Stack gap="md" role="status" aria-label={t`Loading products`}>
          <Skeleton height={200} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : (
        <ProductGroups
          groups={groups}
          withDelete
          emptyText={activeP === '1' ? t`No products found` : t`No deactivated products`}
        />
      )}
    </Stack>
  );
}
