import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchematicWithFiles } from '@dripp/contract/schematics';
import { api } from '../../../lib/api-client';

export const schematicQuery = (id: number) =>
  queryOptions({
    queryKey: ['schematics', 'one', id],
    queryFn: ({ signal }) =>
      api.get<SchematicWithFiles>(`/schematics/${id}`, { fallback: 'Could not get Schematics', signal }),
  });

/** GET /schematics/{id}: name and media. */
export function useSchematic(id: number | null) {
  return useQuery({ ...schematicQuery(id ?? 0), enabled: id != null });
}
