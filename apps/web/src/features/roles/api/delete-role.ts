import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import { callData } from '../../../lib/endpoints';
import { invalidateRoles } from './invalidate-roles';
import { t } from '@lingui/core/macro';

/** DELETE /roles/{id}: refused for standard roles and for roles somebody still holds. */
export function deleteRole(id: number): Promise<unknown> {
  return callData(rolesEndpoints.remove, { params: { id } }, { fallback: t`Could not delete Roles` });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => invalidateRoles(client) });
}
