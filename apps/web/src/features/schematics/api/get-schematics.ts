import { useQuery, type QueryClient } from '@tanstack/react-query';
import { schematicsEndpoints } from '@dripp/contract/endpoints/schematics';
import { endpointQuery, invalidate } from '../../../lib/endpoints';
import { msg } from '@lingui/core/macro';

export const schematicsQuery = endpointQuery(schematicsEndpoints.list, {}, { fallback: msg`Could not get Schematics` });

export const schematicFilesQuery = endpointQuery(
  schematicsEndpoints.listWithFiles,
  {},
  { fallback: msg`Could not get Schematics` },
);

/** GET /schematics: the ordered list (admin). */
export function useSchematics(enabled = true) {
  return useQuery({ ...schematicsQuery, enabled });
}

/** GET /schematics/files: every schematic with its media (the view page). */
export function useSchematicFiles(enabled = true) {
  return useQuery({ ...schematicFilesQuery, enabled });
}

/** Refreshes every cached schematic answer: both lists and the single schematics. */
export function invalidateSchematics(client: QueryClient): Promise<void> {
  return Promise.all([
    invalidate(client, schematicsEndpoints.list),
    invalidate(client, schematicsEndpoints.listWithFiles),
    invalidate(client, schematicsEndpoints.get),
  ]).then(() => undefined);
}
