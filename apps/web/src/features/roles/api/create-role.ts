import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import type { Role, RoleCreateRequest } from '@dripp/contract/roles';
import { callData } from '../../../lib/endpoints';
import { invalidateRoles } from './invalidate-roles';
import { t } from '@lingui/core/macro';

/** POST /roles {name, requiresStore}. */
export function createRole(input: RoleCreateRequest): Promise<Role> {
  return callData(rolesEndpoints.create, { body: input }, { fallback: t`Could not create new Role` });
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => invalidateRoles(client) });
}
