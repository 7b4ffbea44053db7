import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import type { Role, RoleUpdateRequest } from '@dripp/contract/roles';
import { callData } from '../../../lib/endpoints';
import { invalidateRoles } from './invalidate-roles';
import { t } from '@lingui/core/macro';

/** PUT /roles/{id} {name, requiresStore}. */
export function updateRole(id: number, input: RoleUpdateRequest): Promise<Role> {
  return callData(rolesEndpoints.update, { params: { id }, body: input }, { fallback: t`Could not edit Role` });
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RoleUpdateRequest }) => updateRole(id, input),
    onSuccess: () => invalidateRoles(client),
  });
}
