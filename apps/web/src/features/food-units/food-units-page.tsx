import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UNIT_MEASURE, UNIT_TYPE_LABELS, type FoodUnit } from '@dripp/contract/food-safety';
import { time12 } from '@dripp/domain/incident-format';
import { ChainText, useChainText } from '../../components/chain-text';
import { confirmDelete } from '../../components/confirm-delete';
import { EditRemoveActions } from '../../components/edit-remove-actions';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { StoreSelect } from '../../components/store-page-header';
import { measureText, rangeText, useTemperatureUnit } from '../../components/temperature';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { useChainLimits, useFoodUnits, useProviders, useRetireFoodUnit } from './api/food-units';

// The form and the report card load when they are needed: neither is in the page's first load.
const UnitForm = lazy(() => import('./unit-form').then((m) => ({ default: m.UnitForm })));
const ReportCard = lazy(() => import('./report-card').then((m) => ({ default: m.ReportCard })));

const PHONE_QUERY = '(max-width: 48em)';

/** The units table's columns, in the person's language and scale. */
function useColumns(editable: boolean, onEdit: (unit: FoodUnit) => void, onRetire: (unit: FoodUnit) => void) {
  const { t, i18n } = useLingui();
  const scale = useTemperatureUnit();
  const columns: Column<FoodUnit>[] = [
    { key: 'name', label: t`Name`, render: (u) => <ChainText record={u} field="name" /> },
    { key: 'type', label: t`Type`, render: (u) => i18n._(UNIT_TYPE_LABELS[u.type]) },
    { key: 'limits', label: t`Limits`, render: (u) => rangeText(u.low, u.high, UNIT_MEASURE[u.type], scale) },
    {
      key: 'due_times',
      label: t`Due times`,
      render: (u) => (u.due_times.length ? [...u.due_times].sort().map(time12).join(', ') : '—'),
    },
    {
      key: 'last_reading',
      label: t`Last reading`,
      render: (u) => (u.last_reading ? measureText(u.last_reading.value, UNIT_MEASURE[u.type], scale) : '—'),
    },
  ];
  if (editable)
    columns.push({
      key: 'actions',
      label: t`Actions`,
      render: (u) => {
        const name = u.name;
        return (
          <EditRemoveActions
            name={name}
            onEdit={() => onEdit(u)}
            removeLabel={t`Retire ${name}`}
            onRemove={() => onRetire(u)}
          />
        );
      },
    });
  return columns;
}

/** The store's units: the list, and the form to add or change one in a modal. */
function UnitsSection({ storeId, editable }: { storeId: number; editable: boolean }) {
  const { t } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const units = useFoodUnits(storeId);
  const chain = useChainLimits();
  const providers = useProviders(storeId);
  const retire = useRetireFoodUnit(storeId);
  const nameOf = useChainText();
  // undefined: closed; null: a new unit.
  const [editing, setEditing] = useState<FoodUnit | null | undefined>(undefined);
  const columns = useColumns(editable, setEditing, (unit) => {
    const name = nameOf(unit, 'name');
    confirmDelete({
      message: t`Retire ${name}? Its readings stay in the reports.`,
      onConfirm: () => retire.mutate(unit.id, { onSuccess: () => notifySuccess(t`Unit retired`) }),
    });
  });
  const failure = loadFailure(units) ?? loadFailure(chain);

  return (
    <Card component="section" aria-labelledby="food-units">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} size="h3" c="espresso.9" id="food-units" mb={4}>
            <Trans>Units</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Each unit is read at its due times on the store&apos;s clock.</Trans>
          </Text>
        </div>
        {editable && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)} h={44} disabled={!chain.data}>
            <Trans>Add unit</Trans>
          </Button>
        )}
      </Group>
      {failure ? (
        <LoadFailed failure={failure} />
      ) : !units.data ? (
        <LoadingCard label={t`Loading the units`} rows={3} />
      ) : (
        <ResponsiveTable
          label={t`Units`}
          columns={columns}
          rows={units.data}
          rowKey={(u) => u.id}
          emptyText={t`No units yet`}
        />
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t`Edit unit` : t`Add unit`}
        size="lg"
        fullScreen={phone}
      >
        {editing !== undefined && chain.data && (
          <Suspense fallback={null}>
            <UnitForm
              key={editing?.id ?? 'new'}
              storeId={storeId}
              unit={editing}
              chain={chain.data}
              providers={providers.data ?? []}
              onDone={() => setEditing(undefined)}
            />
          </Suspense>
        )}
      </Modal>
    </Card>
  );
}

/**
 * /management/food-safety: a store's units (type, name, own limits within what the chain allows,
 * due times, provider), and the inspector's report of the store over a period.
 */
export function FoodUnitsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Food safety units · Dripp Portal`);
  const { can } = usePermissions();
  const page = useStorePage('food-safety-view');
  if (!page.canView) return <Forbidden />;
  const failure = loadFailure(page.storesLoad);
  const storeId = page.storeId;
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Food safety units`}
        actions={
          <StoreSelect
            stores={page.stores}
            storeId={storeId}
            onStoreChange={page.setStoreId}
            loading={page.isLoading}
          />
        }
      />
      {failure ? (
        <LoadFailed failure={failure} />
      ) : storeId == null ? (
        page.isLoading ? (
          <LoadingCard label={t`Loading the units`} rows={3} />
        ) : (
          <Text c="dimmed">
            <Trans>No stores to show</Trans>
          </Text>
        )
      ) : (
        <>
          <UnitsSection key={storeId} storeId={storeId} editable={can('food-safety-edit', storeId)} />
          <Suspense fallback={null}>
            <ReportCard key={`report-${storeId}`} storeId={storeId} />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
