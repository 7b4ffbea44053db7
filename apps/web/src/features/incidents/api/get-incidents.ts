import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IncidentFilters, IncidentReport } from '@dripp/contract/incidents';
import { api } from '../../../lib/api-client';

/** POST /incident-reports/ {filters}: the reports of the permitted stores that match (spec 3 §7). */
export function getIncidents(filters: IncidentFilters, signal?: AbortSignal): Promise<IncidentReport[]> {
  return api.post<IncidentReport[]>(
    '/incident-reports/',
    { filters },
    { fallback: 'Could not get Incident Reports', signal },
  );
}

export const incidentsQuery = (filters: IncidentFilters) =>
  queryOptions({
    queryKey: ['incident-reports', filters],
    queryFn: ({ signal }) => getIncidents(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidents(filters: IncidentFilters, enabled = true) {
  return useQuery({ ...incidentsQuery(filters), enabled });
}
