import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vendor } from '@dripp/contract/vendors';
import { api } from '../../../lib/api-client';

/** GET /vendors?trashed=0|1: active vendors, or the deactivated ones (spec 2 §7). */
export function getVendors(trashed: boolean, signal?: AbortSignal): Promise<Vendor[]> {
  return api.get<Vendor[]>('/vendors', {
    query: { trashed: trashed ? 1 : 0 },
    fallback: 'Could not get Vendors',
    signal,
  });
}

// The key is shared by every screen that lists vendors, so a change anywhere refreshes them all.
export const vendorsQuery = (trashed: boolean) =>
  queryOptions({
    queryKey: ['vendors', { trashed }],
    queryFn: ({ signal }) => getVendors(trashed, signal),
  });

export function useVendors(trashed: boolean, enabled = true) {
  return useQuery({ ...vendorsQuery(trashed), enabled });
}
