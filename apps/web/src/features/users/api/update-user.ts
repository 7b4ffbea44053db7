import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import type { UserUpdateRequest } from '@dripp/contract/users';
import { callData } from '../../../lib/endpoints';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

/** PUT /users/{id}: names, email and phone; username and PIN only from administrators. */
export function updateUser(id: number, input: UserUpdateRequest): Promise<unknown> {
  return callData(usersEndpoints.update, { params: { id }, body: input }, { fallback: t`Could not update User` });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserUpdateRequest }) => updateUser(id, input),
    onSuccess: () => invalidateUsers(client),
  });
}
