import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { callData } from '../../../lib/endpoints';
import { invalidateUsers } from './invalidate-users';
import { t } from '@lingui/core/macro';

export interface StoreLinkInput {
  userId: number;
  storeId: number;
  /** 0 when no role was chosen: the server answers "Choose a role". */
  roleId: number;
}

/** POST /users/{id}/stores/{storeId}/link {role_id}. */
export function linkUserStore({ userId, storeId, roleId }: StoreLinkInput): Promise<unknown> {
  return callData(
    usersEndpoints.linkStore,
    { params: { id: userId, storeId }, body: { role_id: roleId } },
    { fallback: t`Could not link Store` },
  );
}

export function useLinkUserStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: linkUserStore, onSuccess: () => invalidateUsers(client) });
}
