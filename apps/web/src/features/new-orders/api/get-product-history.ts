import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductHistoryEntry } from '@dripp/contract/ordering';
import { api } from '../../../lib/api-client';

/** GET /stores/{storeId}/order-products/{productId}: the product's past orders at the store, newest first. */
export function getProductHistory(
  storeId: number,
  productId: number,
  signal?: AbortSignal,
): Promise<ProductHistoryEntry[]> {
  return api.get<ProductHistoryEntry[]>(`/stores/${storeId}/order-products/${productId}`, {
    fallback: 'Could not get History of Products',
    signal,
  });
}

export const productHistoryQuery = (storeId: number, productId: number) =>
  queryOptions({
    queryKey: ['product-history', storeId, productId],
    queryFn: ({ signal }) => getProductHistory(storeId, productId, signal),
    staleTime: 5 * 60_000,
  });

/**
 * `load` false still answers what is cached (so a row keeps showing its usage after its history
 * closes) but never starts a request.
 */
export function useProductHistory(storeId: number, productId: number, load: boolean) {
  return useQuery({ ...productHistoryQuery(storeId, productId), enabled: load });
}
