import { t } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import type { IncidentFilters, IncidentReport } from '@dripp/contract/incidents';
import { callData, keyOf } from '../../../lib/endpoints';

/** POST /incident-reports/ {filters}: the reports of the permitted stores that match (spec 3 §7). */
export function getIncidents(filters: IncidentFilters, signal?: AbortSignal): Promise<IncidentReport[]> {
  return callData(
    incidentsEndpoints.search,
    { body: { filters } },
    { fallback: t`Could not get Incident Reports`, signal },
  );
}

/** The filters travel in the body, so the key names them after the endpoint's own key. */
export const incidentsQuery = (filters: IncidentFilters) =>
  queryOptions({
    queryKey: [...keyOf(incidentsEndpoints.search, {}), filters],
    queryFn: ({ signal }) => getIncidents(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidents(filters: IncidentFilters, enabled = true) {
  return useQuery({ ...incidentsQuery(filters), enabled });
}
