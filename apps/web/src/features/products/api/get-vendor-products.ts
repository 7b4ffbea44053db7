import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import type { VendorProductsQuery } from '@dripp/contract/products';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/**
 * GET /vendors/{id}/products?activeC=&activeP=: products grouped by category. activeC 1 active
 * categories only, 0 all; activeP 1 active items, 0 deactivated ones, omitted every item.
 * The one query for these lists on every screen (the order form's too), so changes refresh them all.
 */
export const vendorProductsQuery = (vendorId: number, filter: VendorProductsQuery) =>
  endpointQuery(
    productsEndpoints.vendorProducts,
    { params: { id: vendorId }, query: { activeC: filter.activeC ?? null, activeP: filter.activeP ?? null } },
    { fallback: t`Could not get Products` },
  );

export function useVendorProducts(vendorId: number | null, filter: VendorProductsQuery) {
  return useQuery({
    ...vendorProductsQuery(vendorId ?? 0, filter),
    enabled: vendorId != null,
    // A filter change keeps the tables in place until the new list arrives.
    placeholderData: keepPreviousData,
  });
}
