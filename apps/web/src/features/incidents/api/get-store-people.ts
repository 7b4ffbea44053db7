import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOption } from '@dripp/contract/users';
import { api } from '../../../lib/api-client';

/** GET /employees-of-store/{storeId}: everyone linked to the store, for the Employee on Duty selects. */
export function getStorePeople(storeId: number, signal?: AbortSignal): Promise<UserOption[]> {
  return api.get<UserOption[]>(`/employees-of-store/${storeId}`, { fallback: 'Could not get Users', signal });
}

export const storePeopleQuery = (storeId: number) =>
  queryOptions({
    queryKey: ['employees-of-store', storeId],
    queryFn: ({ signal }) => getStorePeople(storeId, signal),
    staleTime: 60_000,
  });

export function useStorePeople(storeId: number | null) {
  return useQuery({ ...storePeopleQuery(storeId ?? 0), enabled: storeId != null });
}
