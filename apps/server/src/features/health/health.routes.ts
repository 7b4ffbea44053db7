import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints as endpoints } from '@dripp/contract/endpoints/health';
import { route } from '../../platform/endpoints';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.get, async () => {
    await app.ctx.db.execute(sql`select 1`);
    return { success: true as const };
  });
};
