import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import { endpointQuery } from '../../../lib/endpoints';

/**
 * GET /retail-score-categories: `trashed` for the admin list; the evaluation forms ask for the
 * active ones with their items and `type=evaluation_report` (spec 3 §7).
 */
export const categoriesQuery = (trashed = false) =>
  endpointQuery(
    evaluationsEndpoints.listCategories,
    {
      query: trashed
        ? { trashed: 1 }
        : { include: 'retail_score_category_items', type: 'evaluation_report', trashed: 0 },
    },
    { fallback: t`Could not get categories` },
  );

export function useCategories(trashed = false, enabled = true) {
  return useQuery({ ...categoriesQuery(trashed), enabled });
}
