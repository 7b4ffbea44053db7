import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import { endpointQuery } from '../../../lib/endpoints';

/** GET /retail-scores/{id}: the sheet, or null when there is none (spec 3 §7). */
export const retailScoreQuery = (id: number) =>
  endpointQuery(evaluationsEndpoints.getSheet, { params: { id } }, { fallback: t`Could not get categories` });

export function useRetailScore(id: number, enabled = true) {
  return useQuery({ ...retailScoreQuery(id), enabled });
}
