import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import type { IncidentInput, IncidentReport } from '@dripp/contract/incidents';
import { callData, invalidate, keyOf } from '../../../lib/endpoints';

/** POST /incident-report (new) or POST /incident-report/{id} (the spec's update). */
export function saveIncident({ id, report }: { id: number | null; report: IncidentInput }): Promise<IncidentReport> {
  const options = { fallback: t`Could not save incident report` };
  return id == null
    ? callData(incidentsEndpoints.create, { body: report }, options)
    : callData(incidentsEndpoints.update, { params: { id }, body: report }, options);
}

export function useSaveIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveIncident,
    onSuccess: (saved) =>
      Promise.all([
        invalidate(client, incidentsEndpoints.search),
        client.setQueryData(keyOf(incidentsEndpoints.get, { params: { id: saved.id } }), saved),
      ]),
  });
}
