import { ActionIcon, Button, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { can } = usePermissions();
  const { trashed, busy } = list;
  const label = storeLabel(store);
  return (
    <Group gap={4} wrap="nowrap">
      {!trashed && (
        <Tooltip label={t`View`}>
          <ActionIcon
            component={Link}
            to={paths.adminStore.href(store.id)}
            variant="subtle"
            aria-label={t`View ${label}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {!trashed && can('stores-edit', store.id) && (
        <Tooltip label={t`Edit`}>
          <ActionIcon
            component={Link}
            to={paths.adminStoreEdit.href(store.id)}
            variant="subtle"
            aria-label={t`Edit ${label}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {!trashed && can('stores-delete', store.id) && (
        <Tooltip label={t`Deactivate`}>
          <ActionIcon
            variant="subtle"
            color="orange"
            onClick={() => list.deactivate(store)}
            loading={busy(store.id)}
            aria-label={t`Deactivate ${label}`}
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
  const { t } = useLingui();
  useDocumentTitle(t`Stores · Dripp Portal`);
  const { can } = usePermissions();
  const remove = useRemoveStore();
  const restore = useRestoreStore();
  const list = useSoftDeleteList<Store>({
    deactivate: {
      confirm: {
        title: t`Deactivate Store`,
        message: (store) => {
          const label = storeLabel(store);
          return t`Are you sure you want to deactivate ${label}? Its people lose access there until it is restored.`;
        },
      },
      run: (store) => remove.mutateAsync({ id: store.id, deactivated: false }),
      success: t`Successfully deactivated Store`,
    },
    restore: { run: (store) => restore.mutateAsync(store.id), success: t`Successfully restored Store` },
    remove: {
      confirm: {
        title: t`Delete Store`,
        message: (store) => {
          const label = storeLabel(store);
          return t`Are you sure you want to delete this Store? ${label} will be removed for good.`;
        },
      },
      run: (store) => remove.mutateAsync({ id: store.id, deactivated: true }),
      success: t`Successfully deleted Store`,
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
      label: t`Store`,
      render: (store) => (
        <Text size="sm" fw={600} component="span">
          {storeLabel(store)}
        </Text>
      ),
    },
    { key: 'address', label: t`Address`, render: (store) => storeAddress(store) || '—' },
    { key: 'phone', label: t`Phone` },
    {
      key: 'email',
      label: t`Email`,
      render: (store) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {store.email ?? '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: t`Actions`,
      render: (store) => <StoreActions store={store} list={list} />,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={trashed ? t`Deactivated Stores` : t`Stores`}
        actions={
          <>
            <TrashedToggle
              trashed={trashed}
              onToggle={list.toggle}
              labels={{ showTrashed: t`Show Deactivated Stores`, showActive: t`Show Active Stores` }}
            />
            <ExportCsvButton endpoint={storeAdminEndpoints.export} query={{ trashed: trashed ? '1' : '0' }} />
            {can('stores-create') && (
              <Button component={Link} to={paths.adminStoreEdit.href('new')} leftSection={<IconPlus size={18} />}>
                <Trans>New Store</Trans>
              </Button>
            )}
          </>
        }
      />
      <Card p={{ base: 'xs', sm: 'lg' }}>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : stores.isPending ? (
          <Stack gap="xs" role="status" aria-label={t`Loading stores`}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : (
          <ResponsiveTable
            label={trashed ? t`Deactivated stores` : t`Stores`}
            columns={columns}
            rows={stores.data ?? []}
            rowKey={(store) => store.id}
            emptyText={trashed ? t`No deactivated stores` : t`No stores`}
            cardsBelow="md"
          />
        )}
      </Card>
    </Stack>
  );
}
