import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { csvExport, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import {
  ProductCategoryGroupSchema,
  ProductCreatedSchema,
  ProductInputSchema,
  ProductSchema,
  VENDOR_PRODUCT_READERS,
  VendorProductsQuerySchema,
} from '../products';
import { takingRead } from '../read-back';

const tag = 'Products';
const errors = [401, 403, 404, 409, 413, 422] as const;
const params = z.object({ id: IdSchema });
const answer = okEnvelope(ProductSchema);

/** Vendor products (spec 2 §2 Products, §7) and the order form's product list (spec 1 §7). */
export const productsEndpoints = {
  vendorProducts: endpoint({
    method: 'GET',
    path: '/vendors/:id/products',
    operationId: 'listVendorProducts',
    summary: "List a vendor's products by category",
    tag,
    access: { anyOf: VENDOR_PRODUCT_READERS },
    params,
    query: VendorProductsQuerySchema,
    answer: okEnvelope(z.array(ProductCategoryGroupSchema)),
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/products/:id',
    operationId: 'getProduct',
    summary: 'Get a product',
    tag,
    access: { anyOf: ['products-view'] },
    params,
    answer,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/products/:vendorId',
    operationId: 'createProduct',
    summary: 'Add a product to a vendor',
    tag,
    access: { anyOf: ['products-create'] },
    params: z.object({ vendorId: IdSchema }),
    body: ProductInputSchema,
    answer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/products/:id',
    operationId: 'updateProduct',
    summary: 'Change a product',
    tag,
    access: { anyOf: ['products-edit'] },
    params,
    body: takingRead(ProductInputSchema, ProductSchema),
    answer,
    errors,
  }),
  clone: endpoint({
    method: 'POST',
    path: '/products/:id/clone',
    operationId: 'cloneProduct',
    summary: 'Copy a product',
    tag,
    access: { anyOf: ['products-create'] },
    params,
    answer: okEnvelope(ProductCreatedSchema),
    errors,
  }),
  activate: endpoint({
    method: 'PUT',
    path: '/products/:id/activate',
    operationId: 'activateProduct',
    summary: 'Make a product active',
    tag,
    access: { anyOf: ['products-edit'] },
    params,
    answer,
    errors,
  }),
  deactivate: endpoint({
    method: 'PUT',
    path: '/products/:id/deactivate',
    operationId: 'deactivateProduct',
    summary: 'Make a product inactive',
    tag,
    access: { anyOf: ['products-edit'] },
    params,
    answer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/products/:id',
    operationId: 'deleteProduct',
    summary: 'Remove a product',
    tag,
    access: { anyOf: ['products-delete'] },
    params,
    answer: OkSchema,
    errors,
  }),
  exportVendorProducts: csvExport({
    path: '/vendors/:id/products/export',
    operationId: 'exportVendorProducts',
    summary: "Download a vendor's products as CSV, category by category, with the list's filters",
    tag,
    access: { anyOf: VENDOR_PRODUCT_READERS },
    params,
    query: VendorProductsQuerySchema,
    errors,
  }),
};
