import type { FastifyPluginAsync } from 'fastify';
import { digestEndpoints as endpoints } from '@dripp/contract/endpoints/digest';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { ownDigest, saveOwnDigest } from './digest-settings.service';

/** The signed-in person's morning digest settings (the mail itself is sent by the job queue). */
export const digestRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const ok = { success: true as const };

  route(app, endpoints.get, async (request) => ({ ...ok, data: await ownDigest(db, signedIn(request)) }));
  route(app, endpoints.save, async (request) => ({
    ...ok,
    data: await saveOwnDigest(db, signedIn(request), request.body),
    message: 'Morning digest saved',
  }));
};
