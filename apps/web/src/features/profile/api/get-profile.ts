import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@dripp/contract/endpoints/profile';
import type { Profile } from '@dripp/contract/stores';
import { callData, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export function getProfile(username: string, signal?: AbortSignal): Promise<Profile> {
  return callData(profileEndpoints.get, { params: { username } }, { fallback: t`Could not get User`, signal });
}

/** Usernames are one account in any case: the cache key is the lower-case name. */
export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: keyOf(profileEndpoints.get, { params: { username: username.toLowerCase() } }),
    queryFn: ({ signal }) => getProfile(username, signal),
  });

export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}
