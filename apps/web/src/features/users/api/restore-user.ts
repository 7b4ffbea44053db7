import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/** PUT /users/{id}/restore: a deactivated user becomes active again. */
export async function restoreUser(id: number): Promise<string | undefined> {
  return (await apiRequest<unknown>('PUT', `/users/${id}/restore`, { fallback: 'Could not restore User' })).message;
}

export function useRestoreUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreUser, onSuccess: () => invalidateUsers(client) });
}
