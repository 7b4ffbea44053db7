import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@dripp/contract/stores';
import { api } from '../../../lib/api-client';

export function getProfile(username: string, signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>(`/profile/${encodeURIComponent(username)}`, { fallback: 'Could not get User', signal });
}

export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: ['profile', username.toLowerCase()],
    queryFn: ({ signal }) => getProfile(username, signal),
  });

export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}
