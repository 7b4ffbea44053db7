import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes, under /api. */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
