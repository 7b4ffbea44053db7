import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import { CalendarDateSchema, IdSchema } from '@dripp/contract/inputs';
import {
  ServiceTicketCreateSchema,
  ServiceTicketSchema,
  ServiceTicketUpdateSchema,
} from '@dripp/contract/service-ticket';
import { signedIn } from '../../platform/access';
import { uploadBodyLimit } from '../../platform/media/upload';
import {
  TICKET_VIEW,
  TICKET_WRITE,
  createServiceTicket,
  serviceTicketDay,
  updateServiceTicket,
} from './service-ticket.service';

const DayParams = z.object({ storeId: IdSchema, date: CalendarDateSchema });
const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  422: ErrorSchema,
};

/** A store's request to a service provider, with photos, mailed to the provider on Submit. */
export const serviceTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const bodyLimit = uploadBodyLimit(ctx.config);

  app.get(
    '/service-ticket/:storeId/:date',
    {
      config: { access: { anyOf: [TICKET_VIEW] } },
      schema: { params: DayParams, response: { 200: okEnvelope(ServiceTicketSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await serviceTicketDay(ctx, signedIn(request), request.params.storeId, request.params.date),
    }),
  );

  app.post(
    '/service-ticket/:storeId/:date',
    {
      bodyLimit,
      config: { access: { anyOf: [TICKET_WRITE] } },
      schema: {
        params: DayParams,
        body: ServiceTicketCreateSchema,
        response: { 200: okEnvelope(ServiceTicketSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createServiceTicket(
        ctx,
        signedIn(request),
        request.params.storeId,
        request.params.date,
        request.body,
      ),
      message: 'Successfully saved new Service Ticket',
    }),
  );

  app.put(
    '/service-ticket/:id',
    {
      bodyLimit,
      config: { access: { anyOf: [TICKET_WRITE] } },
      schema: {
        params: z.object({ id: IdSchema }),
        body: ServiceTicketUpdateSchema,
        response: { 200: okEnvelope(ServiceTicketSchema), ...errors },
      },
    },
    async (request) => {
      const sending = request.body.action === 'send';
      return {
        success: true as const,
        data: await updateServiceTicket(ctx, signedIn(request), request.params.id, request.body, request),
        message: sending ? 'Successfully submitted Service Ticket' : 'Successfully updated Service Ticket',
      };
    },
  );
};
