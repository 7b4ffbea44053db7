import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/** DELETE /users/{id}/roles/{roleId}/link. */
export function unlinkUserRole({ userId, roleId }: { userId: number; roleId: number }): Promise<unknown> {
  return api.delete<unknown>(`/users/${userId}/roles/${roleId}/link`, { fallback: 'Could not unlink Role' });
}

export function useUnlinkUserRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkUserRole, onSuccess: () => invalidateUsers(client) });
}
