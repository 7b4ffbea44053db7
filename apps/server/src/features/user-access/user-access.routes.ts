import type { FastifyPluginAsync } from 'fastify';
import { userAccessEndpoints as endpoints } from '@dripp/contract/endpoints/user-access';
import { route } from '../../platform/endpoints';
import { readMatrix, saveMatrix } from './user-access.service';

export const userAccessRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await readMatrix(db, request.principal),
  }));

  route(
    app,
    endpoints.save,
    async (request) => {
      await saveMatrix(db, request.principal, request.body.selectedRolePermissions);
      return { success: true as const, message: 'Role permission mapping updated successfully' };
    },
    // Every cell of a large matrix: up to 100 000 short strings.
    { bodyLimit: 4 * 1024 * 1024 },
  );
};
