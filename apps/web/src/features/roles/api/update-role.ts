import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role, RoleUpdateRequest } from '@dripp/contract/roles';
import { api } from '../../../lib/api-client';
import { invalidateRoles } from './invalidate-roles';

/** PUT /roles/{id} {name, requiresStore}. */
export function updateRole(id: number, input: RoleUpdateRequest): Promise<Role> {
  return api.put<Role>(`/roles/${id}`, input, { fallback: 'Could not edit Role' });
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RoleUpdateRequest }) => updateRole(id, input),
    onSuccess: () => invalidateRoles(client),
  });
}
