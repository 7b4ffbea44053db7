import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconArchive, IconEye, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { vendorEmails, type Vendor } from '@dripp/contract/vendors';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { PageHeader } from '../../components/page-header';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useDeleteVendor } from './api/delete-vendor';
import { useVendors } from './api/get-vendors';
import { useSetVendorActive } from './api/set-vendor-active';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

interface Column {
  key: string;
  label: string;
  render: (vendor: Vendor) => ReactNode;
}

function cityState(vendor: Vendor): string {
  return [vendor.city, vendor.state].filter(Boolean).join(', ') || '—';
}

/** /admin/vendors (spec 2 §2 Vendors): active vendors, or the deactivated ones with restore and delete. */
export function VendorsPage() {
  const { can } = usePermissions();
  const [search, setSearch] = useSearchParams();
  const trashed = search.get('trashed') === '1';
  useDocumentTitle(`${trashed ? 'Deactivated Vendors' : 'Vendors'} · Dripp Portal`);
  const vendors = useVendors(trashed, can('vendors-view'));
  const setActive = useSetVendorActive();
  const remove = useDeleteVendor();

  if (!can('vendors-view')) return <Forbidden />;

  const rows = vendors.isError ? [] : (vendors.data ?? []);
  const listFailure = loadFailure(vendors);
  const busy = (id: number) =>
    (setActive.isPending && setActive.variables?.id === id) || (remove.isPending && remove.variables === id);

  const deactivate = (vendor: Vendor) =>
    modals.openConfirmModal({
      title: 'Deactivate vendor',
      children: (
        <Text size="sm">Deactivate {vendor.name}? Stores can no longer order from it until it is restored.</Text>
      ),
      onConfirm: () =>
        setActive.mutate(
          { id: vendor.id, active: false },
          { onSuccess: () => notifySuccess('Successfully deactivated Vendor') },
        ),
    });

  const restore = (vendor: Vendor) =>
    setActive.mutate(
      { id: vendor.id, active: true },
      { onSuccess: () => notifySuccess('Successfully restored Vendor') },
    );

  const destroy = (vendor: Vendor) =>
    modals.openConfirmModal({
      title: 'Delete vendor',
      children: (
        <Text size="sm">
          Are you sure you want to delete this Vendor? {vendor.name} and all its categories and products will be removed
          for good.
        </Text>
      ),
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(vendor.id, { onSuccess: () => notifySuccess('Successfully deleted Vendor') }),
    });

  const actions = (vendor: Vendor) => (
    <Group gap={6} wrap="wrap">
      {trashed ? (
        <>
          {can('vendors-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRestore size={14} />}
              onClick={() => restore(vendor)}
              loading={busy(vendor.id)}
            >
              Restore
            </Button>
          )}
          {can('vendors-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => destroy(vendor)}
              disabled={busy(vendor.id)}
            >
              Delete
            </Button>
          )}
        </>
      ) : (
        <>
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={paths.adminVendor.href(vendor.id)}
            leftSection={<IconEye size={14} />}
            aria-label={`View ${vendor.name}`}
          >
            View
          </Button>
          {can('vendors-edit') && (
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={paths.adminVendorEdit.href(vendor.id)}
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${vendor.name}`}
            >
              Edit
            </Button>
          )}
          {can('vendors-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              leftSection={<IconArchive size={14} />}
              onClick={() => deactivate(vendor)}
              loading={busy(vendor.id)}
              aria-label={`Deactivate ${vendor.name}`}
            >
              Deactivate
            </Button>
          )}
        </>
      )}
    </Group>
  );

  const columns: Column[] = [
    {
      key: 'name',
      label: 'Name',
      render: (vendor) => (
        <Anchor component={Link} to={paths.adminVendor.href(vendor.id)} fw={600}>
          {vendor.name}
        </Anchor>
      ),
    },
    { key: 'accountNo', label: 'Account #', render: (vendor) => vendor.accountNo },
    { key: 'salesContact', label: 'Sales Contact', render: (vendor) => vendor.salesContact },
    { key: 'phone', label: 'Phone', render: (vendor) => <span style={{ whiteSpace: 'nowrap' }}>{vendor.phone}</span> },
    {
      key: 'email',
      label: 'Email',
      render: (vendor) => (
        <Stack gap={0}>
          {vendorEmails(vendor.email).map((address) => (
            <Text key={address} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {address}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'city', label: 'City', render: cityState },
    {
      key: 'actions',
      label: 'Actions',
      render: (vendor) => actions(vendor),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            Vendors
            {trashed && (
              <Badge color="orange" variant="light" size="lg">
                Deactivated
              </Badge>
            )}
          </Group>
        }
        actions={
          <>
            <Button
              variant="default"
              onClick={() => setSearch(trashed ? {} : { trashed: '1' }, { replace: true })}
              leftSection={trashed ? <IconEye size={16} /> : <IconArchive size={16} />}
            >
              {trashed ? 'Show Active' : 'Show Deactivated'}
            </Button>
            {can('vendors-create') && !trashed && (
              <Button component={Link} to={paths.adminVendorEdit.href('new')} leftSection={<IconPlus size={16} />}>
                Add Vendor
              </Button>
            )}
          </>
        }
      />
      {listFailure ? (
        <LoadFailed failure={listFailure} />
      ) : vendors.isPending ? (
        <LoadingCard label="Loading vendors" />
      ) : rows.length === 0 ? (
        <EmptyCard>{trashed ? 'No deactivated vendors' : 'No vendors found'}</EmptyCard>
      ) : (
        <>
          <Card padding="lg" visibleFrom="md">
            <Table
              verticalSpacing="sm"
              striped
              highlightOnHover
              aria-label={trashed ? 'Deactivated vendors' : 'Vendors'}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key}>{column.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((vendor) => (
                  <Table.Tr key={vendor.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{column.render(vendor)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Stack gap="sm" hiddenFrom="md" role="list" aria-label={trashed ? 'Deactivated vendors' : 'Vendors'}>
            {rows.map((vendor) => (
              <Card key={vendor.id} padding="md" role="listitem">
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={paths.adminVendor.href(vendor.id)} fw={700}>
                    {vendor.name}
                  </Anchor>
                  <Badge variant="light" color="gray" style={{ flex: '0 0 auto' }}>
                    {vendor.accountNo}
                  </Badge>
                </Group>
                <Text size="sm" mt={4}>
                  {vendor.salesContact} · {vendor.phone}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {vendorEmails(vendor.email).join(', ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {cityState(vendor)}
                </Text>
                <Box mt="sm">{actions(vendor)}</Box>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
