import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema, okEnvelope } from '@dripp/contract/api';
import { RoleCreateRequestSchema, RoleSchema, RoleUpdateRequestSchema } from '@dripp/contract/roles';
import { IdSchema } from '@dripp/contract/inputs';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service';

const RoleParams = z.object({ id: IdSchema });

export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const ok = { success: true as const };

  app.get(
    '/roles',
    {
      config: { access: { anyOf: ['roles-view'] } },
      schema: { response: { 200: okEnvelope(z.array(RoleSchema)) } },
    },
    async (request) => ({ ...ok, data: await listRoles(db, request.principal) }),
  );

  app.post(
    '/roles',
    {
      config: { access: { anyOf: ['roles-edit'] } },
      schema: { body: RoleCreateRequestSchema, response: { 201: okEnvelope(RoleSchema) } },
    },
    async (request, reply) => {
      const data = await createRole(db, request.principal, request.body);
      return reply.code(201).send({ ...ok, data, message: 'Successfully saved new Role' });
    },
  );

  app.get(
    '/roles/:id',
    {
      config: { access: { anyOf: ['roles-view'] } },
      schema: { params: RoleParams, response: { 200: okEnvelope(RoleSchema) } },
    },
    async (request) => ({ ...ok, data: await getRole(db, request.principal, request.params.id) }),
  );

  app.put(
    '/roles/:id',
    {
      config: { access: { anyOf: ['roles-edit'] } },
      schema: { params: RoleParams, body: RoleUpdateRequestSchema, response: { 200: okEnvelope(RoleSchema) } },
    },
    async (request) => ({
      ...ok,
      data: await updateRole(db, request.principal, request.params.id, request.body),
      message: 'Successfully saved Role',
    }),
  );

  app.delete(
    '/roles/:id',
    {
      config: { access: { anyOf: ['roles-delete'] } },
      schema: { params: RoleParams, response: { 200: OkSchema } },
    },
    async (request) => {
      await deleteRole(db, request.principal, request.params.id);
      return { ...ok, message: 'Successfully deleted Roles' };
    },
  );
};
