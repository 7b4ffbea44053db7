import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { call } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** DELETE /stores/{id}/users/{userId}/link. */
export async function unlinkStoreUser(input: { storeId: number; userId: number }) {
  const answer = await call(
    storeAdminEndpoints.unlinkUser,
    { params: { id: input.storeId, userId: input.userId } },
    { fallback: t`Could not unlink User` },
  );
  return answer.message;
}

export function useUnlinkStoreUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unlinkStoreUser, onSuccess: () => invalidateStores(client) });
}
