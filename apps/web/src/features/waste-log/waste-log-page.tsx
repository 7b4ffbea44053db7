import { useRef, useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPrinter } from '@tabler/icons-react';
import { WASTE_ENTRIES_MAX } from '@dripp/contract/waste-log';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { lineLossCents } from '@dripp/domain/waste-log';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { OfflineRecordNotices } from '../../components/offline-record-notices';
import { ExportCsvButton } from '../../components/export-csv-button';
import { moneyOfCents, storeLabel } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { refuseFlagged } from '../../lib/number-fields';
import { usePermissions } from '../../lib/permissions';
import { useDailyRecord } from '../../lib/use-daily-record';
import { useWasteLog, type WasteLogDay } from './api/get-waste-log';
import { useSaveWasteLog } from './api/save-waste-log';
import { WasteLogHistory } from './waste-log-history';
import { WasteLogPrint } from './waste-log-print';
import { LineCards, LineTable, LinesFooter, type LinesProps } from './waste-log-lines';
import { lineLabel, linesOf, newKey, rowsFromServer, rowsOfLines, showLine, type Row } from './waste-log-rows';
import { missingDescription, numberFlag } from './waste-log-row-input';
import classes from './waste-log.module.css';

/** Spec 1 §2: the table shows as cards titled "Waste Log #n" up to 767 px. */
const CARDS_QUERY = '(max-width: 767.98px)';
const RECORD = { page: 'waste-log', onServer: (data: WasteLogDay) => rowsFromServer(data.entries) };
const MERGE = { label: lineLabel, show: showLine, fields: { of: linesOf, back: rowsOfLines } };

/** /check-lists/wastelog[/{store}/{date}] (spec 1 §2 "Waste Log"). */
export function WasteLogPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Waste Log · Dripp Portal`);
  const daily = useDailyRecord({
    view: 'waste-log-view',
    href: paths.wasteLog.href,
    load: useWasteLog,
    record: RECORD,
  });
  const { day, query, draft, record, onServer, base, queued, failure, loading } = daily;
  const { storeId, date } = day;
  const { can } = usePermissions();
  const { saving, send } = useSaveWasteLog(daily);
  const asCards = useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false });
  const focusKey = useRef<string | null>(null);
  // Lines whose description field was left empty: flagged even before numbers are typed.
  const [leftEmpty, setLeftEmpty] = useState<ReadonlySet<string>>(new Set());
  const rows = draft ?? queued ?? onServer ?? [];
  const total = rows.reduce((sum, row) => sum + lineLossCents(row.qty, row.value), 0);

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const dirty = draft !== undefined;
  const setRows = daily.setDraft;
  const lines: LinesProps = {
    rows,
    disabled: saving || queued !== undefined,
    change: (key, field, value) => setRows(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row))),
    remove: (key) => setRows(rows.filter((row) => row.key !== key)),
    flagOf: (row: Row) => missingDescription(row, leftEmpty.has(row.key)),
    leave: (row) => () => {
      if (!row.description.trim() && !leftEmpty.has(row.key)) setLeftEmpty(new Set(leftEmpty).add(row.key));
    },
    focusNew: (key) => (element) => {
      if (element && focusKey.current === key) {
        focusKey.current = null;
        element.focus();
      }
    },
  };
  const add = () => {
    const key = newKey();
    focusKey.current = key;
    setRows([...rows, { key, description: '', qty: '', value: '' }]);
  };
  const flagged = rows.filter((row) => lines.flagOf(row)).length;
  const numbersFlagged = rows
    .flatMap((row) => [numberFlag(row, 'qty'), numberFlag(row, 'value')])
    .filter(Boolean).length;

  const submit = async () => {
    if (storeId == null || failure) return;
    // A past day's log is the store's record: only waste-log-edit changes it.
    if (!can('waste-log-create', storeId) || (date < day.today && !can('waste-log-edit', storeId))) {
      notifyError(t`You are not authorized`);
      return;
    }
    if (refuseFlagged(numbersFlagged)) return;
    await send(rows);
  };

  const printable = !loading && failure == null;
  return (
    <>
      <Stack gap="lg" className={classes.screenOnly}>
        <StorePageHeader
          title={t`Waste Log`}
          {...day.header}
          actions={
            <Group gap="xs">
              {storeId != null && (
                <ExportCsvButton endpoint={wasteLogEndpoints.export} params={{ storeId, date }} disabled={!printable} />
              )}
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} />}
                onClick={() => window.print()}
                disabled={!printable}
              >
                <Trans>Print</Trans>
              </Button>
            </Group>
          }
        />
        <OfflineRecordNotices
          record={record}
          merge={{ base, theirs: onServer, version: query.data?.version, ...MERGE }}
          onKeepMine={(value) => void send(value)}
          busy={saving}
        />
        <Card component="section" aria-labelledby="waste-log-title">
          <Group justify="space-between" mb="md" gap="xs">
            <Title order={2} size="h3" c="espresso.9" id="waste-log-title">
              <Trans>Lines</Trans>
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite" hidden={failure != null && !queued}>
              <Trans>Total loss</Trans>{' '}
              <Text span fw={700} c="espresso.9" data-summary="total-loss">
                {moneyOfCents(total)}
              </Text>
            </Text>
          </Group>
          {failure && (
            <LoadFailed
              failure={failure}
              message={
                queued
                  ? t`This page could not be loaded. Below are the lines kept on this phone: they are sent when the connection returns.`
                  : undefined
              }
            />
          )}
          {failure && !queued ? null : loading && !queued ? (
            <Stack gap="sm" aria-hidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Stack>
          ) : rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              <Trans>No waste logged for this day. Use Add Waste Log to record a line.</Trans>
            </Text>
          ) : asCards ? (
            <LineCards {...lines} />
          ) : (
            <LineTable {...lines} />
          )}
          {!loading && (
            <LinesFooter
              flagged={flagged}
              numbersFlagged={numbersFlagged}
              dirty={dirty}
              disabled={lines.disabled}
              mayAdd={failure == null && rows.length < WASTE_ENTRIES_MAX}
              maySave={storeId != null && failure == null}
              onAdd={add}
              onSave={() => void submit()}
            />
          )}
        </Card>
        {storeId != null && printable && (
          <WasteLogHistory storeId={storeId} date={date} timeZone={day.store?.store.time_zone} />
        )}
      </Stack>
      {printable && day.store && <WasteLogPrint store={storeLabel(day.store.store)} date={date} rows={rows} />}
    </>
  );
}
