import { useQuery } from '@tanstack/react-query';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** A store's label prints today (its own day), each with a PDF link that lasts minutes. */
export function useLabelPrints(storeId: number | null) {
  return useQuery({
    ...endpointQuery(
      foodSafetyEndpoints.labelPrints,
      { params: { storeId: storeId ?? 0 }, query: {} },
      { fallback: t`Could not get the labels printed today` },
    ),
    enabled: storeId != null,
    // The links' tokens last five minutes: the list is fetched again before they run out.
    refetchInterval: 4 * 60_000,
  });
}
