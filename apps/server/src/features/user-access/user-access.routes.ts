import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema, okEnvelope } from '@dripp/contract/api';
import { RolePermissionMatrixSchema, SaveMatrixRequestSchema } from '@dripp/contract/roles';
import { readMatrix, saveMatrix } from './user-access.service';

export const userAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/role-permissions',
    {
      config: { access: { anyOf: ['user-access-view'] } },
      schema: { response: { 200: okEnvelope(RolePermissionMatrixSchema) } },
    },
    async (request) => ({ success: true as const, data: await readMatrix(db, request.principal) }),
  );

  app.put(
    '/role-permissions',
    {
      config: { access: { anyOf: ['user-access-update'] } },
      // Every cell of a large matrix: up to 100 000 short strings.
      bodyLimit: 4 * 1024 * 1024,
      schema: { body: SaveMatrixRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await saveMatrix(db, request.principal, request.body.selectedRolePermissions);
      return { success: true as const, message: 'Role permission mapping updated successfully' };
    },
  );
};
