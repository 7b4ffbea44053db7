import { queryOptions, useQuery } from '@tanstack/react-query';
import { userAccessEndpoints } from '@dripp/contract/endpoints/user-access';
import type { RolePermissionMatrix } from '@dripp/contract/roles';
import { callData, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /role-permissions: roles, permissions and the granted pairs. */
export function getRolePermissions(signal?: AbortSignal): Promise<RolePermissionMatrix> {
  return callData(userAccessEndpoints.get, {}, { fallback: t`Could not get user access data`, signal });
}

export const rolePermissionsQuery = () =>
  queryOptions({
    queryKey: keyOf(userAccessEndpoints.get),
    queryFn: ({ signal }) => getRolePermissions(signal),
    staleTime: 0,
  });

export function useRolePermissions(enabled = true) {
  return useQuery({ ...rolePermissionsQuery(), enabled });
}
