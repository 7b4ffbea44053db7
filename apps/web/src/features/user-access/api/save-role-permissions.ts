import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAccessEndpoints } from '@dripp/contract/endpoints/user-access';
import { callData, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** PUT /role-permissions {selectedRolePermissions: ["roleId_permissionId", ...]}: every ticked cell. */
export function saveRolePermissions(selectedRolePermissions: string[]): Promise<unknown> {
  return callData(
    userAccessEndpoints.save,
    { body: { selectedRolePermissions } },
    { fallback: t`Failed to update roles permission mapping` },
  );
}

export function useSaveRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    onSuccess: () => invalidate(client, userAccessEndpoints.get),
  });
}
