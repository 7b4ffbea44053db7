import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { call } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** DELETE /stores/{id}: deactivates an active store, deletes a deactivated one for good. */
export async function removeStore({
  id,
  deactivated,
}: {
  id: number;
  deactivated: boolean;
}): Promise<string | undefined> {
  const answer = await call(
    storeAdminEndpoints.remove,
    { params: { id } },
    { fallback: deactivated ? t`Could not delete Store` : t`Could not deactivate Store` },
  );
  return answer.message;
}

export function useRemoveStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeStore, onSuccess: () => invalidateStores(client) });
}
