import { t } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import type { RetailScoreRow } from '@dripp/contract/evaluations';
import { call, keyOf } from '../../../lib/endpoints';

export interface RetailScoreFilters {
  date_from?: string | null;
  date_to?: string | null;
  limit: number;
  offset: number;
  store_id?: number | null;
  search?: string | null;
}

/** GET /retail-scores?{filters}: one page and the number of matching sheets (empty filters left out). */
export async function getRetailScores(
  filters: RetailScoreFilters,
  signal?: AbortSignal,
): Promise<{ rows: RetailScoreRow[]; total: number }> {
  const answer = await call(
    evaluationsEndpoints.listSheets,
    { query: { ...filters } },
    { fallback: t`Could not get retail scores`, signal },
  );
  return { rows: answer.data, total: answer.total_records ?? answer.data.length };
}

export const retailScoresQuery = (filters: RetailScoreFilters) =>
  queryOptions({
    queryKey: keyOf(evaluationsEndpoints.listSheets, { query: filters }),
    queryFn: ({ signal }) => getRetailScores(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useRetailScores(filters: RetailScoreFilters, enabled = true) {
  return useQuery({ ...retailScoresQuery(filters), enabled });
}
