import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@dripp/contract/stores';
import { api } from '../../../lib/api-client';

/** GET /stores/{id}/edit: the form's values. */
export function getStoreEdit(id: number, signal?: AbortSignal): Promise<Store> {
  return api.get<Store>(`/stores/${id}/edit`, { fallback: 'Could not get Stores', signal });
}

export const storeEditQuery = (id: number) =>
  queryOptions({
    queryKey: ['stores-admin', 'edit', id],
    queryFn: ({ signal }) => getStoreEdit(id, signal),
    staleTime: 0,
  });

export function useStoreEdit(id: number, enabled = true) {
  return useQuery({ ...storeEditQuery(id), enabled });
}
