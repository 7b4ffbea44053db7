import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import type { RetailScoreInput, RetailScoreSheet } from '@dripp/contract/evaluations';
import { callData, invalidate, keyOf } from '../../../lib/endpoints';

/** POST /retail-scores (new) or PUT /retail-scores/{id}; the server computes the totals. */
export function saveRetailScore({
  id,
  sheet,
}: {
  id: number | null;
  sheet: RetailScoreInput;
}): Promise<RetailScoreSheet> {
  const options = { fallback: t`Could not create new Retail Score Sheet` };
  return id == null
    ? callData(evaluationsEndpoints.createSheet, { body: sheet }, options)
    : callData(evaluationsEndpoints.updateSheet, { params: { id }, body: sheet }, options);
}

export function useSaveRetailScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRetailScore,
    onSuccess: (saved) =>
      Promise.all([
        invalidate(client, evaluationsEndpoints.listSheets),
        client.setQueryData(keyOf(evaluationsEndpoints.getSheet, { params: { id: saved.id } }), saved),
      ]),
  });
}
