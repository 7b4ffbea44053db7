import type { MailPreview } from '@dripp/contract/mail-preview';
import type { ServiceTicketPreview } from '@dripp/contract/service-ticket';
import { serviceTicketEndpoints } from '@dripp/contract/endpoints/service-ticket';
import { callData } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** POST /service-ticket/{id}/preview: the mail Submit would send with the fields on screen; nothing is stored. */
export function previewServiceTicket(id: number, body: ServiceTicketPreview): Promise<MailPreview> {
  return callData(
    serviceTicketEndpoints.preview,
    { params: { id }, body },
    { fallback: t`Could not submit Service Ticket` },
  );
}
