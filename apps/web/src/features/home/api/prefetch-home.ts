import type { QueryClient } from '@tanstack/react-query';
import { storesManagersQuery } from '../../../lib/api/get-stores-managers';
import { dashboardQuery } from './get-dashboard';

/**
 * Home's first loads (the announcement and promotion, the store list), asked for while the page's
 * code is still on its way rather than once it has rendered (docs/decisions/041).
 */
export function prefetchHome(client: QueryClient): void {
  void client.prefetchQuery(dashboardQuery);
  void client.prefetchQuery(storesManagersQuery());
}
