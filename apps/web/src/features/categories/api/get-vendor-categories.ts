import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@dripp/contract/categories';
import { api } from '../../../lib/api-client';

/** GET /vendors/{id}/categories?active=1|0: the vendor's active, or deactivated, categories. */
export function getVendorCategories(vendorId: number, active: '0' | '1', signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>(`/vendors/${vendorId}/categories`, {
    query: { active },
    fallback: 'Could not get Categories',
    signal,
  });
}

// ['vendor-categories', ...] is shared with the product form's category list.
export const vendorCategoriesQuery = (vendorId: number, active: '0' | '1') =>
  queryOptions({
    queryKey: ['vendor-categories', vendorId, { active }],
    queryFn: ({ signal }) => getVendorCategories(vendorId, active, signal),
  });

export function useVendorCategories(vendorId: number | null, active: '0' | '1') {
  return useQuery({
    ...vendorCategoriesQuery(vendorId ?? 0, active),
    enabled: vendorId != null,
    placeholderData: keepPreviousData,
  });
}
