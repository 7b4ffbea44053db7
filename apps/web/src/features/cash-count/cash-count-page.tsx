import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { cashCountTotals, parseCashCount } from '@dripp/domain/cash-count';
import { paths } from '../../config/paths';
import { StoreDayItemState } from '../../components/due-state-badge';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { StorePageHeader } from '../../components/store-page-header';
import { notifyError } from '../../lib/notify';
import { refuseFlagged } from '../../lib/number-fields';
import { usePermissions } from '../../lib/permissions';
import { useDailyRecord } from '../../lib/use-daily-record';
import { OfflineRecordNotices } from '../../components/offline-record-notices';
import { useCashCount } from './api/get-cash-count';
import { useSaveCashCount } from './api/save-cash-count';
import { cashFieldLabel } from './cash-field-labels';
import { BarSafeCards, CashierCards, StartingBankCards } from './cash-cards';
import {
  CashSaveBar,
  DepositAndHistory,
  LeadsCard,
  NotesCard,
  SheetSkeleton,
  type EditSheet,
} from './cash-count-parts';
import { OverShortCard, REASON_FIELD_ID, beyond } from './cash-over-short';
import { BarSafeTable, CashierTable, StartingBankTable } from './cash-tables';
import { emptySheet, flaggedCells, typedOfServer } from './cash-sheet';

const EMPTY_SHEET = emptySheet();
const RECORD = { page: 'cash-count', onServer: typedOfServer };

/** Phones get one column of large inputs per section instead of the tables. */
const CARDS_QUERY = '(max-width: 767.98px)';

/**
 * /check-lists/cash-count[/{store}/{date}] (spec 1 §2 "Cash Count Sheet"). Every total is computed
 * while typing by the same integer-cent functions the server stores its totals with.
 */
export function CashCountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Cash Count Sheet · Dripp Portal`);
  const daily = useDailyRecord({
    view: 'cash-count-view',
    href: paths.cashCount.href,
    load: useCashCount,
    record: RECORD,
  });
  const { day, query, draft, record, onServer, base, queued, failure, loading } = daily;
  const { storeId, date } = day;
  const timeZone = day.store?.store.time_zone;
  const { can, canAny } = usePermissions();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { saving, send } = useSaveCashCount(daily, setReasonError);
  const asCards = useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false });
  const [BarSafe, StartingBank, Cashier] = asCards
    ? [BarSafeCards, StartingBankCards, CashierCards]
    : [BarSafeTable, StartingBankTable, CashierTable];

  const sheet = draft?.sheet ?? queued?.sheet ?? onServer?.sheet ?? EMPTY_SHEET;
  const reason = draft?.reason ?? queued?.reason ?? query.data?.over_short.reason ?? '';
  const totals = useMemo(() => cashCountTotals(parseCashCount(sheet)), [sheet]);
  const flagged = useMemo(() => flaggedCells(sheet), [sheet]);
  const tolerance = query.data?.tolerance;
  const beyondTolerance = tolerance != null && beyond(totals.total_discrepancy, tolerance);

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const dirty = draft !== undefined;
  const edit: EditSheet = (change) => {
    const next = structuredClone(sheet);
    change(next);
    daily.setDraft({ sheet: next, reason: draft?.reason });
  };

  const submit = async () => {
    if (storeId == null || failure) return;
    // A past day's count, or one whose cash was deposited, changes only with cash-count-edit.
    const locked = date < day.today || (query.data?.deposit.status ?? 'counted') !== 'counted';
    if (!canAny(['cash-count-create', 'cash-count-update'], storeId) || (locked && !can('cash-count-edit', storeId))) {
      notifyError(t`You are not authorized`);
      return;
    }
    if (refuseFlagged(flagged)) return;
    if (beyondTolerance && !reason.trim()) {
      setReasonError(t`Give the reason for the over/short`);
      notifyError(t`Nothing was saved: give the reason for the over/short`);
      document.getElementById(REASON_FIELD_ID)?.focus();
      return;
    }
    setReasonError(undefined);
    await send({ sheet, reason: draft?.reason });
  };

  const disabled = saving || queued !== undefined;

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Cash Count Sheet`}
        {...day.header}
        actions={<StoreDayItemState storeId={day.loadStoreId} date={date} item="cash-count" label={t`Cash count`} />}
      />
      <OfflineRecordNotices
        record={record}
        merge={{ base, theirs: onServer, version: query.data?.version, label: cashFieldLabel }}
        onKeepMine={(value) => void send(value)}
        busy={saving}
      />
      {failure && (
        <LoadFailed
          failure={failure}
          message={
            queued
              ? t`This page could not be loaded. Below is the count kept on this phone: it is sent when the connection returns.`
              : undefined
          }
        />
      )}
      {failure && !queued ? null : loading && !queued ? (
        <SheetSkeleton />
      ) : (
        <>
          <LeadsCard sheet={sheet} edit={edit} disabled={disabled} />
          <BarSafe
            sheet={sheet}
            totals={totals}
            disabled={disabled}
            onChange={(row, d, value) => edit((next) => void (next.bar_safe[row][d] = value))}
          />
          <StartingBank
            sheet={sheet}
            totals={totals}
            disabled={disabled}
            onChange={(row, bank, value) => edit((next) => void (next.starting_bank[row][bank] = value))}
          />
          <Cashier
            sheet={sheet}
            totals={totals}
            disabled={disabled}
            onMoney={(row, d, value) => edit((next) => void (next.cashier[row][d] = value))}
            onName={(row, d, value) => edit((next) => void (next.cashier_names[row][d] = value))}
          />
          <NotesCard sheet={sheet} edit={edit} disabled={disabled} />
          {query.data && storeId != null && (
            <>
              <OverShortCard
                storeId={storeId}
                tolerance={query.data.tolerance}
                discrepancyCents={totals.total_discrepancy}
                reason={reason}
                onReason={(value) => {
                  daily.setDraft({ sheet, reason: value });
                  setReasonError(undefined);
                }}
                error={reasonError}
                disabled={disabled}
                canEditTolerance={can('cash-tolerance-edit', storeId)}
              />
              <DepositAndHistory storeId={storeId} date={date} count={query.data} dirty={dirty} timeZone={timeZone} />
            </>
          )}
        </>
      )}
      {!loading && (
        <CashSaveBar
          failed={failure != null}
          totals={totals}
          flagged={flagged}
          beyondTolerance={beyondTolerance}
          dirty={dirty}
          saving={saving}
          disabled={disabled || storeId == null || failure != null}
          onSave={() => void submit()}
        />
      )}
    </Stack>
  );
}
