import { ActionIcon, Anchor, Button, Card, Group, Skeleton, Stack, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AddressBookEntry } from '@dripp/contract/address-book';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { confirmDelete } from '../../components/confirm-delete';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { StorePageHeader } from '../../components/store-page-header';
import { notifySuccess } from '../../lib/notify';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { useDeleteAddressBookEntry } from './api/delete-address-book-entry';
import { useAddressBook } from './api/get-address-book';

const VIEW = 'service-providers-view';

/** /management/address-book (spec 1 §2 "Address Book"): a store's service providers. */
export function AddressBookPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Address Book · Dripp Portal`);
  const page = useStorePage(VIEW);
  const { storeId } = page;
  const { can } = usePermissions();
  const list = useAddressBook(page.canView && !page.isLoading ? storeId : null);
  const remove = useDeleteAddressBookEntry();

  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const canEdit = storeId != null && can('service-providers-edit', storeId);
  const canDelete = storeId != null && can('service-providers-delete', storeId);
  const canCreate = page.stores.some((entry) => can('service-providers-create', entry.store.id));
  const loading = page.isLoading || (storeId != null && list.isPending);

  const onDelete = (entry: AddressBookEntry) => {
    const name = entry.name;
    confirmDelete({
      message: t`Are you sure you want to delete ${name} from the Address Book?`,
      onConfirm: () =>
        remove.mutate(
          { id: entry.id, storeId: entry.storeId },
          { onSuccess: () => notifySuccess(t`Successfully removed address`) },
        ),
    });
  };
  const editLabel = (name: string) => t`Edit ${name}`;
  const deleteLabel = (name: string) => t`Delete ${name}`;

  const columns: Column<AddressBookEntry>[] = [
    {
      key: 'name',
      label: t`Name`,
      render: (entry) => (
        <Anchor component={Link} to={paths.addressBookEntry.href(entry.id)} fw={600}>
          {entry.name}
        </Anchor>
      ),
    },
    { key: 'contactName', label: t`Contact Name` },
    {
      key: 'email',
      label: t`Email`,
      render: (entry) =>
        entry.email ? (
          <Anchor href={`mailto:${entry.email}`} style={{ overflowWrap: 'anywhere' }}>
            {entry.email}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'phone',
      label: t`Phone`,
      render: (entry) =>
        entry.phone ? (
          <Anchor href={`tel:${entry.phone}`} style={{ whiteSpace: 'nowrap' }}>
            {entry.phone}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      label: t`Actions`,
      render: (entry) => (
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <Tooltip label={t`Edit`}>
              <ActionIcon
                component={Link}
                to={paths.addressBookEntry.href(entry.id)}
                variant="subtle"
                aria-label={editLabel(entry.name)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label={t`Delete`}>
              <ActionIcon
                variant="subtle"
                color="red.8"
                onClick={() => onDelete(entry)}
                loading={remove.isPending && remove.variables?.id === entry.id}
                aria-label={deleteLabel(entry.name)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Address Book`}
        permission={VIEW}
        storeId={storeId}
        onStoreChange={page.setStoreId}
        showStoreInfo={false}
        actions={
          <>
            {storeId != null && (
              <ExportCsvButton
                endpoint={addressBookEndpoints.exportOfStore}
                params={{ id: storeId }}
                disabled={loading || loadFailure(page.storesLoad, list) != null}
              />
            )}
            {canCreate && (
              <Button component={Link} to={paths.addressBookEntry.href('new')} leftSection={<IconPlus size={16} />}>
                <Trans>Add New</Trans>
              </Button>
            )}
          </>
        }
      />
      <Card padding="lg">
        {loadFailure(page.storesLoad, list) ? (
          <LoadFailed failure={loadFailure(page.storesLoad, list)!} message={t`Could not get Address Book`} />
        ) : loading ? (
          <Stack gap="sm" role="status" aria-label={t`Loading address book`}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : (
          <ResponsiveTable
            label={t`Address Book`}
            columns={columns}
            rows={list.data ?? []}
            rowKey={(entry) => entry.id}
            emptyText={t`No service providers yet`}
          />
        )}
      </Card>
    </Stack>
  );
}
