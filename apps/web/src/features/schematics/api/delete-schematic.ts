import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schematicsEndpoints } from '@dripp/contract/endpoints/schematics';
import { call } from '../../../lib/endpoints';
import { invalidateSchematics } from './get-schematics';
import { t } from '@lingui/core/macro';

/** DELETE /schematics/{id}: the schematic and its media. */
export function deleteSchematic(id: number): Promise<void> {
  return call(schematicsEndpoints.remove, { params: { id } }, { fallback: t`Could not delete Schema` }).then(
    () => undefined,
  );
}

export function useDeleteSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSchematic,
    onSuccess: () => invalidateSchematics(client),
  });
}
