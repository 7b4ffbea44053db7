import { queryOptions, useQuery } from '@tanstack/react-query';
import { suggestedOrdersEndpoints } from '@dripp/contract/endpoints/suggested-orders';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/**
 * GET /stores/{storeId}/vendors/{vendorId}/suggestions: each product's suggestion parts for the
 * store's next order from the vendor. The page paints without it: the Suggested column fills in
 * when it comes, and a failure leaves the column empty rather than the page (a quiet fetch).
 */
export const orderSuggestionsQuery = (storeId: number, vendorId: number) =>
  queryOptions({
    ...endpointQuery(
      suggestedOrdersEndpoints.suggestions,
      { params: { storeId, vendorId } },
      { fallback: t`Could not get Suggestions`, notify: false, showsForbidden: true },
    ),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function useOrderSuggestions(storeId: number | null, vendorId: number | null, load: boolean) {
  return useQuery({
    ...orderSuggestionsQuery(storeId ?? 0, vendorId ?? 0),
    enabled: load && storeId != null && vendorId != null,
  });
}
