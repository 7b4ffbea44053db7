import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema } from '@dripp/contract/api';
import { ForgotPasswordRequestSchema, SetPasswordRequestSchema } from '@dripp/contract/session';
import { accountLimit, perClientLimit } from './auth.limits';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_SET_MESSAGE,
  sendPasswordReset,
  setPasswordWithCode,
} from './password.service';

const errors = { 422: ErrorSchema, 429: ErrorSchema };

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const forgotLimit = accountLimit(app, 'forgot-password');

  // The reset mail goes out after the answer: known and unknown addresses then answer alike in
  // time too, and a mail failure cannot show through. Closing waits for mails still in flight.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  app.post(
    '/users/forgot-password',
    {
      config: { access: { public: true }, rateLimit: perClientLimit(app) },
      schema: { body: ForgotPasswordRequestSchema, response: { 200: OkSchema, ...errors } },
    },
    async (request, reply) => {
      await forgotLimit(request, reply, request.body.email);
      const work = sendPasswordReset(app.ctx, request.body.email, request)
        .catch((error: unknown) => {
          request.log.error(
            { reason: error instanceof Error ? error.message : String(error) },
            'password reset mail failed',
          );
        })
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  for (const [path, purpose] of [
    ['/users/reset-password', 'reset'],
    ['/users/invite', 'invite'],
  ] as const) {
    app.post(
      path,
      {
        // Codes are unguessable; the limit keeps password hashing from being used to load the server.
        config: { access: { public: true }, rateLimit: perClientLimit(app) },
        schema: { body: SetPasswordRequestSchema, response: { 200: OkSchema, ...errors } },
      },
      async (request) => {
        await setPasswordWithCode(app.ctx, purpose, request.body);
        return { success: true as const, message: PASSWORD_SET_MESSAGE[purpose] };
      },
    );
  }
};
