import type { ReactNode } from 'react';
import { Anchor, Badge, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArchive, IconEye, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { vendorEmails, type Vendor } from '@dripp/contract/vendors';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/page-header';
import { TrashedToggle, useSoftDeleteList } from '../../components/soft-delete-list';
import { usePermissions } from '../../lib/permissions';
import { useDeleteVendor } from './api/delete-vendor';
import { useVendors } from './api/get-vendors';
import { useSetVendorActive } from './api/set-vendor-active';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

interface Column {
  key: string;
  label: MessageDescriptor;
  render: (vendor: Vendor) => ReactNode;
}

function cityState(vendor: Vendor): string {
  return [vendor.city, vendor.state].filter(Boolean).join(', ') || '—';
}

type VendorList = ReturnType<typeof useSoftDeleteList<Vendor>>;

/** A vendor's buttons: View, Edit and Deactivate, or for a deactivated one Restore and Delete. */
function VendorActions({ vendor, list }: { vendor: Vendor; list: VendorList }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const { trashed, busy } = list;
  const name = vendor.name;
  return (
    <Group gap={6} wrap="wrap">
      {trashed ? (
        <>
          {can('vendors-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRestore size={14} />}
              onClick={() => list.restore(vendor)}
              loading={busy(vendor.id)}
            >
              <Trans>Restore</Trans>
            </Button>
          )}
          {can('vendors-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => list.remove(vendor)}
              disabled={busy(vendor.id)}
            >
              <Trans>Delete</Trans>
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
            aria-label={t`View ${name}`}
          >
            <Trans>View</Trans>
          </Button>
          {can('vendors-edit') && (
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={paths.adminVendorEdit.href(vendor.id)}
              leftSection={<IconPencil size={14} />}
              aria-label={t`Edit ${name}`}
            >
              <Trans>Edit</Trans>
            </Button>
          )}
          {can('vendors-delete') && (
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              leftSection={<IconArchive size={14} />}
              onClick={() => list.deactivate(vendor)}
              loading={busy(vendor.id)}
              aria-label={t`Deactivate ${name}`}
            >
              <Trans>Deactivate</Trans>
            </Button>
          )}
        </>
      )}
    </Group>
  );
}

/** The vendors table's columns; `actions` renders a row's buttons. */
function vendorColumns(actions: (vendor: Vendor) => ReactNode): Column[] {
  return [
    {
      key: 'name',
      label: msg`Name`,
      render: (vendor) => (
        <Anchor component={Link} to={paths.adminVendor.href(vendor.id)} fw={600}>
          {vendor.name}
        </Anchor>
      ),
    },
    { key: 'accountNo', label: msg`Account #`, render: (vendor) => vendor.accountNo },
    { key: 'salesContact', label: msg`Sales Contact`, render: (vendor) => vendor.salesContact },
    {
      key: 'phone',
      label: msg`Phone`,
      render: (vendor) => <span style={{ whiteSpace: 'nowrap' }}>{vendor.phone}</span>,
    },
    {
      key: 'email',
      label: msg`Email`,
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
    { key: 'city', label: msg`City`, render: cityState },
    {
      key: 'actions',
      label: msg`Actions`,
      render: (vendor) => actions(vendor),
    },
  ];
}

/** /admin/vendors (spec 2 §2 Vendors): active vendors, or the deactivated ones with restore and delete. */
export function VendorsPage() {
  const { t, i18n } = useLingui();
  const { can } = usePermissions();
  const setActive = useSetVendorActive();
  const remove = useDeleteVendor();
  const list = useSoftDeleteList<Vendor>({
    deactivate: {
      confirm: {
        title: t`Deactivate vendor`,
        message: ({ name }) => t`Deactivate ${name}? Stores can no longer order from it until it is restored.`,
      },
      run: (vendor) => setActive.mutateAsync({ id: vendor.id, active: false }).then(() => undefined),
      success: t`Successfully deactivated Vendor`,
    },
    restore: {
      run: (vendor) => setActive.mutateAsync({ id: vendor.id, active: true }).then(() => undefined),
      success: t`Successfully restored Vendor`,
    },
    remove: {
      confirm: {
        title: t`Delete vendor`,
        message: ({ name }) =>
          t`Are you sure you want to delete this Vendor? ${name} and all its categories and products will be removed for good.`,
      },
      run: (vendor) => remove.mutateAsync(vendor.id).then(() => undefined),
      success: t`Successfully deleted Vendor`,
    },
  });
  const { trashed } = list;
  useDocumentTitle(trashed ? t`Deactivated Vendors · Dripp Portal` : t`Vendors · Dripp Portal`);
  const vendors = useVendors(trashed, can('vendors-view'));

  if (!can('vendors-view')) return <Forbidden />;

  const rows = vendors.isError ? [] : (vendors.data ?? []);
  const listFailure = loadFailure(vendors);

  const actions = (vendor: Vendor) => <VendorActions vendor={vendor} list={list} />;
  const columns = vendorColumns(actions);

  return (
    <Stack gap="lg">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <Trans>Vendors</Trans>
            {trashed && (
              <Badge color="orange" variant="light" size="lg">
                <Trans>Deactivated</Trans>
              </Badge>
            )}
          </Group>
        }
        actions={
          <>
            <TrashedToggle
              trashed={trashed}
              onToggle={list.toggle}
              labels={{ showTrashed: t`Show Deactivated`, showActive: t`Show Active` }}
              icons
            />
            <ExportCsvButton endpoint={vendorsEndpoints.export} query={{ trashed: trashed ? '1' : '0' }} />
            {can('vendors-create') && !trashed && (
              <Button component={Link} to={paths.adminVendorEdit.href('new')} leftSection={<IconPlus size={16} />}>
                <Trans>Add Vendor</Trans>
              </Button>
            )}
          </>
        }
      />
      {listFailure ? (
        <LoadFailed failure={listFailure} />
      ) : vendors.isPending ? (
        <LoadingCard label={t`Loading vendors`} />
      ) : rows.length === 0 ? (
        <EmptyCard>{trashed ? t`No deactivated vendors` : t`No vendors found`}</EmptyCard>
      ) : (
        <>
          <Card padding="lg" visibleFrom="md">
            <Table
              verticalSpacing="sm"
              striped
              highlightOnHover
              aria-label={trashed ? t`Deactivated vendors` : t`Vendors`}
            >
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key}>{i18n._(column.label)}</Table.Th>
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
          <Stack gap="sm" hiddenFrom="md" role="list" aria-label={trashed ? t`Deactivated vendors` : t`Vendors`}>
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
