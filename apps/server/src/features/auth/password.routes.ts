import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@dripp/contract/endpoints/auth';
import { route } from '../../platform/endpoints';
import { accountLimit, perClientLimit } from './auth.limits';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_SET_MESSAGE,
  sendPasswordReset,
  setPasswordWithCode,
} from './password.service';

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const forgotLimit = accountLimit(app, 'forgot-password');

  route(
    app,
    endpoints.forgotPassword,
    async (request, reply) => {
      await forgotLimit(request, reply, request.body.email);
      // The reset mail goes out after the answer: known and unknown addresses then answer alike in
      // time too, and a mail failure cannot show through.
      app.ctx.afterAnswer.run(
        () => sendPasswordReset(app.ctx, request.body.email, request),
        (error) =>
          request.log.error(
            { reason: error instanceof Error ? error.message : String(error) },
            'password reset mail failed',
          ),
      );
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
    { rateLimit: perClientLimit(app) },
  );

  for (const [definition, purpose] of [
    [endpoints.resetPassword, 'reset'],
    [endpoints.acceptInvite, 'invite'],
  ] as const) {
    route(
      app,
      definition,
      async (request) => {
        await setPasswordWithCode(app.ctx, purpose, request.body);
        return { success: true as const, message: PASSWORD_SET_MESSAGE[purpose] };
      },
      // Codes are unguessable; the limit keeps password hashing from being used to load the server.
      { rateLimit: perClientLimit(app) },
    );
  }
};
