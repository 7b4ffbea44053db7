import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RetailScoreCategory } from '@dripp/contract/evaluations';
import { api } from '../../../lib/api-client';

/**
 * GET /retail-score-categories: `trashed` for the admin list; the evaluation forms ask for the
 * active ones with their items and `type=evaluation_report` (spec 3 §7).
 */
export function getCategories(trashed: boolean, signal?: AbortSignal): Promise<RetailScoreCategory[]> {
  return api.get<RetailScoreCategory[]>('/retail-score-categories', {
    query: trashed ? { trashed: 1 } : { include: 'retail_score_category_items', type: 'evaluation_report', trashed: 0 },
    fallback: 'Could not get categories',
    signal,
  });
}

export const categoriesQuery = (trashed = false) =>
  queryOptions({
    queryKey: ['retail-score-categories', { trashed }],
    queryFn: ({ signal }) => getCategories(trashed, signal),
  });

export function useCategories(trashed = false, enabled = true) {
  return useQuery({ ...categoriesQuery(trashed), enabled });
}
