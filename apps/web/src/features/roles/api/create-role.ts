import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleCreateRequest } from '@dripp/contract/roles';
import { api } from '../../../lib/api-client';
import { invalidateRoles } from './invalidate-roles';

/** POST /roles {name, requiresStore}. */
export function createRole(input: RoleCreateRequest): Promise<Role> {
  return api.post<Role>('/roles', input, { fallback: 'Could not create new Role' });
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => invalidateRoles(client) });
}
