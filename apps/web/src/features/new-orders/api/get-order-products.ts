import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategoryGroup } from '@dripp/contract/products';
import { api } from '../../../lib/api-client';

/** GET /vendors/{vendorId}/products?activeP=1: the order form's products by category (spec 1 §7). */
export function getOrderProducts(vendorId: number, signal?: AbortSignal): Promise<ProductCategoryGroup[]> {
  return api.get<ProductCategoryGroup[]>(`/vendors/${vendorId}/products`, {
    query: { activeP: 1 },
    fallback: 'Could not get Products',
    signal,
  });
}

// The same key as the admin screens' list with activeP=1, so product edits show here at once.
export const orderProductsQuery = (vendorId: number) =>
  queryOptions({
    queryKey: ['vendor-products', vendorId, { activeC: null, activeP: '1' }],
    queryFn: ({ signal }) => getOrderProducts(vendorId, signal),
  });

export function useOrderProducts(vendorId: number | null) {
  return useQuery({ ...orderProductsQuery(vendorId ?? 0), enabled: vendorId != null });
}
