import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import { endpointQuery } from '../../../lib/endpoints';

/** GET /incident-report/{id}/view. */
export const incidentQuery = (id: number) =>
  endpointQuery(incidentsEndpoints.get, { params: { id } }, { fallback: t`Could not get Incident Report` });

export function useIncident(id: number, enabled = true) {
  return useQuery({ ...incidentQuery(id), enabled });
}
