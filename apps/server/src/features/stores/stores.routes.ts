import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import {
  NamedOptionSchema,
  StoreOptionSchema,
  StoreRoleSchema,
  StoreSchema,
  StoreWithManagersSchema,
} from '@dripp/contract/stores';
import { IdSchema, isStorableText, STORABLE_MESSAGE } from '@dripp/contract/inputs';
import { signedIn } from '../../platform/access';
import {
  managersOfStore,
  permittedStores,
  storeRoles,
  storesAsManager,
  storesOfUser,
  storesWithManagers,
  visibleStores,
} from './stores.service';

const TrashedQuery = z.object({
  trashed: z
    .enum(['0', '1'], { error: 'trashed is 0 or 1' })
    .optional()
    .transform((v) => v === '1'),
});

export const StoreIdParam = IdSchema;

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** Store lists every store page and picker needs; each answer holds only stores the caller may see. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/stores-managers',
    {
      config: { access: { signedIn: true } },
      schema: { querystring: TrashedQuery, response: { 200: okEnvelope(z.array(StoreWithManagersSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await storesWithManagers(db, signedIn(request), request.query.trashed),
    }),
  );

  app.get(
    '/stores',
    {
      config: { access: { signedIn: true } },
      schema: { querystring: TrashedQuery, response: { 200: okEnvelope(z.array(StoreSchema)), ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await visibleStores(db, signedIn(request), request.query.trashed),
    }),
  );

  app.get(
    '/stores-roles',
    {
      config: { access: { signedIn: true } },
      schema: { response: { 200: okEnvelope(z.array(StoreRoleSchema)), ...errors } },
    },
    async () => ({ success: true as const, data: await storeRoles(db) }),
  );

  app.get(
    '/get-permitted-stores',
    {
      config: { access: { signedIn: true } },
      schema: {
        querystring: z.object({
          permission: z
            .string({ error: 'permission is required' })
            .trim()
            .min(1)
            .max(100)
            .refine(isStorableText, STORABLE_MESSAGE),
        }),
        response: { 200: okEnvelope(z.array(StoreOptionSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await permittedStores(db, signedIn(request), request.query.permission),
    }),
  );

  app.get(
    '/stores-of-user',
    {
      config: { access: { signedIn: true } },
      schema: { response: { 200: okEnvelope(z.array(StoreOptionSchema)), ...errors } },
    },
    async (request) => ({ success: true as const, data: await storesOfUser(db, signedIn(request)) }),
  );

  app.get(
    '/stores-as-managers',
    {
      config: { access: { signedIn: true } },
      schema: { response: { 200: okEnvelope(z.array(StoreOptionSchema)), ...errors } },
    },
    async (request) => ({ success: true as const, data: await storesAsManager(db, signedIn(request)) }),
  );

  app.get(
    '/managers-of-store/:storeId',
    {
      config: { access: { signedIn: true } },
      schema: {
        params: z.object({ storeId: StoreIdParam }),
        response: { 200: okEnvelope(z.array(NamedOptionSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await managersOfStore(db, signedIn(request), request.params.storeId),
    }),
  );
};
