import { useState, type FormEvent } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_ADMIN } from '@dripp/contract/permissions';
import { DUE_ITEM_LABELS, DUE_ITEMS, type DueTime, type StoreDueTimes } from '@dripp/contract/store-day';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { SaveCancel } from '../../components/save-cancel';
import { StoreSelect } from '../../components/store-page-header';
import { paths } from '../../config/paths';
import { fieldErrorsOf } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions, type Permissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { changedFrom, useDirtyParts, useReportDirty, type ReportDirty } from '../../lib/use-unsaved-changes';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useChainDueTimes } from './api/get-chain-due-times';
import { useStoreDueTimes } from './api/get-store-due-times';
import { useSaveChainDueTimes } from './api/save-chain-due-times';
import { useSaveStoreDueTimes } from './api/save-store-due-times';
import {
  checkRows,
  DueTimeFields,
  dueText,
  dueTimeOf,
  rowErrorsOf,
  rowsOf,
  type DueRows,
  type RowErrors,
} from './due-time-fields';

const BOARD = paths.today.href();

/** The chain's due times are chain-wide records: only a role without a store (or admin) changes them. */
function chainWide({ grants }: Permissions): boolean {
  return grants.some((set) =>
    Object.entries(set).some(
      ([role, entry]) => role === ROLE_ADMIN || (!entry.requires_store && entry.permissions.includes('due-times-edit')),
    ),
  );
}

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={t`Loading due times`}>
      {DUE_ITEMS.map((item) => (
        <Skeleton key={item} height={120} />
      ))}
    </SimpleGrid>
  );
}

/** The due times as a plain list, for a person who may see them but not change them. */
function DueTimesList({ list, label }: { list: DueTime[]; label: string }) {
  const { i18n } = useLingui();
  return (
    <Table aria-label={label} verticalSpacing="xs">
      <Table.Tbody>
        {list.map((d) => (
          <Table.Tr key={d.item}>
            <Table.Th scope="row" fw={500}>
              {i18n._(DUE_ITEM_LABELS[d.item])}
            </Table.Th>
            <Table.Td>{dueText(d.time, d.weekday, d.item)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ChainForm({ initial, report }: { initial: DueRows; report: ReportDirty }) {
  const { t } = useLingui();
  const save = useSaveChainDueTimes();
  const [rows, setRows] = useState(initial);
  const [errors, setErrors] = useState<RowErrors>({});
  const dirty = changedFrom(rows, initial);
  useReportDirty(report, 'chain', dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const own = checkRows(rows);
    setErrors(own);
    if (Object.keys(own).length) return;
    const due_times = DUE_ITEMS.map((item) => dueTimeOf(item, rows[item]));
    save.mutate(
      { due_times },
      {
        onSuccess: () => notifySuccess(t`Successfully updated the chain’s due times`),
        onError: (error) => setErrors(rowErrorsOf(fieldErrorsOf(error), due_times)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {DUE_ITEMS.map((item) => (
            <DueTimeFields
              key={item}
              item={item}
              row={rows[item]}
              errors={errors[item]}
              onChange={(row) => setRows({ ...rows, [item]: row })}
              disabled={save.isPending}
            />
          ))}
        </SimpleGrid>
        <SaveCancel cancelHref={BOARD} saving={save.isPending} />
      </Stack>
    </form>
  );
}

function StoreForm({ data, report }: { data: StoreDueTimes; report: ReportDirty }) {
  const { t } = useLingui();
  const save = useSaveStoreDueTimes();
  const [initial] = useState(() => rowsOf(data.due_times));
  const [rows, setRows] = useState(initial);
  const [errors, setErrors] = useState<RowErrors>({});
  const dirty = changedFrom(rows, initial);
  useReportDirty(report, 'store', dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const own = checkRows(rows);
    setErrors(own);
    if (Object.keys(own).length) return;
    const due_times = DUE_ITEMS.filter((item) => !rows[item].follow).map((item) => dueTimeOf(item, rows[item]));
    const follow_chain = DUE_ITEMS.filter((item) => rows[item].follow);
    save.mutate(
      { storeId: data.store_id, body: { due_times, follow_chain } },
      {
        onSuccess: () => notifySuccess(t`Successfully updated the store’s due times`),
        onError: (error) => setErrors(rowErrorsOf(fieldErrorsOf(error), due_times)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {data.due_times.map((d) => (
            <DueTimeFields
              key={d.item}
              item={d.item}
              row={rows[d.item]}
              chain={dueText(d.chain_time, d.chain_weekday, d.item)}
              errors={errors[d.item]}
              onChange={(row) => setRows({ ...rows, [d.item]: row })}
              disabled={save.isPending}
            />
          ))}
        </SimpleGrid>
        <SaveCancel cancelHref={BOARD} saving={save.isPending} />
      </Stack>
    </form>
  );
}

function ChainSection({ editable, report }: { editable: boolean; report: ReportDirty }) {
  const { t } = useLingui();
  const chain = useChainDueTimes();
  const failure = loadFailure(chain);
  return (
    <Card component="section" aria-labelledby="due-chain">
      <Title order={2} size="h3" c="espresso.9" id="due-chain">
        <Trans>Chain</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>Every store follows these unless it sets its own. Times are each store&apos;s local time.</Trans>
      </Text>
      {failure ? (
        <LoadFailed failure={failure} />
      ) : !chain.data ? (
        <FormSkeleton />
      ) : editable ? (
        <ChainForm
          key={JSON.stringify(chain.data)}
          initial={rowsOf(chain.data.due_times.map((d) => ({ ...d, overridden: true })))}
          report={report}
        />
      ) : (
        <DueTimesList list={chain.data.due_times} label={t`The chain's due times`} />
      )}
    </Card>
  );
}

function StoreSection({ report }: { report: ReportDirty }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const page = useStorePage('today-board-view');
  const due = useStoreDueTimes(page.isLoading ? null : page.storeId);
  const failure = loadFailure(page.storesLoad, page.storeId != null && due);
  const editable = page.storeId != null && can('due-times-edit', page.storeId);
  const zone = due.data?.time_zone.replace(/_/g, ' ');
  return (
    <Card component="section" aria-labelledby="due-store">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={2} size="h3" c="espresso.9" id="due-store">
            <Trans>Store</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>A store may keep its own times.</Trans>
            {zone && (
              <>
                {' '}
                <Trans>
                  Time zone:{' '}
                  <Text span fw={600} c="espresso.9" data-time-zone>
                    {zone}
                  </Text>
                </Trans>
              </>
            )}
          </Text>
        </div>
        <StoreSelect
          stores={page.stores}
          storeId={page.storeId}
          onStoreChange={page.setStoreId}
          loading={page.isLoading}
        />
      </Group>
      {failure ? (
        <LoadFailed failure={failure} />
      ) : page.storeId == null && !page.isLoading ? (
        <Text c="dimmed">
          <Trans>No stores to show</Trans>
        </Text>
      ) : !due.data ? (
        <FormSkeleton />
      ) : editable ? (
        <StoreForm key={JSON.stringify(due.data)} data={due.data} report={report} />
      ) : (
        <DueTimesList list={due.data.due_times} label={t`The store's due times`} />
      )}
    </Card>
  );
}

/** /management/today/due-times: when each item of a store's day is due, for the chain and per store. */
export function DueTimesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Due times · Dripp Portal`);
  const perms = usePermissions();
  const parts = useDirtyParts();
  useUnsavedChanges(parts.dirty);
  if (!perms.canAny(['today-board-view', 'due-times-edit'])) return <Forbidden />;
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Due times`}
        actions={
          <Button component={Link} to={BOARD} variant="default" leftSection={<IconArrowLeft size={18} />} h={44}>
            <Trans>Today</Trans>
          </Button>
        }
      />
      <StoreSection report={parts.report} />
      <ChainSection editable={chainWide(perms)} report={parts.report} />
    </Stack>
  );
}
