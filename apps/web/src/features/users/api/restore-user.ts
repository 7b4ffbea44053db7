import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { call } from '../../../lib/endpoints';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

/** PUT /users/{id}/restore: a deactivated user becomes active again. */
export async function restoreUser(id: number): Promise<string | undefined> {
  return (await call(usersEndpoints.restore, { params: { id } }, { fallback: t`Could not restore User` })).message;
}

export function useRestoreUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreUser, onSuccess: () => invalidateUsers(client) });
}
