import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { ErrorSchema } from '@dripp/contract/api';
import type { AnswerInputOf, AnyEndpoint, BodyOf, ParamsOf, QueryOf } from '@dripp/contract/endpoint';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition the route was registered from (every /api route has one). */
    endpoint?: AnyEndpoint;
  }
}

export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

export type EndpointHandler<E extends AnyEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerInputOf<E> | FastifyReply> | AnswerInputOf<E> | FastifyReply;

/** Route options a definition does not carry: body limits and rate limits, which depend on the set-up. */
export interface RouteExtras {
  bodyLimit?: number;
  rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit'];
}

/**
 * Registers the route of one contract definition: its method, path, schemas, answers and access
 * rule come from the definition; the handler is the only thing written on the server side.
 */
export function route<E extends AnyEndpoint>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const response: Record<number, unknown> = {};
  if (definition.answer) response[definition.status ?? 200] = definition.answer;
  for (const status of definition.errors) response[status] = ErrorSchema;
  const spellings = definition.trailingSlashToo ? [definition.path, `${definition.path}/`] : [definition.path];
  // The second spelling answers the same, and is left out of the OpenAPI document (decision 254).
  spellings.forEach((url, index) => register(app, definition, handler, extras, { url, response, hide: index > 0 }));
}

function register<E extends AnyEndpoint>(
  app: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras,
  { url, response, hide }: { url: string; response: Record<number, unknown>; hide: boolean },
): void {
  app.route({
    method: definition.method,
    url,
    ...(extras.bodyLimit === undefined ? {} : { bodyLimit: extras.bodyLimit }),
    config: {
      access: definition.access,
      endpoint: definition,
      ...(extras.rateLimit === undefined ? {} : { rateLimit: extras.rateLimit }),
    },
    schema: {
      operationId: definition.operationId,
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      tags: [definition.tag],
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.headers ? { headers: definition.headers } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response,
      ...(hide ? { hide } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** Refuses, at start-up, an /api route that was not registered from a contract definition. */
export function requireDefinitions(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith('/api') || options.url.startsWith('/api/docs')) return;
    if (!options.config?.endpoint) {
      throw new Error(`${String(options.method)} ${options.url} is not registered from a contract definition`);
    }
  });
}
