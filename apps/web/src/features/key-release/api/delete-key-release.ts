import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyReleaseEndpoints } from '@dripp/contract/endpoints/key-release';
import { callData, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export function deleteKeyRelease({ id }: { id: number; storeId: number }): Promise<unknown> {
  return callData(keyReleaseEndpoints.remove, { params: { id } }, { fallback: t`Could not remove Key Release` });
}

export function useDeleteKeyRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteKeyRelease,
    onSuccess: (_, { storeId }) => invalidate(client, keyReleaseEndpoints.list, { params: { storeId } }),
  });
}
