import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { call } from '../../../lib/endpoints';
import { userEditQuery } from './get-user-edit';
import { userViewQuery } from './get-user-view';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

export interface RemoveUserResult {
  status: 'deactivated' | 'deleted';
  message?: string;
}

/** DELETE /users/{id}: deactivates an active user, deletes a deactivated one for good. */
export async function removeUser(id: number): Promise<RemoveUserResult> {
  const answer = await call(usersEndpoints.remove, { params: { id } }, { fallback: t`Could not remove User` });
  return { status: answer.data.status, message: answer.message };
}

export function useRemoveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: (result, id) => {
      // A deleted user's detail is gone: reading it again would only answer 404.
      if (result.status === 'deleted') {
        client.removeQueries({ queryKey: userViewQuery(id).queryKey });
        client.removeQueries({ queryKey: userEditQuery(id).queryKey });
      }
      return invalidateUsers(client);
    },
  });
}
