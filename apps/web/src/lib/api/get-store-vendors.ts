import { useQuery } from '@tanstack/react-query';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { endpointQuery } from '../endpoints';
import { t } from '@lingui/core/macro';

/**
 * GET /stores/{storeId}/vendors: the active vendors that serve the store. Shared by new orders and
 * the order history's vendor list; vendor admin changes invalidate the definition.
 */
export const storeVendorsQuery = (storeId: number) =>
  endpointQuery(orderingEndpoints.storeVendors, { params: { storeId } }, { fallback: t`Could not get Vendors` });

export function useStoreVendors(storeId: number | null) {
  return useQuery({ ...storeVendorsQuery(storeId ?? 0), enabled: storeId != null });
}
