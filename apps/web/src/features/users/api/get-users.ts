import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListRow } from '@dripp/contract/users';
import { api } from '../../../lib/api-client';

/** GET /users (`?trashed=1`: the deactivated users). */
export function getUsers(trashed: boolean, signal?: AbortSignal): Promise<UserListRow[]> {
  return api.get<UserListRow[]>('/users', {
    query: { trashed: trashed ? '1' : '0' },
    fallback: 'Could not get User',
    signal,
  });
}

export const usersQuery = (trashed: boolean) =>
  queryOptions({
    queryKey: ['users', 'list', { trashed }],
    queryFn: ({ signal }) => getUsers(trashed, signal),
  });

export function useUsers(trashed: boolean, enabled = true) {
  return useQuery({ ...usersQuery(trashed), enabled });
}
