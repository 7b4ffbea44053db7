import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vendor } from '@dripp/contract/vendors';
import { api } from '../api-client';

/** GET /vendors: the active vendors, for the vendor selector. */
export function getActiveVendors(signal?: AbortSignal): Promise<Vendor[]> {
  return api.get<Vendor[]>('/vendors', { query: { trashed: 0 }, fallback: 'Could not get Vendors', signal });
}

// Same key as the vendor list's, so a vendor saved there shows up here at once.
export const activeVendorsQuery = () =>
  queryOptions({
    queryKey: ['vendors', { trashed: false }],
    queryFn: ({ signal }) => getActiveVendors(signal),
  });

export function useActiveVendors(enabled = true) {
  return useQuery({ ...activeVendorsQuery(), enabled });
}
