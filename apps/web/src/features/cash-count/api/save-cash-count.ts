import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CashCount, CashCountInput } from '@dripp/contract/cash-count';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { invalidateStoreDayStates } from '../../../lib/api/get-store-day-states';
import { fieldErrorsOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/endpoints';
import { notifySuccess } from '../../../lib/notify';
import type { SaveRequest } from '../../../lib/save-queue';
import type { DailyRecord } from '../../../lib/use-daily-record';
import type { TypedCount } from '../cash-sheet';
import { t } from '@lingui/core/macro';

export interface SaveCashCountInput {
  storeId: number;
  date: string;
  sheet: CashCountInput;
  /** Why the count is over or short; left out, the reason saved before is kept. */
  reason?: string;
}

/**
 * POST /cash-count/{storeId}/{date} {cash_count}: the whole sheet as typed, based on the version
 * read (decision 172); the server recomputes the totals. Sent, or kept on the device.
 */
export function cashCountSaveRequest(
  { storeId, date, sheet, reason }: SaveCashCountInput,
  basedOn: string | null | undefined,
): SaveRequest<typeof cashCountEndpoints.save> {
  return {
    definition: cashCountEndpoints.save,
    params: { storeId, date },
    body: {
      cash_count: sheet,
      ...(reason === undefined ? {} : { over_short_reason: reason }),
      ...(basedOn === undefined ? {} : { based_on: basedOn }),
    },
    failed: t`Could not update Cash Counts`,
  };
}

/**
 * The page's Save of the sheet and its over/short reason: sent, kept on the phone, or shown beside
 * the server's as a conflict. Saved, the page shows the count the server answers, totals and all.
 * `onReasonError`: the server's word on the reason, if it refused it.
 */
export function useSaveCashCount(
  { day, record, base, setDraft, clearDraft }: DailyRecord<TypedCount, CashCount>,
  onReasonError: (error: string | undefined) => void,
) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { storeId, date } = day;
  const send = async (value: TypedCount) => {
    if (storeId == null) return;
    setSaving(true);
    try {
      const done = await record.save(
        value,
        (basedOn) => cashCountSaveRequest({ storeId, date, sheet: value.sheet, reason: value.reason }, basedOn),
        { base },
      );
      if (done.outcome === 'saved') {
        queryClient.setQueryData(keyOf(cashCountEndpoints.day, { params: { storeId, date } }), done.answer);
        notifySuccess(t`Successfully updated Cash Counts`);
        clearDraft();
        void invalidateStoreDayStates(queryClient, storeId, date);
      } else if (done.outcome === 'conflict') {
        // Theirs is shown beside mine; what was typed stays on the page until the person chooses.
        setDraft(value);
      }
    } catch (error) {
      // The error has been shown; the sheet keeps what was typed.
      onReasonError(fieldErrorsOf(error).over_short_reason?.[0]);
    } finally {
      setSaving(false);
    }
  };
  return { saving, send };
}
