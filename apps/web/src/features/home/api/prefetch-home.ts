import type { QueryClient } from '@tanstack/react-query';
import { storesManagersQuery } from '../../../lib/api/get-stores-managers';
import { seedFirstPaint } from '../first-paint';
import { dashboardQuery } from './get-dashboard';

/**
 * Home's first loads (the announcement and promotion, the store list), asked for while the page's
 * code is still on its way rather than once it has rendered (docs/decisions/041). An answer the
 * page's HTML carried is taken first (docs/decisions/230): a fresh one is not asked for again.
 */
export function prefetchHome(client: QueryClient): void {
  seedFirstPaint(client);
  void client.prefetchQuery(dashboardQuery);
  void client.prefetchQuery(storesManagersQuery());
}
