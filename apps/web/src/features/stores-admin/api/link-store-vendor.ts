import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { call, invalidate } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** POST /vendors/{vendorId}/link/{storeId}: the vendor serves this store. */
export async function linkStoreVendor(input: { storeId: number; vendorId: number }) {
  const answer = await call(
    vendorsEndpoints.linkStore,
    { params: { vendorId: input.vendorId, storeId: input.storeId } },
    { fallback: t`Could not link Vendor` },
  );
  return answer.message;
}

export function useLinkStoreVendor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkStoreVendor,
    onSuccess: () => Promise.all([invalidateStores(client), invalidate(client, vendorsEndpoints.list)]),
  });
}
