import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vendor } from '@dripp/contract/vendors';
import { api } from '../../../lib/api-client';
import { invalidateVendors } from './invalidate-vendors';

/** PUT /vendors/{id}/deactivate, or /restore to bring a deactivated vendor back. */
export function setVendorActive(id: number, active: boolean): Promise<Vendor> {
  return active
    ? api.put<Vendor>(`/vendors/${id}/restore`, undefined, { fallback: 'Could not restore Vendor' })
    : api.put<Vendor>(`/vendors/${id}/deactivate`, undefined, { fallback: 'Could not deactivate Vendor' });
}

export function useSetVendorActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setVendorActive(id, active),
    onSuccess: () => invalidateVendors(client),
  });
}
