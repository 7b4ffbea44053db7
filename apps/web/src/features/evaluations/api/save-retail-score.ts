import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetailScoreInput, RetailScoreSheet } from '@dripp/contract/evaluations';
import { api } from '../../../lib/api-client';

/** POST /retail-scores (new) or PUT /retail-scores/{id}; the server computes the totals. */
export function saveRetailScore({
  id,
  sheet,
}: {
  id: number | null;
  sheet: RetailScoreInput;
}): Promise<RetailScoreSheet> {
  const options = { fallback: 'Could not create new Retail Score Sheet' };
  return id == null ? api.post('/retail-scores', sheet, options) : api.put(`/retail-scores/${id}`, sheet, options);
}

export function useSaveRetailScore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRetailScore,
    onSuccess: (saved) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['retail-scores'] }),
        client.setQueryData(['retail-score', saved.id], saved),
      ]),
  });
}
