import type { FastifyPluginAsync } from 'fastify';
import { pushEndpoints as endpoints } from '@dripp/contract/endpoints/push';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { subscribe, unsubscribe, vapid } from './push.service';

/** The Web Push channel: the server's public key and the caller's subscribed devices. */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const ok = { success: true as const };

  route(app, endpoints.publicKey, async (request) => {
    signedIn(request);
    return { ...ok, data: { public_key: vapid(ctx.config).publicKey } };
  });
  route(app, endpoints.subscribe, async (request) => ({
    ...ok,
    data: await subscribe(ctx, signedIn(request), request.body),
  }));
  route(app, endpoints.unsubscribe, async (request) => {
    await unsubscribe(ctx, signedIn(request), request.params.id);
    return ok;
  });
};
