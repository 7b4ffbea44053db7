import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { call, invalidate } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** DELETE /vendors/{vendorId}/link/{storeId}. */
export async function unlinkStoreVendor(input: { storeId: number; vendorId: number }) {
  const answer = await call(
    vendorsEndpoints.unlinkStore,
    { params: { vendorId: input.vendorId, storeId: input.storeId } },
    { fallback: t`Could not unlink Vendor` },
  );
  return answer.message;
}

export function useUnlinkStoreVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkStoreVendor,
    onSuccess: () => Promise.all([invalidateStores(client), invalidate(client, vendorsEndpoints.list)]),
  });
}
