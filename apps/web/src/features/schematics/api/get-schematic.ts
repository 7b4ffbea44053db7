import { useQuery } from '@tanstack/react-query';
import { schematicsEndpoints } from '@dripp/contract/endpoints/schematics';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export const schematicQuery = (id: number) =>
  endpointQuery(schematicsEndpoints.get, { params: { id } }, { fallback: t`Could not get Schematics` });

/** GET /schematics/{id}: name and media. */
export function useSchematic(id: number | null) {
  return useQuery({ ...schematicQuery(id ?? 0), enabled: id != null });
}
