import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /schematics/{id}: the schematic and its media. */
export function deleteSchematic(id: number): Promise<void> {
  return api.delete<void>(`/schematics/${id}`, { fallback: 'Could not delete Schema' }).then(() => undefined);
}

export function useDeleteSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSchematic,
    onSuccess: () => client.invalidateQueries({ queryKey: ['schematics'] }),
  });
}
