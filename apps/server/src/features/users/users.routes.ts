import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PermissionKey } from '@dripp/contract/permissions';
import { OkSchema, okEnvelope } from '@dripp/contract/api';
import { IdSchema } from '@dripp/contract/inputs';
import {
  StoreLinkRequestSchema,
  TrashedQuerySchema,
  USER_LIST_MAX,
  UserCreateRequestSchema,
  UserCreatedSchema,
  UserEditSchema,
  UserListQuerySchema,
  UserListRowSchema,
  UserOptionSchema,
  UserUpdateRequestSchema,
  UserViewSchema,
} from '@dripp/contract/users';
import { signedIn, type Principal } from '../../platform/access';
import { storeScope } from '../../platform/people-access';
import { editData, listUsers, managerOptions, userOptions, viewUser } from './users.queries';
import { linkRole, linkStore, unlinkRole, unlinkStore } from './users.links';
import { createUser, removeUser, restoreUser, updateUser } from './users.service';

const UserParams = z.object({ id: IdSchema });
const StoreLinkParams = z.object({ id: IdSchema, storeId: IdSchema });
/** Role id 0 is what the picker sends when no role was chosen; the service answers "Choose a role". */
const RoleLinkParams = z.object({
  id: IdSchema,
  roleId: z
    .literal('0')
    .transform(() => 0)
    .or(IdSchema),
});

/** Pickers on the incident-report screens list people by name. */
const PEOPLE_PICKERS: PermissionKey[] = [
  'users-view',
  'incident-reports-view',
  'incident-reports-create',
  'incident-reports-edit',
];

/** The pickers name the people of the stores where the caller holds one of those permissions (all, chain-wide). */
function pickerScope(principal: Principal): 'all' | number[] {
  const scopes = PEOPLE_PICKERS.map((permission) => storeScope(principal, permission));
  if (scopes.includes('all')) return 'all';
  return [...new Set(scopes.flat() as number[])];
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const ok = { success: true as const };

  app.get(
    '/users',
    {
      config: { access: { anyOf: ['users-view'] } },
      schema: { querystring: UserListQuerySchema, response: { 200: okEnvelope(z.array(UserListRowSchema)) } },
    },
    async (request) => {
      const { trashed, limit, offset } = request.query;
      const { rows, total } = await listUsers(db, request.principal, {
        trashed: trashed === '1',
        limit: limit ?? USER_LIST_MAX,
        offset: offset ?? 0,
      });
      return { ...ok, data: rows, total_records: total };
    },
  );

  app.get(
    '/users/:id/view',
    {
      config: { access: { anyOf: ['users-view'] } },
      schema: { params: UserParams, response: { 200: okEnvelope(UserViewSchema) } },
    },
    async (request) => ({ ...ok, data: await viewUser(db, request.principal, request.params.id) }),
  );

  app.get(
    '/users/:id/edit',
    {
      config: { access: { signedIn: true } },
      schema: { params: UserParams, response: { 200: okEnvelope(UserEditSchema) } },
    },
    async (request) => ({ ...ok, data: await editData(db, signedIn(request), request.params.id) }),
  );

  app.post(
    '/users',
    {
      config: { access: { anyOf: ['users-create'] } },
      schema: { body: UserCreateRequestSchema, response: { 201: okEnvelope(UserCreatedSchema) } },
    },
    async (request, reply) => {
      const { id, invited } = await createUser(ctx, request.principal, request.body, request);
      const message = invited ? 'Successfully saved User' : 'User saved, but the invitation mail could not be sent';
      return reply.code(201).send({ ...ok, data: { id }, message });
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: { signedIn: true } },
      schema: { params: UserParams, body: UserUpdateRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await updateUser(ctx, signedIn(request), request.params.id, request.body);
      return { ...ok, message: 'Successfully updated User' };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: { anyOf: ['users-delete'] } },
      schema: {
        params: UserParams,
        response: { 200: okEnvelope(z.object({ status: z.enum(['deactivated', 'deleted']) })) },
      },
    },
    async (request) => {
      const status = await removeUser(db, request.principal, request.params.id);
      return {
        ...ok,
        data: { status },
        message: status === 'deleted' ? 'Successfully removed User' : 'Successfully deactivated User',
      };
    },
  );

  app.put(
    '/users/:id/restore',
    {
      config: { access: { anyOf: ['users-delete'] } },
      schema: { params: UserParams, response: { 200: OkSchema } },
    },
    async (request) => {
      await restoreUser(db, request.principal, request.params.id);
      return { ...ok, message: 'Successfully restored User' };
    },
  );

  app.post(
    '/users/:id/stores/:storeId/link',
    {
      config: { access: { anyOf: ['users-edit'] } },
      schema: { params: StoreLinkParams, body: StoreLinkRequestSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const { id, storeId } = request.params;
      await linkStore(db, request.principal, id, storeId, request.body.role_id);
      return { ...ok, message: 'Successfully linked Store' };
    },
  );

  app.delete(
    '/users/:id/stores/:storeId/link',
    {
      config: { access: { anyOf: ['users-edit'] } },
      schema: { params: StoreLinkParams, response: { 200: OkSchema } },
    },
    async (request) => {
      await unlinkStore(db, request.principal, request.params.id, request.params.storeId);
      return { ...ok, message: 'Successfully unlinked Store' };
    },
  );

  app.post(
    '/users/:id/roles/:roleId/link',
    {
      config: { access: { anyOf: ['users-edit'] } },
      schema: { params: RoleLinkParams, response: { 200: OkSchema } },
    },
    async (request) => {
      await linkRole(db, request.principal, request.params.id, request.params.roleId);
      return { ...ok, message: 'Successfully linked Role' };
    },
  );

  app.delete(
    '/users/:id/roles/:roleId/link',
    {
      config: { access: { anyOf: ['users-edit'] } },
      schema: { params: RoleLinkParams, response: { 200: OkSchema } },
    },
    async (request) => {
      await unlinkRole(db, request.principal, request.params.id, request.params.roleId);
      return { ...ok, message: 'Successfully unlinked Role' };
    },
  );

  // The spec writes this path with a trailing slash; both spellings answer.
  for (const url of ['/user-list', '/user-list/']) {
    app.get(
      url,
      {
        config: { access: { anyOf: PEOPLE_PICKERS } },
        schema: { querystring: TrashedQuerySchema, response: { 200: okEnvelope(z.array(UserOptionSchema)) } },
      },
      async (request) => ({
        ...ok,
        data: await userOptions(db, request.query.trashed === '1', pickerScope(signedIn(request))),
      }),
    );
  }

  app.get(
    '/user-managers',
    {
      config: { access: { anyOf: PEOPLE_PICKERS } },
      schema: { response: { 200: okEnvelope(z.array(UserOptionSchema)) } },
    },
    async (request) => ({ ...ok, data: await managerOptions(db, pickerScope(signedIn(request))) }),
  );
};
