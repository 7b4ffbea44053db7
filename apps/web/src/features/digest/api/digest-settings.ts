import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestSettings, DigestSettingsInput } from '@dripp/contract/digest';
import { digestEndpoints } from '@dripp/contract/endpoints/digest';
import { callData, endpointQuery, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /digest: the caller's morning digest, with the defaults when it was never saved. */
export function useDigestSettings() {
  return useQuery({ ...endpointQuery(digestEndpoints.get, {}, { notify: false }), staleTime: 0 });
}

/** PUT /digest. */
export function useSaveDigestSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DigestSettingsInput): Promise<DigestSettings> =>
      callData(digestEndpoints.save, { body }, { fallback: t`Could not save the morning digest` }),
    onSuccess: () => invalidate(client, digestEndpoints.get),
  });
}
