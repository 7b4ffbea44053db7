import type { FastifyPluginAsync } from 'fastify';
import { PEOPLE_PICKERS, usersEndpoints as endpoints } from '@dripp/contract/endpoints/users';
import { USER_LIST_MAX } from '@dripp/contract/users';
import { signedIn, type Principal } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { storeScope } from '../../platform/store-people';
import { editData, listUsers, managerOptions, userOptions, viewUser } from './users.queries';
import { linkRole, linkStore, unlinkRole, unlinkStore } from './users.links';
import { exportUsers } from './users-export';
import { createUser, removeUser, restoreUser, updateUser } from './users.service';

/** The pickers name the people of the stores where the caller holds one of those permissions (all, chain-wide). */
function pickerScope(principal: Principal): 'all' | number[] {
  const scopes = PEOPLE_PICKERS.map((permission) => storeScope(principal, permission));
  if (scopes.includes('all')) return 'all';
  return [...new Set(scopes.flat() as number[])];
}

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const ok = { success: true as const };

  route(app, endpoints.list, async (request) => {
    const { trashed, limit, offset } = request.query;
    const { rows, total } = await listUsers(db, request.principal, {
      trashed: trashed === '1',
      limit: limit ?? USER_LIST_MAX,
      offset: offset ?? 0,
    });
    return { ...ok, data: rows, total_records: total };
  });

  route(app, endpoints.export, (request, reply) =>
    exportUsers(db, request.principal, request.query.trashed === '1', reply),
  );

  route(app, endpoints.view, async (request) => ({
    ...ok,
    data: await viewUser(db, request.principal, request.params.id),
  }));

  route(app, endpoints.edit, async (request) => ({
    ...ok,
    data: await editData(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.create, async (request, reply) => {
    const { id, invited } = await createUser(ctx, request.principal, request.body, request);
    const message = invited ? 'Successfully saved User' : 'User saved, but the invitation mail could not be sent';
    return reply.code(201).send({ ...ok, data: { id }, message });
  });

  route(app, endpoints.update, async (request) => {
    await updateUser(ctx, signedIn(request), request.params.id, request.body);
    return { ...ok, message: 'Successfully updated User' };
  });

  route(app, endpoints.remove, async (request) => {
    const status = await removeUser(db, request.principal, request.params.id);
    return {
      ...ok,
      data: { status },
      message: status === 'deleted' ? 'Successfully removed User' : 'Successfully deactivated User',
    };
  });

  route(app, endpoints.restore, async (request) => {
    await restoreUser(db, request.principal, request.params.id);
    return { ...ok, message: 'Successfully restored User' };
  });

  route(app, endpoints.linkStore, async (request) => {
    const { id, storeId } = request.params;
    await linkStore(db, request.principal, id, storeId, request.body.role_id);
    return { ...ok, message: 'Successfully linked Store' };
  });

  route(app, endpoints.unlinkStore, async (request) => {
    await unlinkStore(db, request.principal, request.params.id, request.params.storeId);
    return { ...ok, message: 'Successfully unlinked Store' };
  });

  route(app, endpoints.linkRole, async (request) => {
    await linkRole(db, request.principal, request.params.id, request.params.roleId);
    return { ...ok, message: 'Successfully linked Role' };
  });

  route(app, endpoints.unlinkRole, async (request) => {
    await unlinkRole(db, request.principal, request.params.id, request.params.roleId);
    return { ...ok, message: 'Successfully unlinked Role' };
  });

  route(app, endpoints.options, async (request) => ({
    ...ok,
    data: await userOptions(db, request.query.trashed === '1', pickerScope(signedIn(request))),
  }));

  route(app, endpoints.managers, async (request) => ({
    ...ok,
    data: await managerOptions(db, pickerScope(signedIn(request))),
  }));
};
