import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RetailScoreSheet } from '@dripp/contract/evaluations';
import { api } from '../../../lib/api-client';

/** GET /retail-scores/{id}: the sheet, or null when there is none (spec 3 §7). */
export function getRetailScore(id: number, signal?: AbortSignal): Promise<RetailScoreSheet | null> {
  return api.get<RetailScoreSheet | null>(`/retail-scores/${id}`, { fallback: 'Could not get categories', signal });
}

export const retailScoreQuery = (id: number) =>
  queryOptions({ queryKey: ['retail-score', id], queryFn: ({ signal }) => getRetailScore(id, signal) });

export function useRetailScore(id: number, enabled = true) {
  return useQuery({ ...retailScoreQuery(id), enabled });
}
