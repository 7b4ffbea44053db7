import { useQuery } from '@tanstack/react-query';
import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import { endpointQuery } from '../../../lib/endpoints';
import { firstPaintDashboard } from '../first-paint';
import { msg } from '@lingui/core/macro';

export const dashboardQuery = endpointQuery(
  homeContentEndpoints.dashboard,
  {},
  { fallback: msg`Could not get Dashboard data` },
);

/**
 * GET /dashboard: the announcement and the Home promotion card; first, the answer the page's HTML
 * carried, when the start of the app has not already put it in the cache (docs/decisions/230).
 */
export function useDashboard() {
  return useQuery({
    ...dashboardQuery,
    initialData: () => firstPaintDashboard()?.data,
    initialDataUpdatedAt: () => firstPaintDashboard()?.updatedAt,
  });
}
