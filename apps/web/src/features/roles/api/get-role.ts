import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@dripp/contract/roles';
import { api } from '../../../lib/api-client';

/** GET /roles/{id}. */
export function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  return api.get<Role>(`/roles/${id}`, { fallback: 'Could not get Role', signal });
}

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: ['roles', 'one', id],
    queryFn: ({ signal }) => getRole(id, signal),
    staleTime: 0,
  });

export function useRole(id: number, enabled = true) {
  return useQuery({ ...roleQuery(id), enabled });
}
