import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorView } from '@dripp/contract/vendors';
import { api } from '../../../lib/api-client';

/** GET /vendors/{id}/view: the vendor with its linked and unlinked stores. */
export function getVendorView(id: number, signal?: AbortSignal): Promise<VendorView> {
  return api.get<VendorView>(`/vendors/${id}/view`, { fallback: 'Could not get Vendor', signal });
}

export const vendorViewQuery = (id: number) =>
  queryOptions({
    queryKey: ['vendor', id, 'view'],
    queryFn: ({ signal }) => getVendorView(id, signal),
  });

export function useVendorView(id: number | null) {
  return useQuery({ ...vendorViewQuery(id ?? 0), enabled: id != null });
}
