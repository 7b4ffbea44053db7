import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@dripp/contract/categories';
import { api } from '../../../lib/api-client';

/** GET /vendors/{id}/categories: every category of the vendor (the form marks deactivated ones). */
export function getVendorCategories(vendorId: number, signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>(`/vendors/${vendorId}/categories`, { fallback: 'Could not get Categories', signal });
}

export const vendorCategoriesQuery = (vendorId: number) =>
  queryOptions({
    queryKey: ['vendor-categories', vendorId, { active: null }],
    queryFn: ({ signal }) => getVendorCategories(vendorId, signal),
  });

export function useVendorCategories(vendorId: number | null) {
  return useQuery({ ...vendorCategoriesQuery(vendorId ?? 0), enabled: vendorId != null });
}
