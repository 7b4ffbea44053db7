import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IncidentReport } from '@dripp/contract/incidents';
import { api } from '../../../lib/api-client';

/** GET /incident-report/{id}/view. */
export function getIncident(id: number, signal?: AbortSignal): Promise<IncidentReport> {
  return api.get<IncidentReport>(`/incident-report/${id}/view`, { fallback: 'Could not get Incident Report', signal });
}

export const incidentQuery = (id: number) =>
  queryOptions({ queryKey: ['incident-report', id], queryFn: ({ signal }) => getIncident(id, signal) });

export function useIncident(id: number, enabled = true) {
  return useQuery({ ...incidentQuery(id), enabled });
}
