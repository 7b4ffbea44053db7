import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import {
  LoginRequestSchema,
  ManagerLoginRequestSchema,
  DemoNoticeSchema,
  ManagerTokenAnswerSchema,
  SignedInUserAnswerSchema,
  TokenAnswerSchema,
} from '@dripp/contract/session';
import { text } from '@dripp/contract/inputs';
import { demoAccountsPresent } from '../../platform/demo';
import { signedIn } from '../../platform/access';
import { unauthorized } from '../../platform/errors';
import { pinLimits, signInLimits } from './auth.limits';
import { managerSignIn, signedInUser, signIn, signOut } from './auth.service';
import { passwordRoutes } from './password.routes';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  422: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only failures count (decision record 030); reset requests keep the per-request limits.
  const signInLimit = signInLimits(app);
  const pinLimit = pinLimits(app);

  app.post(
    '/auth',
    {
      config: { access: { public: true } },
      schema: { body: LoginRequestSchema, response: { 200: okEnvelope(TokenAnswerSchema), ...errors } },
    },
    async (request, reply) => {
      const data = await signIn(app, request.body, (account) => signInLimit(request, reply, account), request.ip);
      return { success: true as const, data };
    },
  );

  app.get(
    '/user/:username',
    {
      config: { access: { signedIn: true } },
      schema: {
        params: z.object({ username: text(254).pipe(z.string().min(1)) }),
        response: { 200: okEnvelope(SignedInUserAnswerSchema), ...errors },
      },
    },
    async (request) => {
      const data = await signedInUser(app.ctx.db, signedIn(request), request.params.username);
      return { success: true as const, data };
    },
  );

  app.post(
    '/auth/manager',
    {
      config: { access: { signedIn: true } },
      schema: { body: ManagerLoginRequestSchema, response: { 200: okEnvelope(ManagerTokenAnswerSchema), ...errors } },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      // A PIN is entered on a device where a person is signed in with their own session.
      if (caller.managerId !== undefined) throw unauthorized('Sign in with your own account to use a manager PIN');
      const attempt = await pinLimit(request, reply, caller.userId);
      const data = await managerSignIn(app, caller, request.body.pin);
      await attempt.succeeded();
      return { success: true as const, data };
    },
  );

  /** Whether the portal still holds the demo accounts, for a notice on the login page. */
  app.get(
    '/auth/demo',
    {
      config: { access: { public: true } },
      schema: { response: { 200: okEnvelope(DemoNoticeSchema) } },
    },
    async () => ({ success: true as const, data: { demo: await demoAccountsPresent(app.ctx.db) } }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: { signedIn: true } },
      schema: { response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await signOut(app.ctx.db, signedIn(request));
      return { success: true as const, message: 'Signed out' };
    },
  );

  await app.register(passwordRoutes);
};
