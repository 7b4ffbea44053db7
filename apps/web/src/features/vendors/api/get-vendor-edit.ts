import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vendor } from '@dripp/contract/vendors';
import { api } from '../../../lib/api-client';

/** GET /vendors/{id}/edit: the vendor's fields for the edit form. */
export function getVendorEdit(id: number, signal?: AbortSignal): Promise<Vendor> {
  return api.get<Vendor>(`/vendors/${id}/edit`, { fallback: 'Could not get Vendor', signal });
}

export const vendorEditQuery = (id: number) =>
  queryOptions({
    queryKey: ['vendor', id, 'edit'],
    queryFn: ({ signal }) => getVendorEdit(id, signal),
    // The form must start from what is stored now, not from a copy loaded minutes ago.
    staleTime: 0,
  });

export function useVendorEdit(id: number | null) {
  return useQuery({ ...vendorEditQuery(id ?? 0), enabled: id != null });
}
