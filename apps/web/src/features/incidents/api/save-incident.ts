import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentInput, IncidentReport } from '@dripp/contract/incidents';
import { api } from '../../../lib/api-client';

/** POST /incident-report (new) or POST /incident-report/{id} (the spec's update). */
export function saveIncident({ id, report }: { id: number | null; report: IncidentInput }): Promise<IncidentReport> {
  return api.post(id == null ? '/incident-report' : `/incident-report/${id}`, report, {
    fallback: 'Could not save incident report',
  });
}

export function useSaveIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveIncident,
    onSuccess: (saved) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['incident-reports'] }),
        client.setQueryData(['incident-report', saved.id], saved),
      ]),
  });
}
