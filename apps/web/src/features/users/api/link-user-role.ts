import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { callData } from '../../../lib/endpoints';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

/** POST /users/{id}/roles/{roleId}/link: a base (corporate) role; role id 0 means none was chosen. */
export function linkUserRole({ userId, roleId }: { userId: number; roleId: number }): Promise<unknown> {
  return callData(usersEndpoints.linkRole, { params: { id: userId, roleId } }, { fallback: t`Could not link Role` });
}

export function useLinkUserRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: linkUserRole, onSuccess: () => invalidateUsers(client) });
}
