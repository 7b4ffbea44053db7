import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreView } from '@dripp/contract/stores';
import { api } from '../../../lib/api-client';

/** GET /stores/{id}/view: the store with its vendor and user links and the roles a link may carry. */
export function getStoreView(id: number, signal?: AbortSignal): Promise<StoreView> {
  return api.get<StoreView>(`/stores/${id}/view`, { fallback: 'Could not get Stores', signal });
}

export const storeViewQuery = (id: number) =>
  queryOptions({
    queryKey: ['stores-admin', 'view', id],
    queryFn: ({ signal }) => getStoreView(id, signal),
  });

export function useStoreView(id: number, enabled = true) {
  return useQuery({ ...storeViewQuery(id), enabled });
}
