import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import type { Vendor, VendorInputRequest } from '@dripp/contract/vendors';
import { callData } from '../../../lib/endpoints';
import { invalidateVendors } from './invalidate-vendors';
import { t } from '@lingui/core/macro';

/** POST /vendors (id null) or PUT /vendors/{id}. */
export function saveVendor(id: number | null, input: VendorInputRequest): Promise<Vendor> {
  return id == null
    ? callData(vendorsEndpoints.create, { body: input }, { fallback: t`Could not save Vendor` })
    : callData(vendorsEndpoints.update, { params: { id }, body: input }, { fallback: t`Could not update Vendor` });
}

export function useSaveVendor(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorInputRequest) => saveVendor(id, input),
    onSuccess: () => invalidateVendors(client),
  });
}
