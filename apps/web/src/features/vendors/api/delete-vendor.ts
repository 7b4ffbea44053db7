import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { callData, invalidate } from '../../../lib/endpoints';
import { invalidateVendors } from './invalidate-vendors';
import { t } from '@lingui/core/macro';

/** DELETE /vendors/{id}: permanent, only from the deactivated list; removes its categories and products. */
export function deleteVendor(id: number): Promise<unknown> {
  return callData(vendorsEndpoints.remove, { params: { id } }, { fallback: t`Could not delete Vendor` });
}

export function useDeleteVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: () => Promise.all([invalidateVendors(client), invalidate(client, productsEndpoints.vendorProducts)]),
  });
}
