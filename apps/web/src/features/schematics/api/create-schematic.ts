import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schematicsEndpoints } from '@dripp/contract/endpoints/schematics';
import type { Schematic } from '@dripp/contract/schematics';
import { callData } from '../../../lib/endpoints';
import { invalidateSchematics } from './get-schematics';
import { t } from '@lingui/core/macro';

/** POST /schematics {name}. */
export function createSchematic(name: string): Promise<Schematic> {
  return callData(schematicsEndpoints.create, { body: { name } }, { fallback: t`Could not create new Schematic` });
}

export function useCreateSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSchematic,
    onSuccess: () => invalidateSchematics(client),
  });
}
