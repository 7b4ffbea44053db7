import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOption } from '@dripp/contract/users';
import { api } from '../api-client';

/** GET /managers-of-store/{storeId}: the store's managers as `{id, name}` (spec 3 §7). */
export function getManagersOfStore(storeId: number, signal?: AbortSignal): Promise<UserOption[]> {
  return api.get<UserOption[]>(`/managers-of-store/${storeId}`, { fallback: 'Could not get managers', signal });
}

export const managersOfStoreQuery = (storeId: number) =>
  queryOptions({
    queryKey: ['managers-of-store', storeId],
    queryFn: ({ signal }) => getManagersOfStore(storeId, signal),
    staleTime: 60_000,
  });

export function useManagersOfStore(storeId: number | null) {
  return useQuery({ ...managersOfStoreQuery(storeId ?? 0), enabled: storeId != null });
}
