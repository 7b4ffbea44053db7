import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { callData } from '../../../lib/endpoints';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

/** DELETE /users/{id}/roles/{roleId}/link. */
export function unlinkUserRole({ userId, roleId }: { userId: number; roleId: number }): Promise<unknown> {
  return callData(
    usersEndpoints.unlinkRole,
    { params: { id: userId, roleId } },
    { fallback: t`Could not unlink Role` },
  );
}

export function useUnlinkUserRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkUserRole, onSuccess: () => invalidateUsers(client) });
}
