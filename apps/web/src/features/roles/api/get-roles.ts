import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@dripp/contract/roles';
import { api } from '../../../lib/api-client';

/** GET /roles. */
export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return api.get<Role[]>('/roles', { fallback: 'Unable to get roles data', signal });
}

export const rolesQuery = () =>
  queryOptions({
    queryKey: ['roles', 'list'],
    queryFn: ({ signal }) => getRoles(signal),
  });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQuery(), enabled });
}
