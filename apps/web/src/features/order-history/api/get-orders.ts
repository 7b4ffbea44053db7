import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import type { DateRange } from '@dripp/domain/ordering';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export interface OrdersFilter extends DateRange {
  /** null: every vendor. */
  vendorId: number | null;
  /** The browser's time zone: the days of the range are the store's local days. */
  tz: string;
}

/** GET /stores/{id}/orders?vendorId&startDate&endDate: the store's orders in the range, with their lines. */
export const ordersQuery = (storeId: number, filter: OrdersFilter) =>
  endpointQuery(
    orderingEndpoints.history,
    {
      params: { id: storeId },
      query: { vendorId: filter.vendorId, startDate: filter.start, endDate: filter.end, tz: filter.tz },
    },
    { fallback: t`Could not get Order History` },
  );

export function useOrders(storeId: number | null, filter: OrdersFilter) {
  return useQuery({
    ...ordersQuery(storeId ?? 0, filter),
    enabled: storeId != null,
    placeholderData: keepPreviousData,
  });
}
