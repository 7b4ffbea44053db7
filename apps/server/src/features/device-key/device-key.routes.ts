import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { deviceKeyEndpoints as endpoints } from '@dripp/contract/endpoints/device-key';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';

/** One person's device key: an HMAC of their id keyed with the server secret, so no table holds it. */
export function deviceKeyOf(secret: string, userId: number): string {
  return crypto.createHmac('sha256', `device-key:${secret}`).update(String(userId)).digest('base64url');
}

/** The signed-in person's key for what a device keeps of them offline (docs/decisions/187). */
export const deviceKeyRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.get, async (request, reply) => {
    const { userId } = signedIn(request);
    void reply.header('cache-control', 'no-store');
    return { success: true as const, data: { key: deviceKeyOf(app.ctx.secret, userId) } };
  });
};
