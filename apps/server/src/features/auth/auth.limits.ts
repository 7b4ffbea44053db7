import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { AttemptCounters } from '../../platform/attempt-counters';
import { HttpError } from '../../platform/errors';

const MINUTE = 60_000;
const ACCOUNT_WINDOW_MS = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;
/** A device that signed an account in keeps its allowance for a month after its last success. */
const KNOWN_CLIENT_MS = 30 * DAY;
/** Wrong PINs in a row before entry pauses, the first pause, and the longest. */
export const PIN_FREE_FAILURES = 3;
export const PIN_FIRST_PAUSE_MS = 30_000;
export const PIN_LONGEST_PAUSE_MS = 15 * MINUTE;

/** Per client address, every request: the plugin's own route hook (`config.rateLimit`), before the body is read. */
export function perClientLimit(app: FastifyInstance): RateLimitOptions {
  return {
    max: app.ctx.config.authRatePerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
  };
}

function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

function tooManyAttempts(seconds: number, reason = 'Too many attempts.'): HttpError {
  return new HttpError(429, `${reason} Please try again in ${waitText(seconds)}.`);
}

function refuse(reply: FastifyReply, ttlMs: number, reason?: string): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', seconds);
  throw tooManyAttempts(seconds, reason);
}

/** The shared store is down: refuse clearly rather than sign in without a limit, and never a 500. */
async function counted<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, 'Sign-in is unavailable for a moment. Please try again shortly.');
  }
}

export type AccountLimit = (request: FastifyRequest, reply: FastifyReply, account: string) => Promise<void>;

/**
 * Password-reset requests per account (`scope` keeps each endpoint's counters apart in a shared
 * store). Every request counts: a reset mail is sent whether or not the address is known.
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

/**
 * One attempt in flight. It is counted as a failure before the secret is checked, so parallel
 * guesses cannot slip past a limit; a success takes its counts back, so only failures remain.
 */
export interface Attempt {
  succeeded(): Promise<void>;
}

/** Undoes the reserved hits and refuses. */
async function refuseTaken(
  counters: AttemptCounters,
  taken: string[],
  reply: FastifyReply,
  ttlMs: number,
  reason?: string,
): Promise<never> {
  await Promise.all(taken.map((key) => counters.undo(key)));
  return refuse(reply, ttlMs, reason);
}

/**
 * Sign-in limits (decision record 030). Only failures count. For an account, named by username or
 * email in any case (`account` is the user's id when the name is known):
 * - per client address, failures on any account (AUTH_RATE_PER_MINUTE a minute);
 * - per account from one client address (AUTH_RATE_PER_ACCOUNT in 15 minutes): slows guessing
 *   from a client without locking the account anywhere else;
 * - per account from all addresses (AUTH_ACCOUNT_DAILY_CAP a day): beyond it the account is
 *   closed to new devices, while devices that signed it in before keep their own allowance, so
 *   no one can lock a manager out of their own store's device.
 */
export function signInLimits(app: FastifyInstance) {
  const { config } = app.ctx;
  return (request: FastifyRequest, reply: FastifyReply, account: string): Promise<Attempt> =>
    counted(async () => {
      const counters = app.ctx.attempts;
      const client = request.ip;
      const keys = {
        client: `sign-in:client:${client}`,
        accountClient: `sign-in:account:${account}:client:${client}`,
        account: `sign-in:account:${account}`,
        known: `sign-in:known:${account}:${client}`,
      };
      const taken: string[] = [];
      const fromClient = await counters.hit(keys.client, MINUTE);
      taken.push(keys.client);
      if (fromClient.count > config.authRatePerMinute) {
        await refuseTaken(counters, taken, reply, fromClient.ttlMs, 'Too many failed sign-ins from this device.');
      }
      const onAccountHere = await counters.hit(keys.accountClient, ACCOUNT_WINDOW_MS);
      taken.push(keys.accountClient);
      if (onAccountHere.count > config.authRatePerAccount) {
        await refuseTaken(counters, taken, reply, onAccountHere.ttlMs, 'Too many failed sign-ins for this account.');
      }
      const onAccount = await counters.hit(keys.account, DAY);
      taken.push(keys.account);
      if (onAccount.count > config.authAccountDailyCap && (await counters.peek(keys.known)).count === 0) {
        await refuseTaken(
          counters,
          taken,
          reply,
          onAccount.ttlMs,
          'Too many failed sign-ins for this account today; it can still be used on devices that signed in to it before.',
        );
      }
      return {
        succeeded: () =>
          counted(async () => {
            await Promise.all([
              counters.undo(keys.client),
              counters.undo(keys.account),
              counters.clear(keys.accountClient),
              counters.mark(keys.known, KNOWN_CLIENT_MS),
            ]);
          }),
      };
    });
}

/** The pause before the next PIN after `streak` wrong ones in a row. */
export function pinPauseMs(streak: number): number {
  if (streak <= PIN_FREE_FAILURES) return 0;
  return Math.min(PIN_FIRST_PAUSE_MS * 2 ** (streak - PIN_FREE_FAILURES - 1), PIN_LONGEST_PAUSE_MS);
}

/**
 * Manager PIN limits, per signed-in account (the caller), wherever they enter it: after
 * PIN_FREE_FAILURES wrong PINs in a row each further attempt pauses entry for a growing time
 * (30 s, 1, 2, 4, 8 minutes, then 15); and at most PIN_FAILURES_PER_DAY wrong PINs a day. A right
 * PIN ends the pauses; the day's count stays, so knowing one PIN does not buy more guesses at others.
 */
export function pinLimits(app: FastifyInstance) {
  const { config } = app.ctx;
  return (request: FastifyRequest, reply: FastifyReply, callerId: number): Promise<Attempt> =>
    counted(async () => {
      const counters = app.ctx.attempts;
      const keys = {
        client: `pin:client:${request.ip}`,
        pause: `pin:pause:${callerId}`,
        streak: `pin:streak:${callerId}`,
        day: `pin:day:${callerId}`,
      };
      const paused = await counters.peek(keys.pause);
      if (paused.count > 0) refuse(reply, paused.ttlMs, 'PIN entry is paused after wrong PINs.');
      const taken: string[] = [];
      // Several accounts on one device do not multiply the guesses either.
      const fromClient = await counters.hit(keys.client, MINUTE);
      taken.push(keys.client);
      if (fromClient.count > config.authRatePerMinute) {
        await refuseTaken(counters, taken, reply, fromClient.ttlMs, 'Too many wrong PINs from this device.');
      }
      const today = await counters.hit(keys.day, DAY);
      taken.push(keys.day);
      if (today.count > config.pinFailuresPerDay) {
        await refuseTaken(counters, taken, reply, today.ttlMs, 'Too many wrong PINs today.');
      }
      const streak = await counters.hit(keys.streak, DAY);
      taken.push(keys.streak);
      const pause = pinPauseMs(streak.count);
      if (pause > 0 && !(await counters.claim(keys.pause, pause))) {
        const current = await counters.peek(keys.pause);
        await refuseTaken(counters, taken, reply, current.ttlMs || pause, 'PIN entry is paused after wrong PINs.');
      }
      return {
        succeeded: () =>
          counted(async () => {
            await Promise.all([
              counters.undo(keys.client),
              counters.undo(keys.day),
              counters.clear(keys.streak, keys.pause),
            ]);
          }),
      };
    });
}
