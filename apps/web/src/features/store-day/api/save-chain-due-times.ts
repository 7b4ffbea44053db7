import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChainDueTimes } from '@dripp/contract/store-day';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { call, invalidateEach } from '../../../lib/endpoints';

/** PUT /store-day/due-times: the chain's due times, which every store without its own follows. */
export async function saveChainDueTimes(body: ChainDueTimes): Promise<void> {
  await call(storeDayEndpoints.saveChainDueTimes, { body }, { fallback: t`Could not save the due times` });
}

export function useSaveChainDueTimes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChainDueTimes,
    onSuccess: () =>
      invalidateEach(client, [
        storeDayEndpoints.chainDueTimes,
        storeDayEndpoints.storeDueTimes,
        storeDayEndpoints.today,
        storeDayEndpoints.day,
      ]),
  });
}
