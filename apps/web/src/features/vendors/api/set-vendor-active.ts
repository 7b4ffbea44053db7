import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import type { Vendor } from '@dripp/contract/vendors';
import { callData } from '../../../lib/endpoints';
import { invalidateVendors } from './invalidate-vendors';
import { t } from '@lingui/core/macro';

/** PUT /vendors/{id}/deactivate, or /restore to bring a deactivated vendor back. */
export function setVendorActive(id: number, active: boolean): Promise<Vendor> {
  return active
    ? callData(vendorsEndpoints.restore, { params: { id } }, { fallback: t`Could not restore Vendor` })
    : callData(vendorsEndpoints.deactivate, { params: { id } }, { fallback: t`Could not deactivate Vendor` });
}

export function useSetVendorActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setVendorActive(id, active),
    onSuccess: () => invalidateVendors(client),
  });
}
