import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverviewQuery } from '@dripp/contract/overview';
import { overviewEndpoints } from '@dripp/contract/endpoints/overview';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export const overviewTrendsQuery = (query: OverviewQuery, storeIds: readonly number[]) =>
  endpointQuery(
    overviewEndpoints.trends,
    { query: { ...query, store_ids: storeIds.join(',') } },
    { fallback: t`Could not get the trends` },
  );

/** The chosen stores day by day over the period, for the charts. */
export function useOverviewTrends(query: OverviewQuery, storeIds: readonly number[]) {
  return useQuery({
    ...overviewTrendsQuery(query, storeIds),
    enabled: storeIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
