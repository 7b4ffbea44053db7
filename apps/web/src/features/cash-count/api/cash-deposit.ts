import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashCount } from '@dripp/contract/cash-count';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { callData, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

interface Day {
  storeId: number;
  date: string;
}

export interface DepositCashInput extends Day {
  bag: string;
  file?: string;
  filename?: string;
  onProgress?: (percent: number) => void;
}

/** POST /cash-count/{storeId}/{date}/deposit: the bag number and the slip photo. */
export function depositCash({ storeId, date, bag, file, filename, onProgress }: DepositCashInput): Promise<CashCount> {
  return callData(
    cashCountEndpoints.deposit,
    { params: { storeId, date }, body: { bag, file, filename } },
    { fallback: t`Could not record the deposit`, onProgress, showsForbidden: true },
  );
}

/** POST /cash-count/{storeId}/{date}/deposit/verify. A refusal (403) stays on the page with its reason. */
export function verifyDeposit({ storeId, date }: Day): Promise<CashCount> {
  return callData(
    cashCountEndpoints.verifyDeposit,
    { params: { storeId, date } },
    { fallback: t`Could not verify the deposit`, showsForbidden: true },
  );
}

function useDayMutation<I extends Day>(mutationFn: (input: I) => Promise<CashCount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved, { storeId, date }) =>
      queryClient.setQueryData(keyOf(cashCountEndpoints.day, { params: { storeId, date } }), saved),
  });
}

export const useDepositCash = () => useDayMutation(depositCash);
export const useVerifyDeposit = () => useDayMutation(verifyDeposit);
