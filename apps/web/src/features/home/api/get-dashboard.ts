import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@dripp/contract/home-content';
import { api } from '../../../lib/api-client';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { fallback: 'Could not get Dashboard data', signal }),
});

/** GET /dashboard: the announcement and the Home promotion card. */
export function useDashboard() {
  return useQuery(dashboardQuery);
}
