import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../../platform/errors';

const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

/** Per client address: the plugin's own route hook (`config.rateLimit`), before the body is read. */
export function perClientLimit(app: FastifyInstance): RateLimitOptions {
  return {
    max: app.ctx.config.authRatePerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
  };
}

function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

export type AccountLimit = (request: FastifyRequest, reply: FastifyReply, account: string) => Promise<void>;

/**
 * Per account, so that spreading guesses over many addresses does not help (a 4-digit PIN has
 * only 10,000 values). Every attempt counts, not only failures: the counter is raised before the
 * secret is checked, so parallel guesses cannot slip past it. The plugin's route hook runs only
 * once per request, hence the manual limiter; `scope` keeps each endpoint's counters apart in a
 * shared store.
 */
export function accountLimit(app: FastifyInstance, scope: string): AccountLimit {
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: app.ctx.config.authRatePerAccount,
    timeWindow: ACCOUNT_WINDOW_MS,
    keyGenerator: (request) => `${scope}:${accountKeys.get(request) ?? ''}`,
  });
  return async (request, reply, account) => {
    accountKeys.set(request, account.trim().toLowerCase());
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooManyAttempts(result.ttlInSeconds);
  };
}
