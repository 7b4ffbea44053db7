import type { FastifyPluginAsync } from 'fastify';
import { storeAdminEndpoints as endpoints } from '@dripp/contract/endpoints/stores';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  createStore,
  deleteStore,
  linkUser,
  restoreStore,
  storeForEdit,
  storeView,
  unlinkUser,
  updateStore,
} from './store-admin.service';
import { exportStores } from './stores-export';

/** Store administration (spec 2 §2 Stores): each call is checked against the store it changes. */
export const storeAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, endpoints.export, (request, reply) => exportStores(db, signedIn(request), request.query.trashed, reply));

  route(app, endpoints.view, async (request) => ({
    success: true as const,
    data: await storeView(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.edit, async (request) => ({
    success: true as const,
    data: await storeForEdit(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createStore(db, signedIn(request), request.body),
    message: 'Successfully saved Store',
  }));

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateStore(db, signedIn(request), request.params.id, request.body),
    message: 'Successfully updated Store',
  }));

  route(app, endpoints.remove, async (request) => {
    const outcome = await deleteStore(db, signedIn(request), request.params.id);
    return {
      success: true as const,
      message: outcome === 'deactivated' ? 'Successfully deactivated Store' : 'Successfully deleted Store',
    };
  });

  route(app, endpoints.restore, async (request) => ({
    success: true as const,
    data: await restoreStore(db, signedIn(request), request.params.id),
    message: 'Successfully restored Store',
  }));

  route(app, endpoints.linkUser, async (request) => {
    const { id, userId } = request.params;
    await linkUser(db, signedIn(request), id, userId, request.body.role_id);
    return { success: true as const, message: 'Successfully linked User' };
  });

  route(app, endpoints.unlinkUser, async (request) => {
    const { id, userId } = request.params;
    await unlinkUser(db, signedIn(request), id, userId);
    return { success: true as const, message: 'Successfully unlinked User' };
  });
};
