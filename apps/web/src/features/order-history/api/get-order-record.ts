import { useQuery } from '@tanstack/react-query';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** Who submitted an order and each mail of its purchase order since; loaded when the order is opened. */
export function useOrderRecord(storeId: number, orderId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      orderingEndpoints.orderRecord,
      { params: { storeId, id: orderId } },
      { fallback: t`Could not get the history of the order` },
    ),
    enabled,
  });
}
