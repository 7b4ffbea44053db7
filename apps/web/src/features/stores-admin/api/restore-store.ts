import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { call } from '../../../lib/endpoints';
import { invalidateStores } from './invalidate-stores';
import { t } from '@lingui/core/macro';

/** PUT /stores/{id}/restore. */
export async function restoreStore(id: number): Promise<string | undefined> {
  return (await call(storeAdminEndpoints.restore, { params: { id } }, { fallback: t`Could not restore Store` }))
    .message;
}

export function useRestoreStore() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreStore, onSuccess: () => invalidateStores(client) });
}
