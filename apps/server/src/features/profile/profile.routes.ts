import { z } from 'zod';
import { requiredText } from '@dripp/contract/inputs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, okEnvelope } from '@dripp/contract/api';
import { ProfileSchema } from '@dripp/contract/stores';
import { signedIn } from '../../platform/access';
import { profileOf } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/profile/:username',
    {
      config: { access: { signedIn: true } },
      schema: {
        params: z.object({ username: requiredText('Username', 100) }),
        response: { 200: okEnvelope(ProfileSchema), 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await profileOf(db, signedIn(request), request.params.username),
    }),
  );
};
