import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyRelease } from '@dripp/contract/key-release';
import { api } from '../../../lib/api-client';

/** GET /key-release/{storeId}. */
export function getKeyReleases(storeId: number, signal?: AbortSignal): Promise<KeyRelease[]> {
  return api.get<KeyRelease[]>(`/key-release/${storeId}`, { fallback: 'Could not get Key Releases', signal });
}

export const keyReleasesQuery = (storeId: number) =>
  queryOptions({ queryKey: ['key-release', storeId], queryFn: ({ signal }) => getKeyReleases(storeId, signal) });

export function useKeyReleases(storeId: number | null) {
  return useQuery({ ...keyReleasesQuery(storeId ?? 0), enabled: storeId != null });
}
