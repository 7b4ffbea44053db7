import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyReleaseEndpoints } from '@dripp/contract/endpoints/key-release';
import type { KeyRelease, KeyReleaseInput } from '@dripp/contract/key-release';
import { callData, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export interface SaveKeyReleaseInput {
  storeId: number;
  /** null adds a row (POST), a number saves that row (PUT). */
  id: number | null;
  body: KeyReleaseInput;
}

export function saveKeyRelease({ storeId, id, body }: SaveKeyReleaseInput): Promise<KeyRelease> {
  return id == null
    ? callData(
        keyReleaseEndpoints.create,
        { params: { storeId }, body },
        { fallback: t`Could not create new Key Release` },
      )
    : callData(keyReleaseEndpoints.update, { params: { id }, body }, { fallback: t`Could not update Key Release` });
}

export function useSaveKeyRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveKeyRelease,
    onSuccess: () => invalidate(client, keyReleaseEndpoints.list),
  });
}
