import { useQuery } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/**
 * GET /vendors/{vendorId}/products?activeP=1: the order form's products by category (spec 1 §7).
 * The same key as the admin screens' list with activeP=1, so product edits show here at once.
 */
export const orderProductsQuery = (vendorId: number) =>
  endpointQuery(
    productsEndpoints.vendorProducts,
    { params: { id: vendorId }, query: { activeC: null, activeP: '1' } },
    { fallback: t`Could not get Products` },
  );

export function useOrderProducts(vendorId: number | null) {
  return useQuery({ ...orderProductsQuery(vendorId ?? 0), enabled: vendorId != null });
}
