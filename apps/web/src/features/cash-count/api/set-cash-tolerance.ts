import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashTolerance } from '@dripp/contract/cash-count';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { callData, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export interface SetCashToleranceInput {
  storeId: number;
  /** Dollars; null returns the store to the chain's tolerance. */
  tolerance: number | null;
}

/** PUT /stores/{storeId}/cash-tolerance. */
export function setCashTolerance({ storeId, tolerance }: SetCashToleranceInput): Promise<CashTolerance> {
  return callData(
    cashCountEndpoints.setTolerance,
    { params: { storeId }, body: { tolerance } },
    { fallback: t`Could not save the tolerance` },
  );
}

export function useSetCashTolerance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCashTolerance,
    // Every day of the store shows the tolerance that applies now.
    onSuccess: (_, { storeId }) => invalidate(client, cashCountEndpoints.day, { params: { storeId } }),
  });
}
