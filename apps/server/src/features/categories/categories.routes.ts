import type { FastifyPluginAsync } from 'fastify';
import { categoriesEndpoints as endpoints } from '@dripp/contract/endpoints/categories';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listVendorCategories,
  setCategoryActive,
  updateCategory,
} from './categories.service';

/** Product categories of a vendor (spec 2 §2 Categories, §7). */
export const categoriesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  route(app, endpoints.ofVendor, async (request) => ({
    success: true as const,
    data: await listVendorCategories(db, signedIn(request), request.params.id, request.query.active),
  }));

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await getCategory(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createCategory(db, signedIn(request), request.params.vendorId, request.body),
    message: 'Successfully saved Category',
  }));

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateCategory(db, signedIn(request), request.params.id, request.body),
    message: 'Successfully updated Category',
  }));

  for (const [definition, active] of [
    [endpoints.activate, true],
    [endpoints.deactivate, false],
  ] as const) {
    route(app, definition, async (request) => ({
      success: true as const,
      data: await setCategoryActive(db, signedIn(request), request.params.id, active),
      message: active ? 'Successfully activated Category' : 'Successfully deactivated Category',
    }));
  }

  route(app, endpoints.remove, async (request) => {
    await deleteCategory(app.ctx, signedIn(request), request.params.id, request.log);
    return { success: true as const, message: 'Successfully deleted Category' };
  });
};
