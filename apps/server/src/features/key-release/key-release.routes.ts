import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { IdSchema } from '@dripp/contract/inputs';
import { KeyReleaseInputSchema, KeyReleaseSchema } from '@dripp/contract/key-release';
import { signedIn } from '../../platform/access';
import { createKeyRelease, deleteKeyRelease, keyReleaseList, updateKeyRelease } from './key-release.service';

const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

/** The store's signed log of keys given out and returned. */
export const keyReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/key-release/:storeId',
    {
      config: { access: { anyOf: ['key-release-log-view'] } },
      schema: {
        params: z.object({ storeId: IdSchema }),
        response: { 200: okEnvelope(z.array(KeyReleaseSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await keyReleaseList(ctx, signedIn(request), request.params.storeId),
    }),
  );

  app.post(
    '/key-release/:storeId',
    {
      config: { access: { anyOf: ['key-release-log-create'] } },
      schema: {
        params: z.object({ storeId: IdSchema }),
        body: KeyReleaseInputSchema,
        response: { 200: okEnvelope(KeyReleaseSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createKeyRelease(ctx, signedIn(request), request.params.storeId, request.body),
      message: 'Successfully saved Key Release',
    }),
  );

  app.put(
    '/key-release/:id',
    {
      config: { access: { anyOf: ['key-release-log-create'] } },
      schema: {
        params: z.object({ id: IdSchema }),
        body: KeyReleaseInputSchema,
        response: { 200: okEnvelope(KeyReleaseSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateKeyRelease(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated Key Release',
    }),
  );

  app.delete(
    '/key-release/:id',
    {
      config: { access: { anyOf: ['key-release-log-delete'] } },
      schema: { params: z.object({ id: IdSchema }), response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteKeyRelease(ctx, signedIn(request), request.params.id);
      return { success: true as const, message: 'Successfully removed Key Release' };
    },
  );
};
