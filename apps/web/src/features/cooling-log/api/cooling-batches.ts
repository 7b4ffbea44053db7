import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import type { CoolingRemedy } from '@dripp/contract/food-safety';
import { callData, endpointQuery, invalidate } from '../../../lib/endpoints';
import { useRepeatKey } from '../../../lib/repeat-key';
import { t } from '@lingui/core/macro';

export const coolingBatchesQuery = (storeId: number, date: string) =>
  endpointQuery(
    foodSafetyEndpoints.coolingBatches,
    { params: { storeId }, query: { date } },
    { fallback: t`Could not get the cooling batches` },
  );

/** The store's open batches and those of the day; asked again each minute, as the checks come due. */
export function useCoolingBatches(storeId: number, date: string) {
  return useQuery({
    ...coolingBatchesQuery(storeId, date),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
}

function useRefresh(storeId: number) {
  const client = useQueryClient();
  return () => invalidate(client, foodSafetyEndpoints.coolingBatches, { params: { storeId } });
}

/** Start tapped again after no answer starts one batch. */
export function useStartCooling(storeId: number) {
  const refresh = useRefresh(storeId);
  const repeat = useRepeatKey();
  return useMutation({
    // Temperatures go as °F, as TemperatureInput keeps them.
    mutationFn: (body: { item: string; value: number }) =>
      callData(
        foodSafetyEndpoints.startCooling,
        { params: { storeId }, body: { ...body, unit: 'F' } },
        {
          fallback: t`Could not start the batch`,
          notify: false,
          headers: { 'Idempotency-Key': repeat.keyFor({ storeId, ...body }) },
        },
      ),
    onSuccess: () => {
      repeat.answered();
      return refresh();
    },
  });
}

export function useCoolingCheck(storeId: number) {
  const refresh = useRefresh(storeId);
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: number }) =>
      callData(
        foodSafetyEndpoints.coolingCheck,
        { params: { id }, body: { value, unit: 'F' } },
        { fallback: t`Could not record the check`, notify: false },
      ),
    onSuccess: refresh,
  });
}

export function useCloseCooling(storeId: number) {
  const refresh = useRefresh(storeId);
  return useMutation({
    mutationFn: ({ id, remedy }: { id: number; remedy: CoolingRemedy | null }) =>
      callData(
        foodSafetyEndpoints.closeCooling,
        { params: { id }, body: { remedy } },
        { fallback: t`Could not close the batch`, notify: false },
      ),
    onSuccess: refresh,
  });
}
