import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStores } from './invalidate-stores';

/** DELETE /stores/{id}/users/{userId}/link. */
export async function unlinkStoreUser(input: { storeId: number; userId: number }) {
  const answer = await apiRequest<unknown>('DELETE', `/stores/${input.storeId}/users/${input.userId}/link`, {
    fallback: 'Could not unlink User',
  });
  return answer.message;
}

export function useUnlinkStoreUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkStoreUser, onSuccess: () => invalidateStores(client) });
}
