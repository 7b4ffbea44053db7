import { useQuery } from '@tanstack/react-query';
import { suggestedOrdersEndpoints } from '@dripp/contract/endpoints/suggested-orders';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /vendors/{vendorId}/deliveries: the vendor's delivery days at each store the caller may see. */
export const vendorDeliveriesQuery = (vendorId: number) =>
  endpointQuery(
    suggestedOrdersEndpoints.vendorDeliveries,
    { params: { vendorId } },
    { fallback: t`Could not get Deliveries` },
  );

export function useVendorDeliveries(vendorId: number, load: boolean) {
  return useQuery({ ...vendorDeliveriesQuery(vendorId), enabled: load });
}
