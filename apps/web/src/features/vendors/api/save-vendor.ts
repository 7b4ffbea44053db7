import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor, VendorInputRequest } from '@dripp/contract/vendors';
import { api } from '../../../lib/api-client';
import { invalidateVendors } from './invalidate-vendors';

/** POST /vendors (id null) or PUT /vendors/{id}. */
export function saveVendor(id: number | null, input: VendorInputRequest): Promise<Vendor> {
  return id == null
    ? api.post<Vendor>('/vendors', input, { fallback: 'Could not save Vendor' })
    : api.put<Vendor>(`/vendors/${id}`, input, { fallback: 'Could not update Vendor' });
}

export function useSaveVendor(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorInputRequest) => saveVendor(id, input),
    onSuccess: () => invalidateVendors(client),
  });
}
