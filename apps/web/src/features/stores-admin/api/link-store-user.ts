import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateStores } from './invalidate-stores';

/** POST /stores/{id}/users/{userId}/link {role_id}; 0 when no role was chosen ("Choose a role"). */
export async function linkStoreUser(input: { storeId: number; userId: number; roleId: number }) {
  const answer = await apiRequest<unknown>('POST', `/stores/${input.storeId}/users/${input.userId}/link`, {
    body: { role_id: input.roleId },
    fallback: 'Could not link User',
  });
  return answer.message;
}

export function useLinkStoreUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: linkStoreUser, onSuccess: () => invalidateStores(client) });
}
