import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { uploadBodyLimit } from '../../platform/media/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import {
  ProductCategoryGroupSchema,
  ProductCreatedSchema,
  ProductInputSchema,
  ProductSchema,
  VendorProductsQuerySchema,
} from '@dripp/contract/products';
import { IdSchema } from '@dripp/contract/inputs';
import { PRODUCT_MEDIA_OWNER, products } from '../../db/schema/index';
import { signedIn } from '../../platform/access';
import { registerMediaOwner } from '../../platform/media/owners';
import {
  cloneProduct,
  createProduct,
  deleteProduct,
  getProduct,
  setProductActive,
  updateProduct,
  VENDOR_PRODUCT_READERS,
  vendorProducts,
} from './products.service';

const IdParams = z.object({ id: IdSchema });
const VendorParams = z.object({ vendorId: IdSchema });
const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  422: ErrorSchema,
};
const ProductAnswer = okEnvelope(ProductSchema);

/** Vendor products (spec 2 §2 Products, §7) and the order form's product list (spec 1 §7). */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Product images are chain-wide: removing one needs products-edit from a corporate role or admin.
  registerMediaOwner({
    ownerType: PRODUCT_MEDIA_OWNER,
    editPermission: 'products-edit',
    chainWide: true,
    storeIdOf: async (db, id) => {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      return row ? null : undefined;
    },
  });
  // An image as base64 (4/3 of its size) plus the other fields.
  const bodyLimit = uploadBodyLimit(ctx.config);

  app.get(
    '/vendors/:id/products',
    {
      config: { access: { anyOf: VENDOR_PRODUCT_READERS } },
      schema: {
        params: IdParams,
        querystring: VendorProductsQuerySchema,
        response: { 200: okEnvelope(z.array(ProductCategoryGroupSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await vendorProducts(ctx.db, signedIn(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/products/:id',
    {
      config: { access: { anyOf: ['products-view'] } },
      schema: { params: IdParams, response: { 200: ProductAnswer, ...errors } },
    },
    async (request) => ({ success: true as const, data: await getProduct(ctx, signedIn(request), request.params.id) }),
  );

  app.post(
    '/products/:vendorId',
    {
      bodyLimit,
      config: { access: { anyOf: ['products-create'] } },
      schema: { params: VendorParams, body: ProductInputSchema, response: { 200: ProductAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createProduct(ctx, signedIn(request), request.params.vendorId, request.body),
      message: 'Successfully saved Product',
    }),
  );

  app.put(
    '/products/:id',
    {
      bodyLimit,
      config: { access: { anyOf: ['products-edit'] } },
      schema: { params: IdParams, body: ProductInputSchema, response: { 200: ProductAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateProduct(ctx, signedIn(request), request.params.id, request.body, request.log),
      message: 'Successfully updated Product',
    }),
  );

  app.post(
    '/products/:id/clone',
    {
      config: { access: { anyOf: ['products-create'] } },
      schema: { params: IdParams, response: { 200: okEnvelope(ProductCreatedSchema), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await cloneProduct(ctx, signedIn(request), request.params.id),
      message: 'Successfully cloned Product',
    }),
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.put(
      `/products/:id/${action}`,
      {
        config: { access: { anyOf: ['products-edit'] } },
        schema: { params: IdParams, response: { 200: ProductAnswer, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await setProductActive(ctx, signedIn(request), request.params.id, action === 'activate'),
        message: `Successfully ${action}d Product`,
      }),
    );
  }

  app.delete(
    '/products/:id',
    {
      config: { access: { anyOf: ['products-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteProduct(ctx, signedIn(request), request.params.id, request.log);
      return { success: true as const, message: 'Successfully deleted Product' };
    },
  );
};
