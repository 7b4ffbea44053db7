import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorSchema } from '@dripp/contract/api';
import { PARAMETER_DESCRIPTIONS, TAG_DESCRIPTIONS } from '@dripp/contract/api-docs';
import type { Access, AnyEndpoint } from '@dripp/contract/endpoint';
import type { z } from 'zod';
import { nameSchemas } from './openapi-components';
import { addExamples } from './openapi-examples';
import { cleanUnions, closeObjects, datesAsStrings, schemaForm } from './openapi-json';

export { cleanUnions, closeObjects } from './openapi-json';

/** The scheme every signed-in operation names: the session or management token, as a bearer JWT. */
export const BEARER_SCHEME = 'bearerAuth';

type Document = ReturnType<SwaggerTransformObject>;

/** Who may call the route, as the OpenAPI `security` of its operation: nothing for public routes. */
export function securityOf(access: Access | undefined): Record<string, string[]>[] | undefined {
  if (!access) return undefined;
  return 'public' in access ? [] : [{ [BEARER_SCHEME]: [] }];
}

/**
 * zod's JSON Schema, as fastify-type-provider-zod makes it, less its clean-up of unions: that runs
 * before zod fills in reused members, so it would drop them (`'0'` or an id would read `'0'` only).
 * Unions are cleaned once the schema is complete (`cleanUnions`); dates are answered as ISO strings.
 */
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: datesAsStrings } });

/** The scheme of a public route that answers only with its own token in the query (a download link's). */
export const DOWNLOAD_TOKEN_SCHEME = 'downloadToken';

/** A file answer in each of its media types. */
const fileAnswer = (types: string | readonly string[] = 'application/octet-stream', description = 'The file') => ({
  description,
  content: Object.fromEntries(
    (typeof types === 'string' ? [types] : types).map((type) => [
      type,
      { schema: { type: 'string', format: 'binary' } },
    ]),
  ),
});

/** What the server answers, beside a definition's own errors, and why (platform/errors.ts). */
const BODY_ANSWERS = {
  400: 'The request body is not valid JSON',
  413: 'The request is too large',
  415: 'The request body is not JSON',
  422: 'A value is missing or not allowed',
} as const;
const RATE_LIMITED = 'Too many requests: try again later';
/** Node's time limits on a request's head and body, answered by Fastify's own client-error handler. */
const TIMEOUT_ANSWER = {
  description: "The request's head or body did not arrive within the server's time limits",
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { error: { type: 'string' }, message: { type: 'string' }, statusCode: { const: 408 } },
        required: ['error', 'message', 'statusCode'],
      },
    },
  },
};

/** The error answers a route gives beyond its definition's: a body's, and a rate limit's. */
function answersOf(definition: AnyEndpoint | undefined, rateLimited: boolean): Record<number, z.ZodType> {
  const answers: Record<number, z.ZodType> = {};
  if (definition?.body)
    for (const [status, description] of Object.entries(BODY_ANSWERS))
      answers[Number(status)] = ErrorSchema.meta({ description });
  if (rateLimited) answers[429] = ErrorSchema.meta({ description: RATE_LIMITED });
  return answers;
}

/** A streamed upload's body: one multipart part, the file. */
const MULTIPART_FILE = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'The file: one part only' } },
  required: ['file'],
  additionalProperties: false,
};

/**
 * One route's operation: its schemas as JSON Schema (fastify-type-provider-zod), every status the
 * server may answer, and the bearer scheme unless the route is public. The operationId, summary
 * and tag come from the route's contract definition (platform/endpoints.ts) and the access
 * description from the access hook (platform/access.ts).
 */
export const transform: SwaggerTransform = (input) => {
  const config = input.route.config as { access?: Access; endpoint?: AnyEndpoint; rateLimit?: unknown } | undefined;
  const definition = config?.endpoint;
  const extra = answersOf(definition, config?.rateLimit !== undefined);
  const response = { ...extra, ...(input.schema.response as Record<number, unknown> | undefined) };
  const transformed = zodTransform({
    ...input,
    schema: { ...input.schema, response },
  });
  if (transformed.schema) transformed.schema = cleanUnions(transformed.schema) as typeof transformed.schema;
  // The validator refuses unknown keys in a body (strictBodyValidatorCompiler): the document says so.
  const withBody = transformed.schema as { body?: unknown } | undefined;
  if (withBody?.body) withBody.body = closeObjects(withBody.body);
  const security = securityOf(definition?.access ?? config?.access);
  if (!security || !transformed.schema || (transformed.schema as { hide?: boolean }).hide) return transformed;
  const schema = { ...transformed.schema, security } as typeof transformed.schema & {
    response?: Record<string, unknown>;
    security: Record<string, string[]>[];
    body?: unknown;
  };
  if (definition?.tokenQuery) schema.security = [{ [DOWNLOAD_TOKEN_SCHEME]: [] }];
  if (definition?.streamedFile) Object.assign(schema, { consumes: ['multipart/form-data'], body: MULTIPART_FILE });
  // A definition without an answer schema answers a file: the document says so, and a range of
  // it (206) where the route answers ranges (416).
  // Node's time limits on a request's head and body answer 408 on every route: where a route
  // answers no other 4xx (it is public and takes no input), the document names that one.
  if (!Object.keys(schema.response ?? {}).some((status) => status.startsWith('4')))
    schema.response = { ...schema.response, 408: TIMEOUT_ANSWER };
  if (definition && !definition.answer) {
    schema.response = { 200: fileAnswer(definition.fileType), ...schema.response };
    if (definition.errors.includes(416))
      schema.response[206] = fileAnswer(definition.fileType, 'The part of the file asked for (Range)');
  }
  return { ...transformed, schema };
};

interface Parameter {
  name: string;
  in: string;
  description?: string;
}
type Operations = Record<string, { parameters?: Parameter[] } | unknown>;

const PARAMETER = /\{([^}]+)\}/g;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `storeId` and `id` → `storeIdOrId`; `typeOrId` and `id` → `typeOrId`. */
function mergedName(names: readonly string[]): string {
  const parts: string[] = [];
  for (const name of names) {
    for (const part of name.split(/Or(?=[A-Z])/)) {
      const lower = part.charAt(0).toLowerCase() + part.slice(1);
      if (!parts.includes(lower)) parts.push(lower);
    }
  }
  return parts.map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('Or');
}

/**
 * OpenAPI holds one path item per path shape: `/api/key-release/{storeId}` (list, create) and
 * `/api/key-release/{id}` (change, remove) are the same path to it. The spec's routes keep their
 * names; in the document, each such group becomes one path whose differing parameters are named
 * after all of them (`{storeIdOrId}`), and each operation's parameter says which value it takes.
 */
export function mergeIdenticalPaths(document: Document): Document {
  const paths = (document as { paths?: Record<string, Operations> }).paths;
  if (!paths) return document;
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(PARAMETER, '{}');
    groups.set(shape, [...(groups.get(shape) ?? []), path]);
  }
  const merged: Record<string, Operations> = {};
  for (const [shape, members] of groups) {
    if (members.length === 1) {
      merged[members[0]!] = paths[members[0]!]!;
      continue;
    }
    const namesAt = members.map((path) => [...path.matchAll(PARAMETER)].map((match) => match[1]!));
    const names = namesAt[0]!.map((_, position) => mergedName(namesAt.map((list) => list[position]!)));
    let index = 0;
    const target = shape.replace(/\{\}/g, () => `{${names[index++]}}`);
    const item: Operations = {};
    members.forEach((path, member) => {
      for (const [key, value] of Object.entries(paths[path]!)) {
        if (!METHODS.has(key)) {
          item[key] = value;
          continue;
        }
        const operation = value as { parameters?: Parameter[] };
        const parameters = operation.parameters?.map((parameter) => {
          const position = parameter.in === 'path' ? namesAt[member]!.indexOf(parameter.name) : -1;
          if (position < 0 || names[position] === parameter.name) return parameter;
          const says = `The ${parameter.name} of the route ${key.toUpperCase()} ${path}.`;
          return {
            ...parameter,
            name: names[position]!,
            description: parameter.description ? `${says} ${parameter.description}` : says,
          };
        });
        item[key] = parameters ? { ...operation, parameters } : operation;
      }
    });
    merged[target] = item;
  }
  return { ...document, paths: merged } as Document;
}

type DescribedOperation = Parameters<typeof addExamples>[0] & { tags?: string[]; parameters?: Parameter[] };

/** A path parameter's words: its name's, or for an `id` the record's the path names before it. */
function describeParameter(parameter: Parameter, path: string): Parameter {
  if (parameter.description) return parameter;
  const before = path
    .split(`{${parameter.name}}`)[0]!
    .split('/')
    .filter((part) => part && !part.startsWith('{'));
  const description =
    parameter.name === 'id' && parameter.in === 'path'
      ? `The id of the record (${before.at(-1) ?? 'api'})`
      : PARAMETER_DESCRIPTIONS[parameter.name];
  return description ? { ...parameter, description } : parameter;
}

/**
 * The words and examples of the whole document: each tag used, with its description; each
 * parameter's description; an example for each body and success answer (openapi-examples.ts).
 */
export function describeDocument(document: Document): Document {
  const openapi = document as unknown as {
    paths?: Record<string, Record<string, DescribedOperation>>;
    components?: { schemas?: Record<string, Record<string, unknown>> };
  };
  const used = new Set<string>();
  for (const [path, item] of Object.entries(openapi.paths ?? {}))
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operation.tags?.forEach((tag) => used.add(tag));
      if (operation.parameters) operation.parameters = operation.parameters.map((p) => describeParameter(p, path));
      addExamples(operation, openapi.components?.schemas ?? {});
    }
  const tags = [...used].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? '' }));
  return { ...openapi, tags } as unknown as Document;
}

/**
 * The document's shape (OpenAPI 3.1, so that zod's nullable values are JSON Schema's `null` type),
 * the bearer scheme, and the per-route transform. Linted with Redocly's recommended rules
 * (redocly.yaml, scripts/openapi.mjs).
 */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dripp Portal API',
        version: '1.0.0',
        // No licence is granted: the API is part of the portal and served only by it.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'The JSON API of the Dripp Portal. Every answer is the `{ success, data?, message?, errors? }` ' +
          'envelope. Signed-in operations take the session token (or a management token) as a bearer token.',
      },
      servers: [{ url: '/', description: 'This portal' }],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token answered by POST /api/auth (or a management token from the manager PIN).',
          },
          [DOWNLOAD_TOKEN_SCHEME]: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description:
              'The token of a download link (GET /api/documents/files/{id}/link): it opens that file only, for a while.',
          },
        },
      },
    },
    transform,
    transformObject: (document) =>
      'openapiObject' in document
        ? describeDocument(nameSchemas(mergeIdenticalPaths(document.openapiObject), schemaForm))
        : document.swaggerObject,
  };
}
