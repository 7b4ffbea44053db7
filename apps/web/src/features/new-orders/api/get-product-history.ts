import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /stores/{storeId}/order-products/{productId}: the product's past orders at the store, newest first. */
export const productHistoryQuery = (storeId: number, productId: number) =>
  queryOptions({
    ...endpointQuery(
      orderingEndpoints.productHistory,
      { params: { storeId, productId } },
      { fallback: t`Could not get History of Products` },
    ),
    staleTime: 5 * 60_000,
  });

/**
 * `load` false still answers what is cached (so a row keeps showing its usage after its history
 * closes) but never starts a request.
 */
export function useProductHistory(storeId: number, productId: number, load: boolean) {
  return useQuery({ ...productHistoryQuery(storeId, productId), enabled: load });
}
