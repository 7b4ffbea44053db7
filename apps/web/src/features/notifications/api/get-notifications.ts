import { useQuery } from '@tanstack/react-query';
import { notificationsEndpoints } from '@dripp/contract/endpoints/notifications';
import { endpointQuery } from '../../../lib/endpoints';

/**
 * GET /notifications: the unread count and the latest notifications. Polled each minute while the
 * tab is visible; a failed poll shows no toast (the list says so when opened, the count keeps its
 * last value).
 */
export const notificationsQuery = () => ({
  ...endpointQuery(notificationsEndpoints.list, {}, { notify: false }),
  staleTime: 0,
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

export function useNotifications() {
  return useQuery(notificationsQuery());
}
