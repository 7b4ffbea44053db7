import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceTicket, ServiceTicketCreate, ServiceTicketUpdate } from '@dripp/contract/service-ticket';
import { serviceTicketEndpoints } from '@dripp/contract/endpoints/service-ticket';
import { sendWithProgress, type PickedFile } from '../../../components/upload-request';
import { invalidate } from '../../../lib/endpoints';
import { serviceTicketQuery } from './get-service-ticket';
import { t } from '@lingui/core/macro';

export interface SaveServiceTicketInput {
  storeId: number;
  date: string;
  /** null: Save creates (POST); otherwise Save updates and Submit sends (PUT with action). */
  id: number | null;
  action: 'save' | 'send';
  body: ServiceTicketCreate;
  onProgress?: (percent: number) => void;
  /** A video picked for the streamed upload, sent to the saved ticket. */
  streamed?: PickedFile | null;
}

/**
 * POST /service-ticket/{storeId}/{date} or PUT /service-ticket/{id} with action save or send (spec 1 §4).
 * A streamed video goes to the saved ticket before it is sent, so the mail links to it.
 */
export async function saveServiceTicket({
  storeId,
  date,
  id,
  action,
  body,
  onProgress,
  streamed,
}: SaveServiceTicketInput): Promise<ServiceTicket> {
  const stream = { file: streamed, owner: 'service-ticket' as const, idOf: (ticket: ServiceTicket) => ticket.id! };
  if (id == null) {
    return sendWithProgress(
      serviceTicketEndpoints.create,
      { params: { storeId, date }, body },
      { fallback: t`Could not create new Service Ticket`, onProgress, stream },
    );
  }
  if (streamed?.stream && action === 'send') {
    await saveServiceTicket({ storeId, date, id, action: 'save', body, onProgress, streamed });
    return saveServiceTicket({ storeId, date, id, action, body: { ...body, file: null, filename: null } });
  }
  const update: ServiceTicketUpdate = { ...body, id, action };
  return sendWithProgress(
    serviceTicketEndpoints.update,
    { params: { id }, body: update },
    {
      fallback: action === 'send' ? t`Could not submit Service Ticket` : t`Could not update Service Ticket`,
      onProgress,
      stream,
    },
  );
}

export function useSaveServiceTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveServiceTicket,
    onSuccess: (ticket, { storeId, date }) => {
      client.setQueryData(serviceTicketQuery(storeId, date).queryKey, ticket);
      void invalidate(client, serviceTicketEndpoints.get, { params: { storeId, date } });
    },
  });
}
