import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rolePermissionsQuery } from './get-role-permissions';

/** PUT /role-permissions {selectedRolePermissions: ["roleId_permissionId", ...]}: every ticked cell. */
export function saveRolePermissions(selectedRolePermissions: string[]): Promise<unknown> {
  return api.put<unknown>(
    '/role-permissions',
    { selectedRolePermissions },
    { fallback: 'Failed to update roles permission mapping' },
  );
}

export function useSaveRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    onSuccess: () => client.invalidateQueries({ queryKey: rolePermissionsQuery().queryKey }),
  });
}
