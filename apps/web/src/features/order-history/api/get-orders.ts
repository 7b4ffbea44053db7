import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderHistory } from '@dripp/contract/ordering';
import type { DateRange } from '@dripp/domain/ordering';
import { api } from '../../../lib/api-client';

export interface OrdersFilter extends DateRange {
  /** null: every vendor. */
  vendorId: number | null;
  /** The browser's time zone: the days of the range are the store's local days. */
  tz: string;
}

/** GET /stores/{id}/orders?vendorId&startDate&endDate: the store's orders in the range, with their lines. */
export function getOrders(storeId: number, filter: OrdersFilter, signal?: AbortSignal): Promise<OrderHistory[]> {
  return api.get<OrderHistory[]>(`/stores/${storeId}/orders`, {
    query: { vendorId: filter.vendorId, startDate: filter.start, endDate: filter.end, tz: filter.tz },
    fallback: 'Could not get Order History',
    signal,
  });
}

export const ordersQuery = (storeId: number, filter: OrdersFilter) =>
  queryOptions({
    queryKey: ['orders', storeId, filter],
    queryFn: ({ signal }) => getOrders(storeId, filter, signal),
  });

export function useOrders(storeId: number | null, filter: OrdersFilter) {
  return useQuery({
    ...ordersQuery(storeId ?? 0, filter),
    enabled: storeId != null,
    placeholderData: keepPreviousData,
  });
}
