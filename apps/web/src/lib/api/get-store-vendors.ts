import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vendor } from '@dripp/contract/vendors';
import { api } from '../api-client';

/** GET /stores/{storeId}/vendors: the active vendors that serve the store. */
export function getStoreVendors(storeId: number, signal?: AbortSignal): Promise<Vendor[]> {
  return api.get<Vendor[]>(`/stores/${storeId}/vendors`, { fallback: 'Could not get Vendors', signal });
}

// Shared by new orders and the order history's vendor list; vendor admin changes invalidate ['store-vendors'].
export const storeVendorsQuery = (storeId: number) =>
  queryOptions({
    queryKey: ['store-vendors', storeId],
    queryFn: ({ signal }) => getStoreVendors(storeId, signal),
  });

export function useStoreVendors(storeId: number | null) {
  return useQuery({ ...storeVendorsQuery(storeId ?? 0), enabled: storeId != null });
}
