import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArchive, IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import type { Store } from '@dripp/contract/stores';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { storeAddress, storeLabel } from '../../lib/format';
import { usePermissions } from '../../lib/permissions';
import { useAdminStores } from './api/get-admin-stores';
import { useRemoveStore } from './api/remove-store';
import { useRestoreStore } from './api/restore-store';
import { TrashedRowButtons, TrashedToggle, useSoftDeleteList } from '../../components/soft-delete-list';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

type StoreList = ReturnType<typeof useSoftDeleteList<Store>>;

/** A store's buttons: View, Edit and Deactivate, or for a deactivated one Restore and Delete. */
function StoreActions({ store, list }: { store: Store; list: StoreList }) {
  const { can } = usePermissions();
  const { trashed, busy } = list;
  return (
    <Group gap={4} wrap="nowrap">
      {!trashed && (
        <Tooltip label="View">
          <ActionIcon
            component={Link}
            to={paths.adminStore.href(store.id)}
            variant="subtle"
            aria-label={`View ${storeLabel(store)}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {!trashed && can('stores-edit', store.id) && (
        <Tooltip label="Edit">
          <ActionIcon
            component={Link}
            to={paths.adminStoreEdit.href(store.id)}
            variant="subtle"
            aria-label={`Edit ${storeLabel(store)}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {!trashed && can('stores-delete', store.id) && (
        <Tooltip label="Deactivate">
          <ActionIcon
            variant="subtle"
            color="orange"
            onClick={() => list.deactivate(store)}
            loading={busy(store.id)}
            aria-label={`Deactivate ${storeLabel(store)}`}
          >
            <IconArchive size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {trashed && can('stores-delete', store.id) && (
        <TrashedRowButtons row={store} name={storeLabel(store)} list={list} />
      )}
    </Group>
  );
}

/** /admin/stores (spec 2 §2 Stores): active or deactivated stores with view, edit, deactivate, restore, delete. */
export function StoresPage() {
  useDocumentTitle('Stores · Dripp Portal');
  const { can } = usePermissions();
  const remove = useRemoveStore();
  const restore = useRestoreStore();
  const list = useSoftDeleteList<Store>({
    deactivate: {
      confirm: {
        title: 'Deactivate Store',
        message: (store) =>
          `Are you sure you want to deactivate ${storeLabel(store)}? Its people lose access there until it is restored.`,
      },
      run: (store) => remove.mutateAsync({ id: store.id, deactivated: false }),
      success: 'Successfully deactivated Store',
    },
    restore: { run: (store) => restore.mutateAsync(store.id), success: 'Successfully restored Store' },
    remove: {
      confirm: {
        title: 'Delete Store',
        message: (store) =>
          `Are you sure you want to delete this Store? ${storeLabel(store)} will be removed for good.`,
      },
      run: (store) => remove.mutateAsync({ id: store.id, deactivated: true }),
      success: 'Successfully deleted Store',
    },
  });
  const { trashed } = list;
  const allowed = can('stores-view');
  const stores = useAdminStores(trashed, allowed);
  const listFailure = loadFailure(stores);

  if (!allowed) return <Forbidden />;

  const columns: Column<Store>[] = [
    {
      key: 'store',
      label: 'Store',
      render: (store) => (
        <Text size="sm" fw={600} component="span">
          {storeLabel(store)}
        </Text>
      ),
    },
    { key: 'address', label: 'Address', render: (store) => storeAddress(store) || '—' },
    { key: 'phone', label: 'Phone' },
    {
      key: 'email',
      label: 'Email',
      render: (store) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {store.email ?? '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (store) => <StoreActions store={store} list={list} />,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={trashed ? 'Deactivated Stores' : 'Stores'}
        actions={
          <>
            <TrashedToggle
              trashed={trashed}
              onToggle={list.toggle}
              labels={{ showTrashed: 'Show Deactivated Stores', showActive: 'Show Active Stores' }}
            />
            <ExportCsvButton endpoint={storeAdminEndpoints.export} query={{ trashed: trashed ? '1' : '0' }} />
            {can('stores-create') && (
              <Button component={Link} to={paths.adminStoreEdit.href('new')} leftSection={<IconPlus size={18} />}>
                New Store
              </Button>
            )}
          </>
        }
      />
      <Card p={{ base: 'xs', sm: 'lg' }}>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : stores.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading stores">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : (
          <ResponsiveTable
            label={trashed ? 'Deactivated stores' : 'Stores'}
            columns={columns}
            rows={stores.data ?? []}
            rowKey={(store) => store.id}
            emptyText={trashed ? 'No deactivated stores' : 'No stores'}
            cardsBelow="md"
          />
        )}
      </Card>
    </Stack>
  );
}
