import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /incident-report/{id}; its number is never given out again. */
export function deleteIncident(id: number): Promise<unknown> {
  return api.delete(`/incident-report/${id}`, { fallback: 'Could not remove Incident Report' });
}

export function useDeleteIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteIncident,
    onSuccess: () => client.invalidateQueries({ queryKey: ['incident-reports'] }),
  });
}
