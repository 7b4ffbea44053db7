import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { endpoint, type ErrorStatus } from '../endpoint';
import { IdSchema } from '../inputs';
import {
  VendorInputSchema,
  VendorLinkParamsSchema,
  VendorSchema,
  VendorsQuerySchema,
  VendorViewSchema,
} from '../vendors';

const tag = 'Vendors';
const errors = [401, 403, 404, 409, 422] as const satisfies readonly ErrorStatus[];

const IdParams = z.object({ id: IdSchema });
const VendorAnswer = okEnvelope(VendorSchema);

/** Vendor administration (spec 2 §2 Vendors, §7). */
export const vendorsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/vendors',
    operationId: 'listVendors',
    summary: 'List active or deactivated vendors',
    tag,
    access: { anyOf: ['vendors-view'] },
    query: VendorsQuerySchema,
    answer: okEnvelope(z.array(VendorSchema)),
    errors,
  }),
  view: endpoint({
    method: 'GET',
    path: '/vendors/:id/view',
    operationId: 'viewVendor',
    summary: 'Show a vendor with the stores it serves',
    tag,
    access: { anyOf: ['vendors-view'] },
    params: IdParams,
    answer: okEnvelope(VendorViewSchema),
    errors,
  }),
  edit: endpoint({
    method: 'GET',
    path: '/vendors/:id/edit',
    operationId: 'getVendorForEdit',
    summary: "Get a vendor's form values",
    tag,
    access: { anyOf: ['vendors-edit'] },
    params: IdParams,
    answer: VendorAnswer,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/vendors',
    operationId: 'createVendor',
    summary: 'Create a vendor',
    tag,
    access: { anyOf: ['vendors-create'] },
    body: VendorInputSchema,
    answer: VendorAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/vendors/:id',
    operationId: 'updateVendor',
    summary: 'Change a vendor',
    tag,
    access: { anyOf: ['vendors-edit'] },
    params: IdParams,
    body: VendorInputSchema,
    answer: VendorAnswer,
    errors,
  }),
  deactivate: endpoint({
    method: 'PUT',
    path: '/vendors/:id/deactivate',
    operationId: 'deactivateVendor',
    summary: 'Deactivate a vendor',
    tag,
    access: { anyOf: ['vendors-delete'] },
    params: IdParams,
    answer: VendorAnswer,
    errors,
  }),
  restore: endpoint({
    method: 'PUT',
    path: '/vendors/:id/restore',
    operationId: 'restoreVendor',
    summary: 'Restore a deactivated vendor',
    tag,
    access: { anyOf: ['vendors-delete'] },
    params: IdParams,
    answer: VendorAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/vendors/:id',
    operationId: 'deleteVendor',
    summary: 'Delete a deactivated vendor with its categories and products',
    tag,
    access: { anyOf: ['vendors-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
  linkStore: endpoint({
    method: 'POST',
    path: '/vendors/:vendorId/link/:storeId',
    operationId: 'linkVendorStore',
    summary: 'Let a vendor serve a store',
    tag,
    access: { anyOf: ['vendors-edit'] },
    params: VendorLinkParamsSchema,
    answer: OkSchema,
    errors,
  }),
  unlinkStore: endpoint({
    method: 'DELETE',
    path: '/vendors/:vendorId/link/:storeId',
    operationId: 'unlinkVendorStore',
    summary: 'Stop a vendor serving a store',
    tag,
    access: { anyOf: ['vendors-edit'] },
    params: VendorLinkParamsSchema,
    answer: OkSchema,
    errors,
  }),
};
