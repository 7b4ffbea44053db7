import { useQuery } from '@tanstack/react-query';
import { keyReleaseEndpoints } from '@dripp/contract/endpoints/key-release';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export const keyReleasesQuery = (storeId: number) =>
  endpointQuery(keyReleaseEndpoints.list, { params: { storeId } }, { fallback: t`Could not get Key Releases` });

export function useKeyReleases(storeId: number | null) {
  return useQuery({ ...keyReleasesQuery(storeId ?? 0), enabled: storeId != null });
}
