import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schematic } from '@dripp/contract/schematics';
import { api } from '../../../lib/api-client';

/** POST /schematics {name}. */
export function createSchematic(name: string): Promise<Schematic> {
  return api.post<Schematic>('/schematics', { name }, { fallback: 'Could not create new Schematic' });
}

export function useCreateSchematic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSchematic,
    onSuccess: () => client.invalidateQueries({ queryKey: ['schematics'] }),
  });
}
