import { useQuery, type QueryClient } from '@tanstack/react-query';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { endpointQuery, invalidate } from '../endpoints';

// The states are a hint beside the page's own record: a failed load shows no badge rather than a second toast.
export const storeDayStatesQuery = (storeId: number, date: string) =>
  endpointQuery(storeDayEndpoints.day, { params: { storeId, date } }, { notify: false });

/** The due items of a store's day with their states (Due, Done late, Missed…), for the store pages' badges. */
export function useStoreDayStates(storeId: number | null, date: string) {
  return useQuery({ ...storeDayStatesQuery(storeId ?? 0, date), enabled: storeId != null, retry: 1 });
}

/** After a save on a store page: that day's states, and the Today board, which shows them too. */
export function invalidateStoreDayStates(client: QueryClient, storeId: number, date: string): Promise<void> {
  return Promise.all([
    invalidate(client, storeDayEndpoints.day, { params: { storeId, date } }),
    invalidate(client, storeDayEndpoints.today),
  ]).then(() => undefined);
}
