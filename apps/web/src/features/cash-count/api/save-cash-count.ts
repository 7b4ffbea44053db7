import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashCount, CashCountInput } from '@dripp/contract/cash-count';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { callData, keyOf } from '../../../lib/endpoints';
import type { SaveRequest } from '../../../lib/save-queue';

export interface SaveCashCountInput {
  storeId: number;
  date: string;
  sheet: CashCountInput;
  /** Why the count is over or short; left out, the reason saved before is kept. */
  reason?: string;
}

/** POST /cash-count/{storeId}/{date} {cash_count}: the whole sheet as typed; the server recomputes the totals. */
export function saveCashCount({ storeId, date, sheet, reason }: SaveCashCountInput): Promise<CashCount> {
  return callData(
    cashCountEndpoints.save,
    {
      params: { storeId, date },
      body: { cash_count: sheet, ...(reason === undefined ? {} : { over_short_reason: reason }) },
    },
    { fallback: 'Could not update Cash Counts' },
  );
}

/** The same save as the device keeps it to send later, based on the version read (decision 172). */
export function cashCountSaveRequest(
  { storeId, date, sheet, reason }: SaveCashCountInput,
  basedOn: string | null | undefined,
): SaveRequest {
  return {
    definition: cashCountEndpoints.save,
    params: { storeId, date },
    body: {
      cash_count: sheet,
      ...(reason === undefined ? {} : { over_short_reason: reason }),
      ...(basedOn === undefined ? {} : { based_on: basedOn }),
    },
  };
}

export function useSaveCashCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCashCount,
    onSuccess: (saved, { storeId, date }) =>
      queryClient.setQueryData(keyOf(cashCountEndpoints.day, { params: { storeId, date } }), saved),
  });
}
