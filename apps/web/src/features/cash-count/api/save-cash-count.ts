import type { CashCountInput } from '@dripp/contract/cash-count';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import type { SaveRequest } from '../../../lib/save-queue';

export interface SaveCashCountInput {
  storeId: number;
  date: string;
  sheet: CashCountInput;
  /** Why the count is over or short; left out, the reason saved before is kept. */
  reason?: string;
}

/**
 * POST /cash-count/{storeId}/{date} {cash_count}: the whole sheet as typed, based on the version
 * read (decision 172); the server recomputes the totals. Sent, or kept on the device, by
 * `useOfflineRecord`, as the other daily records are.
 */
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
