import type { FastifyPluginAsync } from 'fastify';
import { serviceTicketEndpoints as endpoints } from '@dripp/contract/endpoints/service-ticket';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { uploadBodyLimit } from '../../platform/media/upload';
import {
  createServiceTicket,
  previewServiceTicket,
  serviceTicketDay,
  updateServiceTicket,
} from './service-ticket.service';

/** A store's request to a service provider, with photos, mailed to the provider on Submit. */
export const serviceTicketRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const bodyLimit = uploadBodyLimit(ctx.config);

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await serviceTicketDay(ctx, signedIn(request), request.params.storeId, request.params.date),
  }));

  route(
    app,
    endpoints.create,
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
    { bodyLimit },
  );

  route(
    app,
    endpoints.update,
    async (request) => {
      const sending = request.body.action === 'send';
      return {
        success: true as const,
        data: await updateServiceTicket(ctx, signedIn(request), request.params.id, request.body, request),
        message: sending ? 'Successfully submitted Service Ticket' : 'Successfully updated Service Ticket',
      };
    },
    { bodyLimit },
  );

  route(app, endpoints.preview, async (request) => ({
    success: true as const,
    data: await previewServiceTicket(ctx, signedIn(request), request.params.id, request.body, request),
  }));
};
