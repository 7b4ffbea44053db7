import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schematic } from '@dripp/contract/schematics';
import { api } from '../../../lib/api-client';
import { schematicsQuery } from './get-schematics';

/** PUT /schematics/order {id, newIndex (1-based)}: answers the renumbered list. */
export function moveSchematic({ id, newIndex }: { id: number; newIndex: number }): Promise<Schematic[]> {
  return api.put<Schematic[]>(
    '/schematics/order',
    { id, newIndex },
    { fallback: 'Could not change order of Schematics' },
  );
}

export function useMoveSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveSchematic,
    onSuccess: (list) => {
      client.setQueryData(schematicsQuery.queryKey, list);
      void client.invalidateQueries({ queryKey: ['schematics', 'files'] });
    },
    // On failure only the notification appears, and the server's order is shown again (spec 2 §4).
    onError: () => client.invalidateQueries({ queryKey: schematicsQuery.queryKey }),
  });
}
