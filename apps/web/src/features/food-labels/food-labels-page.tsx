import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PrepItem } from '@dripp/contract/food-safety';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { paths } from '../../config/paths';
import { invalidate } from '../../lib/endpoints';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { useLabelPrints } from './api/label-prints';
import { usePrepItems } from './api/prep-items';
import { usePrintLabels, type PrintInput } from './api/print-labels';
import { LabelPrintModal } from './label-print-modal';
import { labelsTab } from './open-labels';
import { PrepItemGrid } from './prep-item-grid';
import { PrintedLabels } from './printed-labels';

const RECORD = 'food-safety-record';

/** /check-lists/food-labels (issue 39 §5): a date label in three taps — the item, the quantity, Print. */
export function FoodLabelsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Date Labels · Dripp Portal`);
  const page = useStorePage(RECORD);
  const { storeId } = page;
  const timeZone = page.store?.store.time_zone;
  const { can } = usePermissions();
  const items = usePrepItems();
  const print = usePrintLabels();
  const [chosen, setChosen] = useState<PrepItem | null>(null);
  const prints = useLabelPrints(storeId);
  const client = useQueryClient();

  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const failure = loadFailure(page.storesLoad, items);

  const onPrint = (input: PrintInput) => {
    const tab = labelsTab();
    print.mutate(input, {
      onSuccess: (answer) => {
        setChosen(null);
        tab.show(answer.pdf);
        void invalidate(client, foodSafetyEndpoints.labelPrints);
        notifySuccess(t`Labels printed`);
      },
      onError: () => tab.cancel(),
    });
  };
  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Date Labels`}
        permission={RECORD}
        storeId={storeId}
        onStoreChange={page.setStoreId}
        showStoreInfo={false}
      />
      <Card padding="lg" component="section" aria-label={t`Prep items`}>
        {failure ? (
          <LoadFailed failure={failure} message={t`Could not get the prep items`} />
        ) : page.isLoading || items.isPending ? (
          <Stack gap="sm" role="status" aria-label={t`Loading prep items`}>
            <Skeleton height={88} />
            <Skeleton height={88} />
          </Stack>
        ) : !items.data || items.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            <Trans>There are no prep items yet.</Trans>{' '}
            {can('food-safety-settings') && (
              <Anchor component={Link} to={paths.foodSettings.href()}>
                <Trans>Add them in the food safety settings.</Trans>
              </Anchor>
            )}
          </Text>
        ) : (
          <Stack gap="sm">
            <div>
              <Title order={2} size="h4">
                <Trans>What did you prep?</Trans>
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>Tap the item, then print its labels.</Trans>
              </Text>
            </div>
            <PrepItemGrid items={items.data} onPick={setChosen} />
          </Stack>
        )}
      </Card>
      <PrintedLabels prints={prints} timeZone={timeZone} />
      {storeId != null && (
        <LabelPrintModal
          item={chosen}
          storeId={storeId}
          timeZone={timeZone}
          printing={print.isPending}
          onClose={() => setChosen(null)}
          onPrint={onPrint}
        />
      )}
    </Stack>
  );
}
