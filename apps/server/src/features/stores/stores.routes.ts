import type { FastifyPluginAsync } from 'fastify';
import { storesEndpoints as endpoints } from '@dripp/contract/endpoints/stores';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  managersOfStore,
  permittedStores,
  storeRoles,
  storesAsManager,
  storesOfUser,
  storesWithManagers,
  visibleStores,
} from './stores.service';

/** Store lists every store page and picker needs; each answer holds only stores the caller may see. */
export const storesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, endpoints.withManagers, async (request) => ({
    success: true as const,
    data: await storesWithManagers(db, signedIn(request), request.query.trashed),
  }));

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await visibleStores(db, signedIn(request), request.query.trashed),
  }));

  route(app, endpoints.roles, async () => ({ success: true as const, data: await storeRoles(db) }));

  route(app, endpoints.permitted, async (request) => ({
    success: true as const,
    data: await permittedStores(db, signedIn(request), request.query.permission),
  }));

  route(app, endpoints.ofUser, async (request) => ({
    success: true as const,
    data: await storesOfUser(db, signedIn(request)),
  }));

  route(app, endpoints.asManager, async (request) => ({
    success: true as const,
    data: await storesAsManager(db, signedIn(request)),
  }));

  route(app, endpoints.managersOf, async (request) => ({
    success: true as const,
    data: await managersOfStore(db, signedIn(request), request.params.storeId),
  }));
};
