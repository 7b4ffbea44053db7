import { useQuery } from '@tanstack/react-query';
import { overviewEndpoints } from '@dripp/contract/endpoints/overview';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** One store's days from `from` to `to`: the list behind its overview cells. */
export function useOverviewStoreDays(storeId: number | null, days: { from: string; to: string } | null) {
  return useQuery({
    ...endpointQuery(
      overviewEndpoints.storeDays,
      { params: { storeId: storeId ?? 0 }, query: { period: 'custom', from: days?.from, to: days?.to } },
      { fallback: t`Could not get the store’s days` },
    ),
    enabled: storeId != null && days != null,
  });
}
