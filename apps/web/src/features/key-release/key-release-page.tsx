import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { keyReleaseEndpoints } from '@dripp/contract/endpoints/key-release';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { usePermissions } from '../../lib/permissions';
import { loadFailure } from '../../lib/load-state';
import { useStorePage } from '../../lib/store-page';
import { useDirtyParts, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useKeyReleases } from './api/get-key-releases';
import { AddForm } from './key-release-add-form';
import { LogTable } from './key-release-log';

const VIEW = 'key-release-log-view';

/** /management/key-release (spec 1 §2 "Key Release"): the store's signed key log. */
export function KeyReleasePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Key Release · Dripp Portal`);
  const page = useStorePage(VIEW);
  const { storeId } = page;
  const { can } = usePermissions();
  const list = useKeyReleases(page.canView && !page.isLoading ? storeId : null);
  const parts = useDirtyParts();
  useUnsavedChanges(parts.dirty);

  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const mayCreate = storeId != null && can('key-release-log-create', storeId);
  const mayDelete = storeId != null && can('key-release-log-delete', storeId);
  const loading = page.isLoading || (storeId != null && list.isPending);

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Key Release`}
        permission={VIEW}
        storeId={storeId}
        onStoreChange={page.setStoreId}
        showStoreInfo={false}
        actions={
          storeId != null && (
            <ExportCsvButton
              endpoint={keyReleaseEndpoints.export}
              params={{ storeId }}
              disabled={loading || loadFailure(page.storesLoad, list) != null}
            />
          )
        }
      />
      {storeId != null && mayCreate && (
        <AddForm
          key={storeId}
          storeId={storeId}
          timeZone={page.store?.store.time_zone}
          mayCreate={mayCreate}
          mayBackdate={can('key-release-log-edit', storeId)}
          report={parts.report}
        />
      )}
      <Card padding="lg">
        {loadFailure(page.storesLoad, list) ? (
          <LoadFailed failure={loadFailure(page.storesLoad, list)!} message={t`Could not get Key Releases`} />
        ) : loading || storeId == null ? (
          <Stack gap="sm" role="status" aria-label={t`Loading key releases`}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : !list.data || list.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            <Trans>No keys have been given out</Trans>
          </Text>
        ) : (
          <LogTable
            rows={list.data}
            storeId={storeId}
            mayEdit={mayCreate}
            mayEditReturned={storeId != null && can('key-release-log-edit', storeId)}
            mayDelete={mayDelete}
            report={parts.report}
          />
        )}
      </Card>
    </Stack>
  );
}
