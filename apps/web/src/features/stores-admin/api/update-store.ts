import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import type { Store, StoreInput } from '@dripp/contract/stores';
import { callData } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** PUT /stores/{id}. */
export function updateStore(id: number, input: StoreInput): Promise<Store> {
  return callData(storeAdminEndpoints.update, { params: { id }, body: input }, { fallback: t`Could not update Store` });
}

export function useUpdateStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StoreInput }) => updateStore(id, input),
    onSuccess: () => invalidateStores(client),
  });
}
