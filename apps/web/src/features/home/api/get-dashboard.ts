import { useQuery } from '@tanstack/react-query';
import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import { endpointQuery } from '../../../lib/endpoints';

export const dashboardQuery = endpointQuery(
  homeContentEndpoints.dashboard,
  {},
  { fallback: 'Could not get Dashboard data' },
);

/** GET /dashboard: the announcement and the Home promotion card. */
export function useDashboard() {
  return useQuery(dashboardQuery);
}
