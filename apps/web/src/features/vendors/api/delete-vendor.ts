import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { api } from '../../../lib/api-client';
import { invalidate } from '../../../lib/endpoints';
import { invalidateVendors } from './invalidate-vendors';

/** DELETE /vendors/{id}: permanent, only from the deactivated list; removes its categories and products. */
export function deleteVendor(id: number): Promise<unknown> {
  return api.delete(`/vendors/${id}`, { fallback: 'Could not delete Vendor' });
}

export function useDeleteVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: () => Promise.all([invalidateVendors(client), invalidate(client, productsEndpoints.vendorProducts)]),
  });
}
