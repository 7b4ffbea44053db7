import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreDueTimesInput } from '@dripp/contract/store-day';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { call, invalidate } from '../../../lib/endpoints';

export interface SaveStoreDueTimesInput {
  storeId: number;
  body: StoreDueTimesInput;
}

/** PUT /store-day/stores/{storeId}/due-times: the store's own times, and the items handed back to the chain. */
export async function saveStoreDueTimes({ storeId, body }: SaveStoreDueTimesInput): Promise<void> {
  await call(
    storeDayEndpoints.saveStoreDueTimes,
    { params: { storeId }, body },
    { fallback: t`Could not save the due times` },
  );
}

export function useSaveStoreDueTimes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStoreDueTimes,
    onSuccess: (_, { storeId }) =>
      Promise.all([
        invalidate(client, storeDayEndpoints.storeDueTimes, { params: { storeId } }),
        invalidate(client, storeDayEndpoints.today),
        invalidate(client, storeDayEndpoints.day, { params: { storeId } }),
      ]).then(() => undefined),
  });
}
