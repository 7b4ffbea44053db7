import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStores } from './invalidate-stores';

/** PUT /stores/{id}/restore. */
export async function restoreStore(id: number): Promise<string | undefined> {
  return (await apiRequest<unknown>('PUT', `/stores/${id}/restore`, { fallback: 'Could not restore Store' })).message;
}

export function useRestoreStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreStore, onSuccess: () => invalidateStores(client) });
}
