import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserView } from '@dripp/contract/users';
import { api } from '../../../lib/api-client';

/** GET /users/{id}/view: the person, their store links and base roles, and what the pickers offer. */
export function getUserView(id: number, signal?: AbortSignal): Promise<UserView> {
  return api.get<UserView>(`/users/${id}/view`, { fallback: 'Could not get User', signal });
}

export const userViewQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', 'view', id],
    queryFn: ({ signal }) => getUserView(id, signal),
  });

export function useUserView(id: number, enabled = true) {
  return useQuery({ ...userViewQuery(id), enabled });
}
