import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { endpointQuery } from '../../../lib/endpoints';

export const chainDueTimesQuery = () =>
  endpointQuery(storeDayEndpoints.chainDueTimes, {}, { fallback: t`Could not get the due times` });

/** When each item of a store's day is due across the chain. */
export function useChainDueTimes() {
  return useQuery(chainDueTimesQuery());
}
