import { useQuery } from '@tanstack/react-query';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /recipes/batch/files?store_id=: the batch recipes a store sees, with their media. */
export function useBatchRecipes(storeId: number | null) {
  return useQuery({
    ...endpointQuery(
      recipesEndpoints.listBatch,
      { query: { store_id: storeId } },
      { fallback: t`Could not get Recipes` },
    ),
    enabled: storeId != null,
  });
}
