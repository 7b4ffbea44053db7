import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/** DELETE /users/{id}/stores/{storeId}/link. */
export function unlinkUserStore({ userId, storeId }: { userId: number; storeId: number }): Promise<unknown> {
  return api.delete<unknown>(`/users/${userId}/stores/${storeId}/link`, { fallback: 'Could not unlink Store' });
}

export function useUnlinkUserStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkUserStore, onSuccess: () => invalidateUsers(client) });
}
