import { useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Card, Group, Loader, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { WASTE_ENTRIES_MAX, type WasteLogEntry } from '@dripp/contract/waste-log';
import { useQueryClient } from '@tanstack/react-query';
import { lineLossCents, missingDescriptionWarning } from '@dripp/domain/waste-log';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { moneyOfCents, storeLabel } from '../../lib/format';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { flaggedText, refuseFlagged } from '../../lib/number-fields';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDayDraft, useRewriteAddress, useStoreDay } from '../../lib/use-store-day';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { invalidate } from '../../lib/endpoints';
import { useOfflineRecord } from '../../lib/use-draft';
import { OfflineRecordNotices } from '../../components/offline-record-notices';
import { ExportCsvButton } from '../../components/export-csv-button';
import { useWasteLog } from './api/get-waste-log';
import { WasteLogHistory } from './waste-log-history';
import { WasteLogPrint } from './waste-log-print';
import { useEditBase } from '../../lib/use-edit-base';
import { wasteLogSaveRequest } from './api/save-waste-log';
import {
  lineLabel,
  linesOf,
  newKey,
  rowsFromServer,
  rowsOfLines,
  showLine,
  type Field,
  type Row,
} from './waste-log-rows';
import { RowInput, missingDescription, numberFlag } from './waste-log-row-input';
import classes from './waste-log.module.css';

const VIEW = 'waste-log-view';
/** Spec 1 §2: the table shows as cards titled "Waste Log #n" up to 767 px. */
const CARDS_QUERY = '(max-width: 767.98px)';

/** /check-lists/wastelog[/{store}/{date}] (spec 1 §2 "Waste Log"). */
export function WasteLogPage() {
  useDocumentTitle('Waste Log · Dripp Portal');
  const day = useStoreDay(VIEW, paths.wasteLog.href);
  const { storeId, date } = day;
  const { can } = usePermissions();
  const query = useWasteLog(day.loadStoreId, date);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const asCards = useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false });
  useRewriteAddress(query.isSuccess, day);
  const focusKey = useRef<string | null>(null);
  // Lines whose description field was left empty: flagged even before numbers are typed.
  const [leftEmpty, setLeftEmpty] = useState<ReadonlySet<string>>(new Set());

  const [draft, setRows, clearDraft] = useDayDraft<Row[]>(day.dayKey);
  const loaded = useMemo(() => rowsFromServer(query.data?.entries ?? []), [query.data]);
  const dirty = draft !== undefined;
  const record = useOfflineRecord<Row[]>({
    page: 'waste-log',
    scope: storeId == null ? null : `${storeId}|${date}`,
    draft,
    setDraft: setRows,
    clearDraft,
    version: query.data?.version,
    onServerChanged: () => void query.refetch(),
  });
  useUnsavedChanges(dirty && !record.queuedAsTyped);
  const onServer = query.data ? loaded : undefined;
  const base = useEditBase(onServer, dirty, record.basedOn === query.data?.version);
  // The log could not be loaded but a save of it waits on this phone: that save is shown, not to be edited.
  const queued =
    day.failureWith(query) && !dirty && record.pending?.state === 'waiting'
      ? (record.pending.value as Row[])
      : undefined;
  const rows = draft ?? queued ?? loaded;
  const total = rows.reduce((sum, row) => sum + lineLossCents(row.qty, row.value), 0);

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const loading = day.isLoadingWith(query.isPending);
  const failure = day.failureWith(query);
  const disabled = saving || queued !== undefined;
  const change = (key: string, field: Field, value: string) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const key = newKey();
    focusKey.current = key;
    setRows([...rows, { key, description: '', qty: '', value: '' }]);
  };
  const remove = (key: string) => setRows(rows.filter((row) => row.key !== key));
  const focusNew = (key: string) => (element: HTMLInputElement | null) => {
    if (element && focusKey.current === key) {
      focusKey.current = null;
      element.focus();
    }
  };

  const submit = async () => {
    if (storeId == null || failure) return;
    // A past day's log is the store's record: only waste-log-edit changes it.
    if (!can('waste-log-create', storeId) || (date < day.today && !can('waste-log-edit', storeId))) {
      notifyError('You are not authorized');
      return;
    }
    if (refuseFlagged(numbersFlagged)) return;
    await send(rows);
  };

  const send = async (value: Row[]) => {
    if (storeId == null) return;
    const expected = value.flatMap((row, i) => (row.description.trim() ? [] : [missingDescriptionWarning(i + 1)]));
    setSaving(true);
    try {
      const wastelog = value.map(({ description, qty, value: v }) => ({ description, qty, value: v }));
      const done = await record.save<WasteLogEntry[]>(
        value,
        (basedOn) => wasteLogSaveRequest({ storeId, date, wastelog }, basedOn),
        { base },
      );
      if (done.outcome === 'saved') {
        // Read again for the new version: the saved lines stay on the page until it arrives.
        await query.refetch();
        void invalidate(queryClient, wasteLogEndpoints.history, { params: { storeId, date } });
        notifySuccess('Successfully saved Waste Logs');
        for (const warning of expected) notifyWarning(warning);
        clearDraft();
      } else if (done.outcome === 'conflict') {
        setRows(value);
      }
    } catch {
      // The error has been shown; the lines stay as typed.
    } finally {
      setSaving(false);
    }
  };

  const removeButton = (row: Row, index: number) => (
    <Tooltip label="Remove line">
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => remove(row.key)}
        aria-label={`Remove Waste Log #${index + 1}`}
        disabled={disabled}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );

  const flagOf = (row: Row) => missingDescription(row, leftEmpty.has(row.key));
  const leave = (row: Row) => () => {
    if (!row.description.trim() && !leftEmpty.has(row.key)) setLeftEmpty(new Set(leftEmpty).add(row.key));
  };
  const flagged = rows.filter((row) => flagOf(row)).length;
  const numbersFlagged = rows
    .flatMap((row) => [numberFlag(row, 'qty'), numberFlag(row, 'value')])
    .filter(Boolean).length;

  const lossOf = (row: Row) => moneyOfCents(lineLossCents(row.qty, row.value));

  return (
    <>
      <Stack gap="lg" className={classes.screenOnly}>
        <StorePageHeader
          title="Waste Log"
          {...day.header}
          actions={
            <Group gap="xs">
              {storeId != null && (
                <ExportCsvButton
                  endpoint={wasteLogEndpoints.export}
                  params={{ storeId, date }}
                  disabled={loading || failure != null}
                />
              )}
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} />}
                onClick={() => window.print()}
                disabled={loading || failure != null}
              >
                Print
              </Button>
            </Group>
          }
        />
        <OfflineRecordNotices
          record={record}
          merge={{
            base,
            theirs: onServer,
            version: query.data?.version,
            label: lineLabel,
            show: showLine,
            fields: { of: linesOf, back: rowsOfLines },
          }}
          onKeepMine={(value) => void send(value)}
          busy={saving}
        />
        <Card component="section" aria-labelledby="waste-log-title">
          <Group justify="space-between" mb="md" gap="xs">
            <Title order={2} size="h3" c="espresso.9" id="waste-log-title">
              Lines
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite" hidden={failure != null && !queued}>
              Total loss{' '}
              <Text span fw={700} c="espresso.9" data-summary="total-loss">
                {moneyOfCents(total)}
              </Text>
            </Text>
          </Group>
          {failure && queued ? (
            <LoadFailed
              failure={failure}
              message="This page could not be loaded. Below are the lines kept on this phone: they are sent when the connection returns."
            />
          ) : null}
          {failure && !queued ? (
            <LoadFailed failure={failure} />
          ) : loading && !queued ? (
            <Stack gap="sm" aria-hidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Stack>
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No waste logged for this day. Use Add Waste Log to record a line.
            </Text>
          ) : asCards ? (
            <Stack gap="sm" role="list" aria-label="Waste Log lines">
              {rows.map((row, index) => (
                <Card key={row.key} role="listitem" padding="md" shadow="none" bg="var(--mantine-color-gray-0)">
                  <Group justify="space-between" mb="xs">
                    <Text fw={700}>Waste Log #{index + 1}</Text>
                    {removeButton(row, index)}
                  </Group>
                  <Stack gap="xs">
                    <RowInput
                      row={row}
                      index={index}
                      field="description"
                      onChange={change}
                      withLabel
                      disabled={disabled}
                      inputRef={focusNew(row.key)}
                      flag={flagOf(row)}
                      onBlur={leave(row)}
                    />
                    <Group grow gap="xs" align="flex-start">
                      <RowInput row={row} index={index} field="qty" onChange={change} withLabel disabled={disabled} />
                      <RowInput row={row} index={index} field="value" onChange={change} withLabel disabled={disabled} />
                    </Group>
                    <Group justify="space-between">
                      <Text size="sm" c="dimmed">
                        LOSS $
                      </Text>
                      <Text fw={700} data-loss={index + 1}>
                        {lossOf(row)}
                      </Text>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing={6} aria-label="Waste Log lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>#</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th w={130}>Quantity</Table.Th>
                    <Table.Th w={150}>Value</Table.Th>
                    <Table.Th w={130} ta="right">
                      LOSS $
                    </Table.Th>
                    <Table.Th w={48}>
                      <span className={classes.visuallyHidden}>Remove</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => (
                    <Table.Tr key={row.key}>
                      <Table.Td c="dimmed">{index + 1}</Table.Td>
                      <Table.Td>
                        <RowInput
                          row={row}
                          index={index}
                          field="description"
                          onChange={change}
                          withLabel={false}
                          disabled={disabled}
                          inputRef={focusNew(row.key)}
                          flag={flagOf(row)}
                          onBlur={leave(row)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <RowInput
                          row={row}
                          index={index}
                          field="qty"
                          onChange={change}
                          withLabel={false}
                          disabled={disabled}
                        />
                      </Table.Td>
                      <Table.Td>
                        <RowInput
                          row={row}
                          index={index}
                          field="value"
                          onChange={change}
                          withLabel={false}
                          disabled={disabled}
                        />
                      </Table.Td>
                      <Table.Td ta="right" fw={700} className={classes.loss} data-loss={index + 1}>
                        {lossOf(row)}
                      </Table.Td>
                      <Table.Td>{removeButton(row, index)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {!loading && (
            <Stack gap="xs" mt="lg">
              {(flagged > 0 || numbersFlagged > 0 || dirty) && (
                <Group gap="sm" justify="flex-end">
                  {numbersFlagged > 0 && (
                    <Text size="sm" c="red.8" fw={500} data-summary="flagged">
                      {flaggedText(numbersFlagged)}
                    </Text>
                  )}
                  {flagged > 0 && (
                    <Text size="sm" c="red.8" fw={500} data-summary="missing-descriptions">
                      {flagged === 1 ? '1 line without a description' : `${flagged} lines without a description`}
                    </Text>
                  )}
                  {dirty && (
                    <Text size="sm" c="orange.9" fw={500}>
                      Unsaved changes
                    </Text>
                  )}
                </Group>
              )}
              <Group justify="space-between" gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={18} />}
                  onClick={add}
                  disabled={disabled || failure != null || rows.length >= WASTE_ENTRIES_MAX}
                >
                  Add Waste Log
                </Button>
                <Button
                  onClick={() => void submit()}
                  disabled={disabled || storeId == null || failure != null}
                  leftSection={disabled ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
                  miw={120}
                >
                  {disabled ? 'Loading' : 'Save'}
                </Button>
              </Group>
            </Stack>
          )}
        </Card>
        {storeId != null && !loading && !failure && (
          <WasteLogHistory storeId={storeId} date={date} timeZone={day.store?.store.time_zone} />
        )}
      </Stack>
      {!loading && !failure && day.store && (
        <WasteLogPrint store={storeLabel(day.store.store)} date={date} rows={rows} />
      )}
    </>
  );
}
