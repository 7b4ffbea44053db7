import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdateRequest } from '@dripp/contract/users';
import { api } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/** PUT /users/{id}: names, email and phone; username and PIN only from administrators. */
export function updateUser(id: number, input: UserUpdateRequest): Promise<unknown> {
  return api.put<unknown>(`/users/${id}`, input, { fallback: 'Could not update User' });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserUpdateRequest }) => updateUser(id, input),
    onSuccess: () => invalidateUsers(client),
  });
}
