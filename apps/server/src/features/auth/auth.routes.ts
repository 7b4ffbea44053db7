import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@dripp/contract/endpoints/auth';
import { demoAccountsPresent } from '../../platform/demo';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { unauthorized } from '../../platform/errors';
import { pinLimits, signInLimits } from './auth.limits';
import { managerSignIn, signedInUser, signIn, signOut } from './auth.service';
import { passwordRoutes } from './password.routes';

export const authRoutes: FastifyPluginAsync = async (app) => {
  // Only failures count (decision record 030); reset requests keep the per-request limits.
  const signInLimit = signInLimits(app);
  const pinLimit = pinLimits(app);

  route(app, endpoints.signIn, async (request, reply) => {
    const data = await signIn(app, request.body, (account) => signInLimit(request, reply, account), request.ip);
    return { success: true as const, data };
  });

  route(app, endpoints.signedInUser, async (request) => {
    const data = await signedInUser(app.ctx.db, signedIn(request), request.params.username);
    return { success: true as const, data };
  });

  route(app, endpoints.managerSignIn, async (request, reply) => {
    const caller = signedIn(request);
    // A PIN is entered on a device where a person is signed in with their own session.
    if (caller.managerId !== undefined) throw unauthorized('Sign in with your own account to use a manager PIN');
    const attempt = await pinLimit(request, reply, caller.userId);
    const data = await managerSignIn(app, caller, request.body.pin);
    await attempt.succeeded();
    return { success: true as const, data };
  });

  /** Whether the portal still holds the demo accounts, for a notice on the login page. */
  route(app, endpoints.demoNotice, async () => ({
    success: true as const,
    data: { demo: await demoAccountsPresent(app.ctx.db) },
  }));

  route(app, endpoints.signOut, async (request) => {
    await signOut(app.ctx.db, signedIn(request));
    return { success: true as const, message: 'Signed out' };
  });

  await app.register(passwordRoutes);
};
