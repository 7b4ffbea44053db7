import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schematic, SchematicWithFiles } from '@dripp/contract/schematics';
import { api } from '../../../lib/api-client';

export const schematicsQuery = queryOptions({
  queryKey: ['schematics', 'list'],
  queryFn: ({ signal }) => api.get<Schematic[]>('/schematics', { fallback: 'Could not get Schematics', signal }),
});

export const schematicFilesQuery = queryOptions({
  queryKey: ['schematics', 'files'],
  queryFn: ({ signal }) =>
    api.get<SchematicWithFiles[]>('/schematics/files', { fallback: 'Could not get Schematics', signal }),
});

/** GET /schematics: the ordered list (admin). */
export function useSchematics(enabled = true) {
  return useQuery({ ...schematicsQuery, enabled });
}

/** GET /schematics/files: every schematic with its media (the view page). */
export function useSchematicFiles(enabled = true) {
  return useQuery({ ...schematicFilesQuery, enabled });
}
