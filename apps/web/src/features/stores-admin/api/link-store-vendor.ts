import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStores } from './invalidate-stores';

/** POST /vendors/{vendorId}/link/{storeId}: the vendor serves this store. */
export async function linkStoreVendor(input: { storeId: number; vendorId: number }) {
  const answer = await apiRequest<unknown>('POST', `/vendors/${input.vendorId}/link/${input.storeId}`, {
    fallback: 'Could not link Vendor',
  });
  return answer.message;
}

export function useLinkStoreVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkStoreVendor,
    onSuccess: () => Promise.all([invalidateStores(client), client.invalidateQueries({ queryKey: ['vendors'] })]),
  });
}
