import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import { call, invalidate } from '../../../lib/endpoints';

/** DELETE /incident-report/{id}; its number is never given out again. */
export function deleteIncident(id: number): Promise<unknown> {
  return call(incidentsEndpoints.remove, { params: { id } }, { fallback: t`Could not remove Incident Report` });
}

export function useDeleteIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteIncident,
    onSuccess: () => invalidate(client, incidentsEndpoints.search),
  });
}
