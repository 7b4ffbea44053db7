import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreOption } from '@dripp/contract/stores';
import { api } from '../api-client';

/** GET /get-permitted-stores?permission=: the stores where the user holds one permission (spec 3 §6). */
export function getPermittedStores(permission: string, signal?: AbortSignal): Promise<StoreOption[]> {
  return api.get<StoreOption[]>('/get-permitted-stores', {
    query: { permission },
    fallback: 'Could not get Stores',
    signal,
  });
}

export const permittedStoresQuery = (permission: string) =>
  queryOptions({
    queryKey: ['permitted-stores', permission],
    queryFn: ({ signal }) => getPermittedStores(permission, signal),
    staleTime: 5 * 60_000,
  });

export function usePermittedStores(permission: string, enabled = true) {
  return useQuery({ ...permittedStoresQuery(permission), enabled });
}
