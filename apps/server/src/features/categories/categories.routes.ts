import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { CategoryInputSchema, CategorySchema, VendorCategoriesQuerySchema } from '@dripp/contract/categories';
import { IdSchema } from '@dripp/contract/inputs';
import { signedIn } from '../../platform/access';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listVendorCategories,
  setCategoryActive,
  updateCategory,
  VENDOR_CATEGORY_READERS,
} from './categories.service';

const IdParams = z.object({ id: IdSchema });
const VendorParams = z.object({ vendorId: IdSchema });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const CategoryAnswer = okEnvelope(CategorySchema);

/** Product categories of a vendor (spec 2 §2 Categories, §7). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/vendors/:id/categories',
    {
      config: { access: { anyOf: VENDOR_CATEGORY_READERS } },
      schema: {
        params: IdParams,
        querystring: VendorCategoriesQuerySchema,
        response: { 200: okEnvelope(z.array(CategorySchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listVendorCategories(db, signedIn(request), request.params.id, request.query.active),
    }),
  );

  app.get(
    '/categories/:id',
    {
      config: { access: { anyOf: ['categories-view'] } },
      schema: { params: IdParams, response: { 200: CategoryAnswer, ...errors } },
    },
    async (request) => ({ success: true as const, data: await getCategory(db, signedIn(request), request.params.id) }),
  );

  app.post(
    '/categories/:vendorId',
    {
      config: { access: { anyOf: ['categories-create'] } },
      schema: { params: VendorParams, body: CategoryInputSchema, response: { 200: CategoryAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createCategory(db, signedIn(request), request.params.vendorId, request.body),
      message: 'Successfully saved Category',
    }),
  );

  app.put(
    '/categories/:id',
    {
      config: { access: { anyOf: ['categories-edit'] } },
      schema: { params: IdParams, body: CategoryInputSchema, response: { 200: CategoryAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateCategory(db, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Category',
    }),
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.put(
      `/categories/:id/${action}`,
      {
        config: { access: { anyOf: ['categories-edit'] } },
        schema: { params: IdParams, response: { 200: CategoryAnswer, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await setCategoryActive(db, signedIn(request), request.params.id, action === 'activate'),
        message: `Successfully ${action}d Category`,
      }),
    );
  }

  app.delete(
    '/categories/:id',
    {
      config: { access: { anyOf: ['categories-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteCategory(app.ctx, signedIn(request), request.params.id, request.log);
      return { success: true as const, message: 'Successfully deleted Category' };
    },
  );
};
