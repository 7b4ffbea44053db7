import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyRelease, KeyReleaseInput } from '@dripp/contract/key-release';
import { api } from '../../../lib/api-client';
import { keyReleasesQuery } from './get-key-releases';

export interface SaveKeyReleaseInput {
  storeId: number;
  /** null adds a row (POST), a number saves that row (PUT). */
  id: number | null;
  body: KeyReleaseInput;
}

export function saveKeyRelease({ storeId, id, body }: SaveKeyReleaseInput): Promise<KeyRelease> {
  return id == null
    ? api.post<KeyRelease>(`/key-release/${storeId}`, body, { fallback: 'Could not create new Key Release' })
    : api.put<KeyRelease>(`/key-release/${id}`, body, { fallback: 'Could not update Key Release' });
}

export function useSaveKeyRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveKeyRelease,
    onSuccess: (_, { storeId }) => client.invalidateQueries({ queryKey: keyReleasesQuery(storeId).queryKey }),
  });
}
