import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import { call, invalidate } from '../../../lib/endpoints';

/** DELETE /retail-scores/{id}. */
export function deleteRetailScore(id: number): Promise<unknown> {
  return call(evaluationsEndpoints.removeSheet, { params: { id } }, { fallback: t`Could not delete retail score` });
}

export function useDeleteRetailScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRetailScore,
    onSuccess: () => invalidate(client, evaluationsEndpoints.listSheets),
  });
}
