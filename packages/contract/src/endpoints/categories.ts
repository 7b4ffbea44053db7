import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { CategoryInputSchema, CategorySchema, VendorCategoriesQuerySchema } from '../categories';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import type { PermissionKey } from '../permissions';
import { takingRead } from '../read-back';

const tag = 'Categories';
const errors = SIGNED_IN_ERRORS;

const IdParams = z.object({ id: IdSchema });
const CategoryAnswer = okEnvelope(CategorySchema);

/** The product form's category picker reads this list too, so product editors may call it. */
export const VENDOR_CATEGORY_READERS = [
  'categories-view',
  'products-view',
  'products-create',
  'products-edit',
] as const satisfies readonly PermissionKey[];

/** Product categories of a vendor (spec 2 §2 Categories, §7). */
export const categoriesEndpoints = {
  ofVendor: endpoint({
    method: 'GET',
    path: '/vendors/:id/categories',
    operationId: 'listVendorCategories',
    summary: "List a vendor's active or deactivated categories",
    tag,
    access: { anyOf: VENDOR_CATEGORY_READERS },
    params: IdParams,
    query: VendorCategoriesQuerySchema,
    answer: okEnvelope(z.array(CategorySchema)),
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/categories/:id',
    operationId: 'getCategory',
    summary: 'Get a category',
    tag,
    access: { anyOf: ['categories-view'] },
    params: IdParams,
    answer: CategoryAnswer,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/categories/:vendorId',
    operationId: 'createCategory',
    summary: 'Create a category of a vendor',
    tag,
    access: { anyOf: ['categories-create'] },
    params: z.object({ vendorId: IdSchema }),
    body: CategoryInputSchema,
    answer: CategoryAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/categories/:id',
    operationId: 'updateCategory',
    summary: 'Rename a category',
    tag,
    access: { anyOf: ['categories-edit'] },
    params: IdParams,
    body: takingRead(CategoryInputSchema, CategorySchema),
    answer: CategoryAnswer,
    errors,
  }),
  activate: endpoint({
    method: 'PUT',
    path: '/categories/:id/activate',
    operationId: 'activateCategory',
    summary: 'Activate a category',
    tag,
    access: { anyOf: ['categories-edit'] },
    params: IdParams,
    answer: CategoryAnswer,
    errors,
  }),
  deactivate: endpoint({
    method: 'PUT',
    path: '/categories/:id/deactivate',
    operationId: 'deactivateCategory',
    summary: 'Deactivate a category',
    tag,
    access: { anyOf: ['categories-edit'] },
    params: IdParams,
    answer: CategoryAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/categories/:id',
    operationId: 'deleteCategory',
    summary: 'Delete a category with its products',
    tag,
    access: { anyOf: ['categories-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
};
