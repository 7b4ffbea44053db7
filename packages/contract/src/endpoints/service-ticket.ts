import { z } from 'zod';
import { okEnvelope } from '../api';
import { endpoint, type ErrorStatus } from '../endpoint';
import { CalendarDateSchema, IdSchema } from '../inputs';
import { MailPreviewSchema } from '../mail-preview';
import {
  ServiceTicketCreateSchema,
  ServiceTicketPreviewSchema,
  ServiceTicketSchema,
  ServiceTicketUpdateSchema,
  TICKET_VIEW,
  TICKET_WRITE,
} from '../service-ticket';
import { takingRead } from '../read-back';

const tag = 'Service ticket';
const errors = [401, 403, 404, 409, 413, 422] as const satisfies readonly ErrorStatus[];
const DayParams = z.object({ storeId: IdSchema, date: CalendarDateSchema });
const TicketAnswer = okEnvelope(ServiceTicketSchema);

/** A store's request to a service provider, with photos, mailed to the provider on Submit. */
export const serviceTicketEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/service-ticket/:storeId/:date',
    operationId: 'getServiceTicket',
    summary: "Get a store's service ticket of a day, or an empty one",
    tag,
    access: { anyOf: [TICKET_VIEW] },
    params: DayParams,
    answer: TicketAnswer,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/service-ticket/:storeId/:date',
    operationId: 'createServiceTicket',
    summary: "Save a store's service ticket of a day for the first time",
    tag,
    access: { anyOf: [TICKET_WRITE] },
    params: DayParams,
    body: ServiceTicketCreateSchema,
    answer: TicketAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/service-ticket/:id',
    operationId: 'updateServiceTicket',
    summary: 'Save a service ticket, or save it and mail it to its provider',
    tag,
    access: { anyOf: [TICKET_WRITE] },
    params: z.object({ id: IdSchema }),
    body: takingRead(ServiceTicketUpdateSchema, ServiceTicketSchema),
    answer: TicketAnswer,
    // 429: sending would pass the sender's mails per hour.
    errors: [...errors, 429],
  }),
  /** Read-only: the mail Submit would send with these fields, for the review before it goes. */
  preview: endpoint({
    method: 'POST',
    path: '/service-ticket/:id/preview',
    operationId: 'previewServiceTicketMail',
    summary: 'Show the mail a service ticket would be sent as, without sending or saving it',
    tag,
    access: { anyOf: [TICKET_WRITE] },
    params: z.object({ id: IdSchema }),
    body: ServiceTicketPreviewSchema,
    answer: okEnvelope(MailPreviewSchema),
    errors,
  }),
};
