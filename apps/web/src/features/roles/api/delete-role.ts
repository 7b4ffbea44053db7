import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRoles } from './invalidate-roles';

/** DELETE /roles/{id}: refused for standard roles and for roles somebody still holds. */
export function deleteRole(id: number): Promise<unknown> {
  return api.delete<unknown>(`/roles/${id}`, { fallback: 'Could not delete Roles' });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => invalidateRoles(client) });
}
