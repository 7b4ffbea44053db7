import { useQuery } from '@tanstack/react-query';
import type { UserOption } from '@dripp/contract/users';
import { api } from '../../../lib/api-client';

/** GET /user-managers: the managers the list may be filtered by. */
export function getUserManagers(signal?: AbortSignal): Promise<UserOption[]> {
  return api.get<UserOption[]>('/user-managers', { fallback: 'Could not get Managers', signal });
}

/** `enabled` false on a page the person may not open: its refusal is the access-denied page, not a 403. */
export function useUserManagers(enabled = true) {
  return useQuery({
    queryKey: ['user-managers'],
    queryFn: ({ signal }) => getUserManagers(signal),
    staleTime: 60_000,
    enabled,
  });
}
