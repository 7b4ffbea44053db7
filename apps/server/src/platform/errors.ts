import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type FieldErrors = Record<string, string[]>;

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthenticated') => new HttpError(401, message);
export const forbidden = (message = 'You are not authorized') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const invalid = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);

/** `/0/items/1/permissible_score` → `0.items.1.permissible_score` (DESIGN §4). */
function dotted(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || '_';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = dotted(issue.instancePath);
        (errors[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = Object.entries(errors)[0];
      const message = first ? `${first[0] === '_' ? 'Request' : first[0]}: ${first[1][0]}` : 'Invalid request';
      return reply.code(422).send({ success: false, message, errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message, errors: error.errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ success: false, message: 'Something went wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ success: false, message: 'The request is too large' });
    if (status === 429) return reply.code(429).send({ success: false, message: error.message });
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')
        ? 'The request body is not valid JSON'
        : error.message;
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: 'Something went wrong' });
  });
}
