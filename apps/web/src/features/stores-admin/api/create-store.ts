import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import type { Store, StoreInput } from '@dripp/contract/stores';
import { callData } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** POST /stores. */
export function createStore(input: StoreInput): Promise<Store> {
  return callData(storeAdminEndpoints.create, { body: input }, { fallback: t`Could not save Store` });
}

export function useCreateStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStore, onSuccess: () => invalidateStores(client) });
}
