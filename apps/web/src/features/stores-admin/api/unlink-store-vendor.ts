import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStores } from './invalidate-stores';

/** DELETE /vendors/{vendorId}/link/{storeId}. */
export async function unlinkStoreVendor(input: { storeId: number; vendorId: number }) {
  const answer = await apiRequest<unknown>('DELETE', `/vendors/${input.vendorId}/link/${input.storeId}`, {
    fallback: 'Could not unlink Vendor',
  });
  return answer.message;
}

export function useUnlinkStoreVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkStoreVendor,
    onSuccess: () => Promise.all([invalidateStores(client), client.invalidateQueries({ queryKey: ['vendors'] })]),
  });
}
