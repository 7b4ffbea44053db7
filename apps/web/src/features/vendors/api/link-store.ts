import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { callData } from '../../../lib/endpoints';
import { invalidateVendors } from './invalidate-vendors';
import { t } from '@lingui/core/macro';

/** POST /vendors/{vendorId}/link/{storeId} (link) or DELETE on the same path (unlink). */
export function setStoreLink(vendorId: number, storeId: number, linked: boolean): Promise<unknown> {
  const params = { vendorId, storeId };
  return linked
    ? callData(vendorsEndpoints.linkStore, { params }, { fallback: t`Could not link Store` })
    : callData(vendorsEndpoints.unlinkStore, { params }, { fallback: t`Could not unlink Store` });
}

export function useSetStoreLink(vendorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, linked }: { storeId: number; linked: boolean }) => setStoreLink(vendorId, storeId, linked),
    // The detail reloads after each link change (spec 2 §4).
    onSuccess: () => invalidateVendors(client),
  });
}
