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
  app.route({
    method: definition.method,
    url: definition.path,
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
