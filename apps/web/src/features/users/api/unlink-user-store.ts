import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { callData } from '../../../lib/endpoints';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

/** DELETE /users/{id}/stores/{storeId}/link. */
export function unlinkUserStore({ userId, storeId }: { userId: number; storeId: number }): Promise<unknown> {
  return callData(
    usersEndpoints.unlinkStore,
    { params: { id: userId, storeId } },
    { fallback: t`Could not unlink Store` },
  );
}

export function useUnlinkUserStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkUserStore, onSuccess: () => invalidateUsers(client) });
}
