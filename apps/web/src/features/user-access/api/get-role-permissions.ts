import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RolePermissionMatrix } from '@dripp/contract/roles';
import { api } from '../../../lib/api-client';

/** GET /role-permissions: roles, permissions and the granted pairs. */
export function getRolePermissions(signal?: AbortSignal): Promise<RolePermissionMatrix> {
  return api.get<RolePermissionMatrix>('/role-permissions', { fallback: 'Could not get user access data', signal });
}

export const rolePermissionsQuery = () =>
  queryOptions({
    queryKey: ['role-permissions'],
    queryFn: ({ signal }) => getRolePermissions(signal),
    staleTime: 0,
  });

export function useRolePermissions(enabled = true) {
  return useQuery({ ...rolePermissionsQuery(), enabled });
}
