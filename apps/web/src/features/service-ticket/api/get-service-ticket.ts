import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceTicket } from '@dripp/contract/service-ticket';
import { api } from '../../../lib/api-client';

/** GET /service-ticket/{storeId}/{date}: the day's ticket, or an empty one (id null). */
export function getServiceTicket(storeId: number, date: string, signal?: AbortSignal): Promise<ServiceTicket> {
  return api.get<ServiceTicket>(`/service-ticket/${storeId}/${date}`, {
    fallback: 'Could not get Service Ticket',
    signal,
  });
}

export const serviceTicketQuery = (storeId: number, date: string) =>
  queryOptions({
    queryKey: ['service-ticket', storeId, date],
    queryFn: ({ signal }) => getServiceTicket(storeId, date, signal),
  });

export function useServiceTicket(storeId: number | null, date: string) {
  return useQuery({ ...serviceTicketQuery(storeId ?? 0, date), enabled: storeId != null });
}
