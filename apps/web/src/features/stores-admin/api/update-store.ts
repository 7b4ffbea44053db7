import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Store, StoreInput } from '@dripp/contract/stores';
import { api } from '../../../lib/api-client';
import { invalidateStores } from './invalidate-stores';

/** PUT /stores/{id}. */
export function updateStore(id: number, input: StoreInput): Promise<Store> {
  return api.put<Store>(`/stores/${id}`, input, { fallback: 'Could not update Store' });
}

export function useUpdateStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StoreInput }) => updateStore(id, input),
    onSuccess: () => invalidateStores(client),
  });
}
