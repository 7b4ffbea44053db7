import { useQuery } from '@tanstack/react-query';
import { serviceTicketEndpoints } from '@dripp/contract/endpoints/service-ticket';
import type { ServiceTicket } from '@dripp/contract/service-ticket';
import { callData, endpointQuery } from '../../../lib/endpoints';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';

const FALLBACK = msg`Could not get Service Ticket`;

/** GET /service-ticket/{storeId}/{date}: the day's ticket, or an empty one (id null). */
export function getServiceTicket(storeId: number, date: string, signal?: AbortSignal): Promise<ServiceTicket> {
  return callData(serviceTicketEndpoints.get, { params: { storeId, date } }, { fallback: i18n._(FALLBACK), signal });
}

export const serviceTicketQuery = (storeId: number, date: string) =>
  endpointQuery(serviceTicketEndpoints.get, { params: { storeId, date } }, { fallback: i18n._(FALLBACK) });

export function useServiceTicket(storeId: number | null, date: string) {
  return useQuery({ ...serviceTicketQuery(storeId ?? 0, date), enabled: storeId != null });
}
