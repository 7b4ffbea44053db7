import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Store, StoreInput } from '@dripp/contract/stores';
import { api } from '../../../lib/api-client';
import { invalidateStores } from './invalidate-stores';

/** POST /stores. */
export function createStore(input: StoreInput): Promise<Store> {
  return api.post<Store>('/stores', input, { fallback: 'Could not save Store' });
}

export function useCreateStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStore, onSuccess: () => invalidateStores(client) });
}
