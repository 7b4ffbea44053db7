import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';

/**
 * How long a request may take on the wire. A request's headers must arrive within
 * HEADERS_TIMEOUT_MS (config, 15 s by default), also on a connection that never sends a byte; a connection idle for IDLE_TIMEOUT_MS is closed; no request may take more
 * than REQUEST_TIMEOUT_MS in all (a 100 MB video over a slow store line fits); and a body must keep
 * arriving at MIN_BODY_BYTES_PER_SECOND on average after a grace period, so a body trickled a few
 * bytes at a time is closed within seconds, whatever the route answered already.
 */
export const IDLE_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
export const BODY_GRACE_MS = 10_000;
/** 4 KB/s: far below a phone on a poor cellular line (about 1.6 Mbit/s is 200 KB/s). */
export const MIN_BODY_BYTES_PER_SECOND = 4 * 1024;
const BODY_CHECK_MS = 2_000;

/**
 * The server options that bound a request's time (Fastify's names; `http` goes to Node's server).
 * Node applies headersTimeout, counted from the connection's opening, only when it looks over its
 * connections, every connectionsCheckingInterval (30 s by default, so a silent socket lived 30 s):
 * it looks every second (an eighth of a shorter limit) and stops two looks short, so a connection
 * that sends nothing or half a head is answered 408 and closed within the limit, a late look too.
 */
export function serverTimeouts(config: Pick<Config, 'headersTimeoutMs'>) {
  const check = Math.min(1000, Math.floor(config.headersTimeoutMs / 8));
  return {
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: config.headersTimeoutMs - 2 * check, connectionsCheckingInterval: check },
  };
}

type AnySchema = z.ZodType;
const strictCache = new WeakMap<AnySchema, AnySchema>();

/**
 * The same schema with every object in it refusing keys it does not name (unless it says what
 * extra keys may hold), so a body of unknown keys is refused by the validator and never reaches a
 * service. Refinements and transforms are kept: each node is cloned with its own definition.
 */
export function strictSchema<T extends AnySchema>(schema: T): T {
  const known = strictCache.get(schema);
  if (known) return known as T;
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const strict = (value: unknown) => strictSchema(value as AnySchema);
  let result: AnySchema = schema;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, AnySchema>).map(([key, value]) => [key, strict(value)]),
      );
      result = schema.clone({ ...def, shape, catchall: def.catchall ?? z.never() } as never);
      break;
    }
    case 'array':
      result = schema.clone({ ...def, element: strict(def.element) } as never);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      result = schema.clone({ ...def, innerType: strict(def.innerType) } as never);
      break;
    case 'pipe':
      result = schema.clone({ ...def, in: strict(def.in), out: strict(def.out) } as never);
      break;
    case 'union':
      result = schema.clone({ ...def, options: (def.options as AnySchema[]).map(strict) } as never);
      break;
    case 'intersection':
      // Each side of an intersection sees the other's keys: making them strict would refuse them.
      break;
    case 'record':
      result = schema.clone({ ...def, valueType: strict(def.valueType) } as never);
      break;
    case 'tuple':
      result = schema.clone({ ...def, items: (def.items as AnySchema[]).map(strict) } as never);
      break;
    default:
      break;
  }
  strictCache.set(schema, result);
  return result as T;
}

/** The zod validator for every route, with request bodies made strict (see `strictSchema`). */
export const strictBodyValidatorCompiler: typeof validatorCompiler = (route) =>
  validatorCompiler(route.httpPart === 'body' ? { ...route, schema: strictSchema(route.schema as AnySchema) } : route);

/**
 * Bounds connections and bodies on the listening server: headers must come in time, each client
 * address holds at most `maxConnectionsPerAddress` open connections (behind TRUST_PROXY every
 * client shares the proxy's address, and the proxy caps them), and a body that arrives slower than
 * MIN_BODY_BYTES_PER_SECOND is closed.
 */
export function registerRequestLimits(
  app: FastifyInstance,
  config: Pick<Config, 'maxConnectionsPerAddress' | 'trustProxy'>,
): void {
  const cap = config.trustProxy ? 0 : config.maxConnectionsPerAddress;
  if (cap > 0) {
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > cap) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }

  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as Socket | null;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    if (!socket || !hasBody || raw.complete) return done();
    // bytesRead counts the socket's whole life (keep-alive): measure from here.
    const startBytes = socket.bytesRead;
    const started = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const elapsed = Date.now() - started;
      if (elapsed < BODY_GRACE_MS) return;
      const expected = ((elapsed - BODY_GRACE_MS) / 1000) * MIN_BODY_BYTES_PER_SECOND;
      if (socket.bytesRead - startBytes < expected) {
        clearInterval(timer);
        request.log.warn({ elapsed }, 'request body too slow: connection closed');
        socket.destroy();
      }
    }, BODY_CHECK_MS);
    timer.unref();
    done();
  });
}
