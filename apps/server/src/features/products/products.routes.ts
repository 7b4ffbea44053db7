import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { productsEndpoints as endpoints } from '@dripp/contract/endpoints/products';
import { PRODUCT_MEDIA_OWNER, products } from '../../db/schema/index';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { registerMediaOwner } from '../../platform/media/owners';
import { uploadBodyLimit } from '../../platform/media/upload';
import {
  cloneProduct,
  createProduct,
  deleteProduct,
  getProduct,
  setProductActive,
  updateProduct,
  vendorProducts,
} from './products.service';
import { exportVendorProducts } from './products-export';

/** Vendor products (spec 2 §2 Products, §7) and the order form's product list (spec 1 §7). */
export const productsRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, endpoints.vendorProducts, async (request) => ({
    success: true as const,
    data: await vendorProducts(ctx.db, signedIn(request), request.params.id, request.query),
  }));

  route(app, endpoints.exportVendorProducts, (request, reply) =>
    exportVendorProducts(ctx.db, signedIn(request), request.params.id, request.query, reply),
  );

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await getProduct(ctx, signedIn(request), request.params.id),
  }));

  route(
    app,
    endpoints.create,
    async (request) => ({
      success: true as const,
      data: await createProduct(ctx, signedIn(request), request.params.vendorId, request.body),
      message: 'Successfully saved Product',
    }),
    { bodyLimit },
  );

  route(
    app,
    endpoints.update,
    async (request) => ({
      success: true as const,
      data: await updateProduct(ctx, signedIn(request), request.params.id, request.body, request.log),
      message: 'Successfully updated Product',
    }),
    { bodyLimit },
  );

  route(app, endpoints.clone, async (request) => ({
    success: true as const,
    data: await cloneProduct(ctx, signedIn(request), request.params.id),
    message: 'Successfully cloned Product',
  }));

  for (const action of ['activate', 'deactivate'] as const) {
    route(app, endpoints[action], async (request) => ({
      success: true as const,
      data: await setProductActive(ctx, signedIn(request), request.params.id, action === 'activate'),
      message: action === 'activate' ? 'Successfully activated Product' : 'Successfully deactivated Product',
    }));
  }

  route(app, endpoints.remove, async (request) => {
    await deleteProduct(ctx, signedIn(request), request.params.id, request.log);
    return { success: true as const, message: 'Successfully deleted Product' };
  });
};
