import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schematicsEndpoints } from '@dripp/contract/endpoints/schematics';
import type { Schematic } from '@dripp/contract/schematics';
import { callData, invalidate } from '../../../lib/endpoints';
import { schematicsQuery } from './get-schematics';
import { t } from '@lingui/core/macro';

/** PUT /schematics/order {id, newIndex (1-based)}: answers the renumbered list. */
export function moveSchematic({ id, newIndex }: { id: number; newIndex: number }): Promise<Schematic[]> {
  return callData(
    schematicsEndpoints.move,
    { body: { id, newIndex } },
    { fallback: t`Could not change order of Schematics` },
  );
}

export function useMoveSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveSchematic,
    onSuccess: (list) => {
      client.setQueryData(schematicsQuery.queryKey, list);
      void invalidate(client, schematicsEndpoints.listWithFiles);
    },
    // On failure only the notification appears, and the server's order is shown again (spec 2 §4).
    onError: () => invalidate(client, schematicsEndpoints.list),
  });
}
