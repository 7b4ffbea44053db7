import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { StoreInputSchema, StoreSchema, StoreUserLinkInputSchema, StoreViewSchema } from '@dripp/contract/stores';
import { signedIn } from '../../platform/access';
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
import { StoreIdParam } from './stores.routes';

const IdParams = z.object({ id: StoreIdParam });
const LinkParams = z.object({ id: StoreIdParam, userId: StoreIdParam });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema };
const StoreAnswer = okEnvelope(StoreSchema);

/** Store administration (spec 2 §2 Stores): each call is checked against the store it changes. */
export const storeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/stores/:id/view',
    {
      config: { access: { anyOf: ['stores-view'] } },
      schema: { params: IdParams, response: { 200: okEnvelope(StoreViewSchema), ...errors } },
    },
    async (request) => ({ success: true as const, data: await storeView(db, signedIn(request), request.params.id) }),
  );

  app.get(
    '/stores/:id/edit',
    {
      config: { access: { anyOf: ['stores-edit'] } },
      schema: { params: IdParams, response: { 200: StoreAnswer, ...errors } },
    },
    async (request) => ({ success: true as const, data: await storeForEdit(db, signedIn(request), request.params.id) }),
  );

  app.post(
    '/stores',
    {
      config: { access: { anyOf: ['stores-create'] } },
      schema: { body: StoreInputSchema, response: { 200: StoreAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createStore(db, signedIn(request), request.body),
      message: 'Successfully saved Store',
    }),
  );

  app.put(
    '/stores/:id',
    {
      config: { access: { anyOf: ['stores-edit'] } },
      schema: { params: IdParams, body: StoreInputSchema, response: { 200: StoreAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateStore(db, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Store',
    }),
  );

  app.delete(
    '/stores/:id',
    {
      config: { access: { anyOf: ['stores-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      const outcome = await deleteStore(db, signedIn(request), request.params.id);
      return {
        success: true as const,
        message: outcome === 'deactivated' ? 'Successfully deactivated Store' : 'Successfully deleted Store',
      };
    },
  );

  app.put(
    '/stores/:id/restore',
    {
      config: { access: { anyOf: ['stores-delete'] } },
      schema: { params: IdParams, response: { 200: StoreAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await restoreStore(db, signedIn(request), request.params.id),
      message: 'Successfully restored Store',
    }),
  );

  app.post(
    '/stores/:id/users/:userId/link',
    {
      config: { access: { anyOf: ['stores-edit'] } },
      schema: { params: LinkParams, body: StoreUserLinkInputSchema, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      const { id, userId } = request.params;
      await linkUser(db, signedIn(request), id, userId, request.body.role_id);
      return { success: true as const, message: 'Successfully linked User' };
    },
  );

  app.delete(
    '/stores/:id/users/:userId/link',
    {
      config: { access: { anyOf: ['stores-edit'] } },
      schema: { params: LinkParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      const { id, userId } = request.params;
      await unlinkUser(db, signedIn(request), id, userId);
      return { success: true as const, message: 'Successfully unlinked User' };
    },
  );
};
