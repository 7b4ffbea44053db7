import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { LEAD_MAX, NOTES_MAX, type LeadField } from '@dripp/contract/cash-count';
import { cashCountTotals, parseCashCount } from '@dripp/domain/cash-count';
import { paths } from '../../config/paths';
import { StoreDayItemState } from '../../components/due-state-badge';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { invalidateStoreDayStates } from '../../lib/api/get-store-day-states';
import { RecordHistory } from '../../components/record-history';
import { fieldErrorsOf } from '../../lib/api-client';
import { moneyOfCents } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { flaggedText, refuseFlagged } from '../../lib/number-fields';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDayDraft, useRewriteAddress, useStoreDay } from '../../lib/use-store-day';
import { useCashCount } from './api/get-cash-count';
import { cashCountSaveRequest } from './api/save-cash-count';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import type { CashCount } from '@dripp/contract/cash-count';
import { keyOf } from '../../lib/endpoints';
import { useOfflineRecord } from '../../lib/use-draft';
import { OfflineRecordNotices } from '../../components/offline-record-notices';
import { useEditBase } from '../../lib/use-edit-base';
import { cashFieldLabel } from './cash-field-labels';
import { BarSafeCards, CashierCards, StartingBankCards } from './cash-cards';
import { OverShortCard, REASON_FIELD_ID, beyond } from './cash-over-short';
import { BarSafeTable, CashierTable, StartingBankTable } from './cash-tables';
import { emptySheet, flaggedCells, sheetFromServer, type CashSheet } from './cash-sheet';

// Below the sheet, and it brings the photo upload: loaded after the sheet, in its own chunk.
const DepositCard = lazy(async () => ({ default: (await import('./cash-deposit')).DepositCard }));

const VIEW = 'cash-count-view';

const LEADS: { field: Exclude<LeadField, 'notes'>; label: string }[] = [
  { field: 'open_lead', label: 'Opening Shift Lead' },
  { field: 'mid_lead', label: 'Mid Shift Lead' },
  { field: 'close_lead', label: 'Closing Shift Lead' },
];

const EMPTY_SHEET = emptySheet();

/** What is typed on the page and kept on the device: the sheet and the over/short reason. */
interface TypedCount {
  sheet: CashSheet;
  reason?: string;
}

/** Phones get one column of large inputs per section instead of the tables. */
const CARDS_QUERY = '(max-width: 767.98px)';

function SheetSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </SimpleGrid>
      </Card>
      {[180, 150, 420].map((h) => (
        <Card key={h}>
          <Skeleton height={22} width={140} mb="md" />
          <Skeleton height={h} />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /check-lists/cash-count[/{store}/{date}] (spec 1 §2 "Cash Count Sheet"). Every total is computed
 * while typing by the same integer-cent functions the server stores its totals with.
 */
export function CashCountPage() {
  useDocumentTitle('Cash Count Sheet · Dripp Portal');
  const day = useStoreDay(VIEW, paths.cashCount.href);
  const { storeId, date } = day;
  const timeZone = day.store?.store.time_zone;
  const { can, canAny } = usePermissions();
  const query = useCashCount(day.loadStoreId, date);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  useRewriteAddress(query.isSuccess, day);
  const asCards = useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false });
  const BarSafe = asCards ? BarSafeCards : BarSafeTable;
  const StartingBank = asCards ? StartingBankCards : StartingBankTable;
  const Cashier = asCards ? CashierCards : CashierTable;

  const [draft, setDraft, clearDraft] = useDayDraft<CashSheet>(day.dayKey);
  const [reasonDraft, setReasonDraft, clearReasonDraft] = useDayDraft<string>(day.dayKey);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const loaded = useMemo(() => (query.data ? sheetFromServer(query.data) : EMPTY_SHEET), [query.data]);
  const dirty = draft !== undefined || reasonDraft !== undefined;
  const typed = useMemo(
    () => (dirty ? { sheet: draft ?? loaded, reason: reasonDraft } : undefined),
    [dirty, draft, loaded, reasonDraft],
  );
  const clearBoth = useCallback(() => {
    clearDraft();
    clearReasonDraft();
  }, [clearDraft, clearReasonDraft]);
  const restoreBoth = useCallback(
    (value: TypedCount) => {
      setDraft(value.sheet);
      if (value.reason !== undefined) setReasonDraft(value.reason);
    },
    [setDraft, setReasonDraft],
  );
  const record = useOfflineRecord<TypedCount>({
    page: 'cash-count',
    scope: storeId == null ? null : `${storeId}|${date}`,
    draft: typed,
    setDraft: restoreBoth,
    clearDraft: clearBoth,
    version: query.data?.version,
    onServerChanged: () => void query.refetch(),
  });
  const onServer = useMemo(
    () => (query.data ? { sheet: loaded, reason: query.data.over_short.reason } : undefined),
    [query.data, loaded],
  );
  const base = useEditBase<TypedCount>(onServer, dirty, record.basedOn === query.data?.version);
  useUnsavedChanges(dirty && !record.queuedAsTyped);
  // The count could not be loaded but a save of it waits on this phone: that save is shown, not to be edited.
  const queued =
    day.failureWith(query) && !dirty && record.pending?.state === 'waiting'
      ? (record.pending.value as TypedCount)
      : undefined;
  const sheet = draft ?? queued?.sheet ?? loaded;
  const reason = reasonDraft ?? queued?.reason ?? query.data?.over_short.reason ?? '';
  const totals = useMemo(() => cashCountTotals(parseCashCount(sheet)), [sheet]);
  const flagged = useMemo(() => flaggedCells(sheet), [sheet]);
  const tolerance = query.data?.tolerance;
  const beyondTolerance = tolerance != null && beyond(totals.total_discrepancy, tolerance);

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const loading = day.isLoadingWith(query.isPending);
  const failure = day.failureWith(query);
  const edit = (change: (next: CashSheet) => void) => {
    const next = structuredClone(sheet);
    change(next);
    setDraft(next);
  };

  const submit = async () => {
    if (storeId == null || failure) return;
    // A past day's count, or one whose cash was deposited, changes only with cash-count-edit.
    const locked = date < day.today || (query.data?.deposit.status ?? 'counted') !== 'counted';
    if (!canAny(['cash-count-create', 'cash-count-update'], storeId) || (locked && !can('cash-count-edit', storeId))) {
      notifyError('You are not authorized');
      return;
    }
    if (refuseFlagged(flagged)) return;
    if (beyondTolerance && !reason.trim()) {
      setReasonError('Give the reason for the over/short');
      notifyError('Nothing was saved: give the reason for the over/short');
      document.getElementById(REASON_FIELD_ID)?.focus();
      return;
    }
    setReasonError(undefined);
    await send({ sheet, reason: reasonDraft });
  };

  const send = async (value: TypedCount) => {
    if (storeId == null) return;
    setSaving(true);
    try {
      const done = await record.save<CashCount>(
        value,
        (basedOn) => cashCountSaveRequest({ storeId, date, sheet: value.sheet, reason: value.reason }, basedOn),
        { base },
      );
      if (done.outcome === 'saved') {
        queryClient.setQueryData(keyOf(cashCountEndpoints.day, { params: { storeId, date } }), done.answer);
        notifySuccess('Successfully updated Cash Counts');
        clearBoth();
        void invalidateStoreDayStates(queryClient, storeId, date);
      } else if (done.outcome === 'conflict') {
        // Theirs is shown beside mine; what was typed stays on the page until the person chooses.
        restoreBoth(value);
      }
    } catch (error) {
      // The error has been shown; the sheet keeps what was typed.
      setReasonError(fieldErrorsOf(error).over_short_reason?.[0]);
    } finally {
      setSaving(false);
    }
  };

  const disabled = saving || queued !== undefined;

  return (
    <Stack gap="lg">
      <StorePageHeader
        title="Cash Count Sheet"
        {...day.header}
        actions={<StoreDayItemState storeId={day.loadStoreId} date={date} item="cash-count" label="Cash count" />}
      />
      <OfflineRecordNotices
        record={record}
        merge={{ base, theirs: onServer, version: query.data?.version, label: cashFieldLabel }}
        onKeepMine={(value) => void send(value)}
        busy={saving}
      />
      {failure && queued ? (
        <LoadFailed
          failure={failure}
          message="This page could not be loaded. Below is the count kept on this phone: it is sent when the connection returns."
        />
      ) : null}
      {failure && !queued ? (
        <LoadFailed failure={failure} />
      ) : loading && !queued ? (
        <SheetSkeleton />
      ) : (
        <>
          <Card component="section" aria-labelledby="cash-leads">
            <Title order={2} size="h3" c="espresso.9" id="cash-leads" mb="md">
              Shift Leads
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {LEADS.map(({ field, label }) => (
                <TextInput
                  key={field}
                  label={label}
                  value={sheet.leads[field]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    edit((next) => {
                      next.leads[field] = value;
                    });
                  }}
                  maxLength={LEAD_MAX}
                  disabled={disabled}
                />
              ))}
            </SimpleGrid>
          </Card>
          <BarSafe
            sheet={sheet}
            totals={totals}
            disabled={disabled}
            onChange={(row, d, value) =>
              edit((next) => {
                next.bar_safe[row][d] = value;
              })
            }
          />
          <StartingBank
            sheet={sheet}
            totals={totals}
            disabled={disabled}
            onChange={(row, bank, value) =>
              edit((next) => {
                next.starting_bank[row][bank] = value;
              })
            }
          />
          <Cashier
            sheet={sheet}
            totals={totals}
            disabled={disabled}
            onMoney={(row, d, value) =>
              edit((next) => {
                next.cashier[row][d] = value;
              })
            }
            onName={(row, d, value) =>
              edit((next) => {
                next.cashier_names[row][d] = value;
              })
            }
          />
          <Card component="section" aria-labelledby="cash-notes">
            <Title order={2} size="h3" c="espresso.9" id="cash-notes" mb="sm">
              Notes
            </Title>
            <Textarea
              aria-labelledby="cash-notes"
              value={sheet.leads.notes}
              onChange={(event) => {
                const value = event.currentTarget.value;
                edit((next) => {
                  next.leads.notes = value;
                });
              }}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={NOTES_MAX}
              disabled={disabled}
            />
          </Card>
          {query.data && storeId != null && (
            <>
              <OverShortCard
                storeId={storeId}
                tolerance={query.data.tolerance}
                discrepancyCents={totals.total_discrepancy}
                reason={reason}
                onReason={(value) => {
                  setReasonDraft(value);
                  setReasonError(undefined);
                }}
                error={reasonError}
                disabled={disabled}
                canEditTolerance={can('cash-tolerance-edit', storeId)}
              />
              <Suspense fallback={<Skeleton h={160} radius="md" />}>
                <DepositCard
                  storeId={storeId}
                  date={date}
                  deposit={query.data.deposit}
                  saved={query.data.id != null}
                  dirty={dirty}
                  timeZone={timeZone}
                />
              </Suspense>
              {query.data.record && (
                <Card component="section" aria-label="History of the cash count">
                  <RecordHistory record={query.data.record} label="the cash count" timeZone={timeZone} />
                </Card>
              )}
            </>
          )}
        </>
      )}
      {!loading && (
        <Paper withBorder shadow="md" p="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }} className="dripp-no-print">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            {failure ? (
              <Text size="sm" c="dimmed">
                Nothing to save until the day has loaded.
              </Text>
            ) : (
              <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-lg)' }} wrap="wrap">
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    Total Deposit{' '}
                  </Text>
                  <Text span fw={700} ff="monospace" data-summary="total-deposit">
                    {moneyOfCents(totals.total_deposit)}
                  </Text>
                </Text>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    Total Discrepancy{' '}
                  </Text>
                  <Text
                    span
                    fw={700}
                    ff="monospace"
                    c={totals.total_discrepancy < 0 ? 'red.8' : totals.total_discrepancy > 0 ? 'orange.9' : undefined}
                    data-summary="total-discrepancy"
                  >
                    {moneyOfCents(totals.total_discrepancy)}
                  </Text>
                </Text>
                {flagged > 0 && (
                  <Text size="sm" c="red.8" fw={500} data-summary="flagged">
                    {flaggedText(flagged)}
                  </Text>
                )}
                {beyondTolerance && (
                  <Text size="sm" c="red.8" fw={500} data-summary="beyond-tolerance">
                    Beyond tolerance
                  </Text>
                )}
                {dirty && (
                  <Text size="sm" c="orange.9" fw={500} visibleFrom="sm">
                    Unsaved changes
                  </Text>
                )}
              </Group>
            )}
            <Button
              onClick={() => void submit()}
              disabled={disabled || storeId == null || failure != null}
              leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
              miw={120}
            >
              {saving ? 'Loading' : 'Save'}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
