import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserEdit } from '@dripp/contract/users';
import { api } from '../../../lib/api-client';

/** GET /users/{id}/edit: the form's values (the PIN itself is never sent back). */
export function getUserEdit(id: number, signal?: AbortSignal): Promise<UserEdit> {
  return api.get<UserEdit>(`/users/${id}/edit`, { fallback: 'Could not get User', signal });
}

export const userEditQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', 'edit', id],
    queryFn: ({ signal }) => getUserEdit(id, signal),
    staleTime: 0,
  });

export function useUserEdit(id: number, enabled = true) {
  return useQuery({ ...userEditQuery(id), enabled });
}
