import { z } from 'zod';
import { IdSchema } from '@dripp/contract/inputs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import {
  VendorInputSchema,
  VendorLinkParamsSchema,
  VendorSchema,
  VendorsQuerySchema,
  VendorViewSchema,
} from '@dripp/contract/vendors';
import { signedIn } from '../../platform/access';
import {
  createVendor,
  deleteVendor,
  linkStore,
  listVendors,
  setVendorDeactivated,
  unlinkStore,
  updateVendor,
  vendorForEdit,
  vendorView,
} from './vendors.service';

const IdParams = z.object({ id: IdSchema });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const VendorAnswer = okEnvelope(VendorSchema);

/** Vendor administration (spec 2 §2 Vendors, §7). */
export const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/vendors',
    {
      config: { access: { anyOf: ['vendors-view'] } },
      schema: { querystring: VendorsQuerySchema, response: { 200: okEnvelope(z.array(VendorSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await listVendors(db, signedIn(request), request.query.trashed),
    }),
  );

  app.get(
    '/vendors/:id/view',
    {
      config: { access: { anyOf: ['vendors-view'] } },
      schema: { params: IdParams, response: { 200: okEnvelope(VendorViewSchema), ...errors } },
    },
    async (request) => ({ success: true as const, data: await vendorView(db, signedIn(request), request.params.id) }),
  );

  app.get(
    '/vendors/:id/edit',
    {
      config: { access: { anyOf: ['vendors-edit'] } },
      schema: { params: IdParams, response: { 200: VendorAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await vendorForEdit(db, signedIn(request), request.params.id),
    }),
  );

  app.post(
    '/vendors',
    {
      config: { access: { anyOf: ['vendors-create'] } },
      schema: { body: VendorInputSchema, response: { 200: VendorAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createVendor(db, signedIn(request), request.body),
      message: 'Successfully saved Vendor',
    }),
  );

  app.put(
    '/vendors/:id',
    {
      config: { access: { anyOf: ['vendors-edit'] } },
      schema: { params: IdParams, body: VendorInputSchema, response: { 200: VendorAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateVendor(db, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Vendor',
    }),
  );

  app.put(
    '/vendors/:id/deactivate',
    {
      config: { access: { anyOf: ['vendors-delete'] } },
      schema: { params: IdParams, response: { 200: VendorAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await setVendorDeactivated(db, signedIn(request), request.params.id, true),
      message: 'Successfully deactivated Vendor',
    }),
  );

  app.put(
    '/vendors/:id/restore',
    {
      config: { access: { anyOf: ['vendors-delete'] } },
      schema: { params: IdParams, response: { 200: VendorAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await setVendorDeactivated(db, signedIn(request), request.params.id, false),
      message: 'Successfully restored Vendor',
    }),
  );

  app.delete(
    '/vendors/:id',
    {
      config: { access: { anyOf: ['vendors-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteVendor(app.ctx, signedIn(request), request.params.id, request.log);
      return { success: true as const, message: 'Successfully deleted Vendor' };
    },
  );

  app.post(
    '/vendors/:vendorId/link/:storeId',
    {
      config: { access: { anyOf: ['vendors-edit'] } },
      schema: { params: VendorLinkParamsSchema, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await linkStore(db, signedIn(request), request.params.vendorId, request.params.storeId);
      return { success: true as const, message: 'Successfully linked Store' };
    },
  );

  app.delete(
    '/vendors/:vendorId/link/:storeId',
    {
      config: { access: { anyOf: ['vendors-edit'] } },
      schema: { params: VendorLinkParamsSchema, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await unlinkStore(db, signedIn(request), request.params.vendorId, request.params.storeId);
      return { success: true as const, message: 'Successfully unlinked Store' };
    },
  );
};
