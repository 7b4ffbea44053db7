import { createHash } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccessControl } from './platform/access';
import { afterAnswer } from './platform/after-answer';
import { createAnswerSerializer, type AnswerSerializer } from './platform/answer-serializer';
import { memoryCounters, redisCounters } from './platform/attempt-counters';
import type { AppContext } from './platform/context';
import { loggableError, registerErrorHandling } from './platform/errors';
import { createMailer, type Mailer } from './platform/mail';
import { mailLinkBase } from './platform/mail-links';
import { openApiOptions } from './platform/openapi';
import { requireDefinitions } from './platform/endpoints';
import { JSON_BODY_LIMIT } from './platform/media/upload';
import { registerRequestLimits, serverTimeouts, strictBodyValidatorCompiler } from './platform/request-limits';
import { resolveServerSecret } from './platform/secrets';
import { featureRoutes } from './features/routes';
import { LOGIN_FIRST_PAINT_SCRIPT_SOURCE, registerWebApp } from './web-app';

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /**
   * Encode every answer with zod as well and refuse a compiled answer that differs from it
   * (answer-serializer.ts). The API suite turns it on (test/harness.ts); off by default, where it
   * would cost what the compiled serializer saves, so the running portal always answers through
   * the production serializer.
   */
  checkAnswers?: boolean;
  /** The clock of `ctx.now` (a fixed one in tests); the real one by default. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The answer schemas compiled at start-up, and those left to the zod encoder. */
    answerSerializer: AnswerSerializer;
  }
}

/** Reset and invitation codes travel in page paths; they must not reach the logs. */
const SECRET_PATH_SEGMENT = /\/(reset-password|user-invite)\/[^/?]+/g;

/** Leaves query strings (download tokens) and one-time codes out of every log line. */
export function loggableUrl(url: string): string {
  return (url.split('?')[0] ?? '').replace(SECRET_PATH_SEGMENT, '/$1/[code]');
}

export function logSerializers() {
  return {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: loggableUrl(req.url),
      remoteAddress: req.ip,
    }),
    // A failed query's error holds the statement and its parameters: log only what is safe.
    // (Values that are not errors were made safe where they were logged.)
    err: (err: Error) => (err instanceof Error ? loggableError(err) : (err as ReturnType<typeof loggableError>)),
  };
}

/**
 * Helmet settings for one scheme. Over plain HTTP (a back-office PC at http://192.168.1.20:3000)
 * nothing may force https: no HSTS, no upgrade-insecure-requests, and no cross-origin-opener
 * policy, which browsers ignore (with a console error) on an origin that is not secure.
 */
export function securityHeaders(https: boolean) {
  return {
    referrerPolicy: { policy: 'no-referrer' as const },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The login page's first paint has one inline script, allowed by its hash (docs/decisions/261).
        scriptSrc: ["'self'", LOGIN_FIRST_PAINT_SCRIPT_SOURCE],
        connectSrc: ["'self'"],
        // The portal's service worker and web app manifest (docs/decisions/171).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginOpenerPolicy: https ? { policy: 'same-origin' as const } : false,
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: logSerializers(),
      redact: ['req.headers.authorization'],
    },
    // A form's fields; the routes that take a data-URL image set their own limit (uploadBodyLimit).
    bodyLimit: JSON_BODY_LIMIT,
    ...serverTimeouts(config),
    // Only behind a proxy that rewrites X-Forwarded-*; otherwise a client could forge its address.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(strictBodyValidatorCompiler);
  // Answers are written from JSON schemas compiled once from the zod answer schemas.
  const answerSerializer = createAnswerSerializer({ check: options.checkAnswers ?? false });
  app.setSerializerCompiler(answerSerializer.compile);
  app.decorate('answerSerializer', answerSerializer);

  const secret = resolveServerSecret(config.jwtSecret, config.dataDir);
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    secret,
    // Keyed by the signing secret, which every node of one portal shares (JWT_SECRET).
    attempts: redis
      ? redisCounters(redis, `dripp-attempts:${createHash('sha256').update(secret).digest('hex').slice(0, 16)}:`)
      : memoryCounters(),
    mailLinkBase: (request) => mailLinkBase(config, request),
    now: options.now ?? (() => new Date()),
    afterAnswer: afterAnswer(),
  };
  app.decorate('ctx', ctx);
  // Mail still on its way after an answer goes out before the mailer closes.
  app.addHook('onClose', async () => {
    await ctx.afterAnswer.settled();
    if (!options.mailer) mailer.close();
  });

  await app.register(helmet, { ...securityHeaders(false), global: false });
  // Headers follow the scheme the request really came over (X-Forwarded-Proto only with TRUST_PROXY):
  // strict over HTTPS, and nothing that would push a plain-HTTP LAN page onto https.
  // reply.helmet() rebuilds (and re-parses) the whole policy on every call, which a profile showed
  // as a measurable share of each request: the headers of each scheme are computed once and reused.
  const schemeHeaders = new Map<boolean, Record<string, string | number | string[]>>();
  app.addHook('onRequest', (request, reply, done) => {
    const https = request.protocol === 'https';
    const known = schemeHeaders.get(https);
    if (known) {
      reply.headers(known);
      return done();
    }
    if (https) reply.helmet(securityHeaders(true));
    else reply.helmet();
    schemeHeaders.set(https, { ...reply.getHeaders() } as Record<string, string | number | string[]>);
    done();
  });
  // JSON answers and text over 1 KB go out compressed when the client asks (brotli at a fast
  // setting, or gzip). Only text types: media (images, video, PDFs, archives) is compressed already,
  // and event streams must not be buffered. Built web files carry their own precompressed copies.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|^application\/javascript|^image\/svg\+xml/u,
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'dripp-rate-limit:', skipOnError: false } : {}),
  });
  // Streamed uploads (POST /api/uploads/...): each route sets its own file limits.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  await app.register(jwt, {
    secret,
    sign: { algorithm: 'HS256' },
    // Verified tokens are remembered (by their hash, until they expire): a signed-in request then
    // skips the HMAC and the decoding. Revocation is unaffected: loadPrincipal checks the user's
    // session version in the database on every request (platform/access.ts).
    verify: { algorithms: ['HS256'], cache: 10_000, cacheTTL: 600_000 },
  });
  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerRequestLimits(app, config);
  registerErrorHandling(app);
  registerAccessControl(app, database.db);

  // Every /api route is registered from its contract definition (decision 026).
  requireDefinitions(app);
  await app.register(featureRoutes, { prefix: '/api' });

  registerWebApp(app, config.webDist, database.db);
  return app;
}

/**
 * Several API nodes must count sign-in attempts together, so with REDIS_URL the counters live in
 * Redis. If Redis cannot be reached the limited routes fail rather than run without a limit.
 */
function connectRedis(app: FastifyInstance, redisUrl: string): Redis {
  const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
