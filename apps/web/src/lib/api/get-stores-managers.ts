import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreWithManagers } from '@dripp/contract/stores';
import { api } from '../api-client';

export function getStoresManagers(signal?: AbortSignal): Promise<StoreWithManagers[]> {
  return api.get<StoreWithManagers[]>('/stores-managers', { fallback: 'Could not get Stores', signal });
}

export const storesManagersQuery = () =>
  queryOptions({
    queryKey: ['stores-managers'],
    queryFn: ({ signal }) => getStoresManagers(signal),
    staleTime: 5 * 60_000,
  });

/** The user's stores with their managers and franchisees (shared by every store selector). */
export function useStoresManagers() {
  return useQuery(storesManagersQuery());
}
