import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@dripp/contract/stores';
import { api } from '../../../lib/api-client';

/** GET /stores (`?trashed=1`: the deactivated stores). */
export function getAdminStores(trashed: boolean, signal?: AbortSignal): Promise<Store[]> {
  return api.get<Store[]>('/stores', {
    query: { trashed: trashed ? '1' : '0' },
    fallback: 'Could not get Stores',
    signal,
  });
}

export const adminStoresQuery = (trashed: boolean) =>
  queryOptions({
    queryKey: ['stores-admin', 'list', { trashed }],
    queryFn: ({ signal }) => getAdminStores(trashed, signal),
  });

export function useAdminStores(trashed: boolean, enabled = true) {
  return useQuery({ ...adminStoresQuery(trashed), enabled });
}
