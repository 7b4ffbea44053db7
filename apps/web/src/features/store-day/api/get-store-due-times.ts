import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { endpointQuery } from '../../../lib/endpoints';

export const storeDueTimesQuery = (storeId: number) =>
  endpointQuery(storeDayEndpoints.storeDueTimes, { params: { storeId } }, { fallback: t`Could not get the due times` });

/** A store's due times: its own where it set them, else the chain's, with its time zone. */
export function useStoreDueTimes(storeId: number | null) {
  return useQuery({ ...storeDueTimesQuery(storeId ?? 0), enabled: storeId != null });
}
