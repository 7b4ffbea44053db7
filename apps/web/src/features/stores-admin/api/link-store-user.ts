import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { call } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** POST /stores/{id}/users/{userId}/link {role_id}; 0 when no role was chosen ("Choose a role"). */
export async function linkStoreUser(input: { storeId: number; userId: number; roleId: number }) {
  const answer = await call(
    storeAdminEndpoints.linkUser,
    { params: { id: input.storeId, userId: input.userId }, body: { role_id: input.roleId } },
    { fallback: t`Could not link User` },
  );
  return answer.message;
}

export function useLinkStoreUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: linkStoreUser, onSuccess: () => invalidateStores(client) });
}
