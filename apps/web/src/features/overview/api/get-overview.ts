import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverviewQuery } from '@dripp/contract/overview';
import { overviewEndpoints } from '@dripp/contract/endpoints/overview';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export const overviewQuery = (query: OverviewQuery) =>
  endpointQuery(overviewEndpoints.get, { query }, { fallback: t`Could not get the overview` });

/** Every store the user may see over the period; the last period stays on screen while the next loads. */
export function useOverview(query: OverviewQuery | null) {
  return useQuery({
    ...overviewQuery(query ?? { period: 'this-week' }),
    enabled: query != null,
    placeholderData: keepPreviousData,
  });
}
