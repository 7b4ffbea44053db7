import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema } from '@dripp/contract/api';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: { public: true } }, schema: { response: { 200: OkSchema } } },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { success: true as const };
    },
  );
};
