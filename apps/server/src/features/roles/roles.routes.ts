import type { FastifyPluginAsync } from 'fastify';
import { rolesEndpoints as endpoints } from '@dripp/contract/endpoints/roles';
import { route } from '../../platform/endpoints';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service';

export const rolesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  const ok = { success: true as const };

  route(app, endpoints.list, async (request) => ({ ...ok, data: await listRoles(db, request.principal) }));

  route(app, endpoints.create, async (request, reply) => {
    const data = await createRole(db, request.principal, request.body);
    return reply.code(201).send({ ...ok, data, message: 'Successfully saved new Role' });
  });

  route(app, endpoints.get, async (request) => ({
    ...ok,
    data: await getRole(db, request.principal, request.params.id),
  }));

  route(app, endpoints.update, async (request) => ({
    ...ok,
    data: await updateRole(db, request.principal, request.params.id, request.body),
    message: 'Successfully saved Role',
  }));

  route(app, endpoints.remove, async (request) => {
    await deleteRole(db, request.principal, request.params.id);
    return { ...ok, message: 'Successfully deleted Roles' };
  });
};
