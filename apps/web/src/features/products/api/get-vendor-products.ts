import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategoryGroup, VendorProductsQuery } from '@dripp/contract/products';
import { api } from '../../../lib/api-client';

/**
 * GET /vendors/{id}/products?activeC=&activeP=: products grouped by category. activeC 1 active
 * categories only, 0 all; activeP 1 active items, 0 deactivated ones, omitted every item.
 */
export function getVendorProducts(
  vendorId: number,
  filter: VendorProductsQuery,
  signal?: AbortSignal,
): Promise<ProductCategoryGroup[]> {
  return api.get<ProductCategoryGroup[]>(`/vendors/${vendorId}/products`, {
    query: { activeC: filter.activeC, activeP: filter.activeP },
    fallback: 'Could not get Products',
    signal,
  });
}

// ['vendor-products', ...] is the one key for these lists on every screen, so changes refresh them all.
export const vendorProductsQuery = (vendorId: number, filter: VendorProductsQuery) =>
  queryOptions({
    queryKey: ['vendor-products', vendorId, { activeC: filter.activeC ?? null, activeP: filter.activeP ?? null }],
    queryFn: ({ signal }) => getVendorProducts(vendorId, filter, signal),
  });

export function useVendorProducts(vendorId: number | null, filter: VendorProductsQuery) {
  return useQuery({
    ...vendorProductsQuery(vendorId ?? 0, filter),
    enabled: vendorId != null,
    // A filter change keeps the tables in place until the new list arrives.
    placeholderData: keepPreviousData,
  });
}
