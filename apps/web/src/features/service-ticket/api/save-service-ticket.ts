import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceTicket, ServiceTicketCreate, ServiceTicketUpdate } from '@dripp/contract/service-ticket';
import { sendWithProgress } from '../../../components/file-upload';
import { serviceTicketQuery } from './get-service-ticket';

export interface SaveServiceTicketInput {
  storeId: number;
  date: string;
  /** null: Save creates (POST); otherwise Save updates and Submit sends (PUT with action). */
  id: number | null;
  action: 'save' | 'send';
  body: ServiceTicketCreate;
  onProgress?: (percent: number) => void;
}

/** POST /service-ticket/{storeId}/{date} or PUT /service-ticket/{id} with action save or send (spec 1 §4). */
export async function saveServiceTicket({ storeId, date, id, action, body, onProgress }: SaveServiceTicketInput) {
  if (id == null) {
    const answer = await sendWithProgress<ServiceTicket>('POST', `/service-ticket/${storeId}/${date}`, {
      body,
      fallback: 'Could not create new Service Ticket',
      onProgress,
    });
    return answer.data;
  }
  const update: ServiceTicketUpdate = { ...body, id, action };
  const answer = await sendWithProgress<ServiceTicket>('PUT', `/service-ticket/${id}`, {
    body: update,
    fallback: action === 'send' ? 'Could not submit Service Ticket' : 'Could not update Service Ticket',
    onProgress,
  });
  return answer.data;
}

export function useSaveServiceTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveServiceTicket,
    onSuccess: (ticket, { storeId, date }) => {
      client.setQueryData(serviceTicketQuery(storeId, date).queryKey, ticket);
      void client.invalidateQueries({ queryKey: serviceTicketQuery(storeId, date).queryKey });
    },
  });
}
