import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { fieldLabel } from '@dripp/contract/field-labels';
import { callerLanguage, inCallerLanguage, type Language } from './words';
import { validationMessage } from './validation-words';

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

/** What the database said about a statement it refused, without the statement's values. */
export interface DatabaseFailure {
  /** SQLSTATE, e.g. 23505. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The database's own message with any quoted value cut off. */
  message: string;
  /** Part of the database's detail text, for choosing the answer only: it can hold values, never log it. */
  detail?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The database error inside `error`, on either driver: node-postgres and PGlite both throw a
 * `DatabaseError` carrying `code` (SQLSTATE) and `severity`; Drizzle wraps it in a
 * `DrizzleQueryError` whose `cause` it is (and whose message holds the query and its parameters).
 */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const e = current as {
      code?: unknown;
      severity?: unknown;
      constraint?: unknown;
      table?: unknown;
      column?: unknown;
      message?: unknown;
      detail?: unknown;
      cause?: unknown;
    };
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string') {
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      return {
        code: e.code,
        constraint: text(e.constraint),
        table: text(e.table),
        column: text(e.column),
        message: safeDatabaseMessage(typeof e.message === 'string' ? e.message : ''),
        detail: text(e.detail),
      };
    }
    current = e.cause;
  }
  return undefined;
}

/** `invalid input syntax for type integer: "abc"` → `invalid input syntax for type integer: [value]`. */
function safeDatabaseMessage(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/:\s*".*$/s, ': [value]')
    .slice(0, 200);
}

/**
 * The 4xx answer for a statement the database refused because of the data it was given: the
 * second line of defence behind the input schemas (SQLSTATE classes 22 and 23).
 */
export function databaseRefusal(failure: DatabaseFailure): HttpError | undefined {
  const { code } = failure;
  switch (code) {
    case '23505':
      return conflict('A record with this value already exists');
    case '23P01':
      return conflict('This overlaps an existing record');
    case '23503':
      return /still referenced/i.test(failure.detail ?? '')
        ? conflict('This record is still in use by other records')
        : invalid('This refers to a record that does not exist');
    case '23502':
      return invalid('A required value is missing');
    case '23514':
      return invalid('A value is outside what is allowed');
    case '22001':
      return invalid('A text is too long');
    case '22003':
      return invalid('A number is out of range');
    case '22021':
    case '22P05':
      return invalid('A text contains characters that cannot be stored');
    case '22P02':
      return invalid('A value has the wrong format');
    case '22007':
    case '22008':
      return invalid('A date or time is not valid');
    case '22012':
      return invalid('A value leads to a division by zero');
  }
  if (code.startsWith('22')) return invalid('A value cannot be stored');
  if (code.startsWith('23')) return conflict('This conflicts with the records already stored');
  if (code === '54000') return invalid('A value is too large to store');
  return undefined;
}

/**
 * What may be logged of an error: its type, a safe message and the stack frames; for a database
 * error its SQLSTATE, constraint, table and column, never the statement or its parameters (they
 * hold PIN digests, password hashes, codes, tokens, emails and phone numbers).
 */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-error value was thrown', stack: '' };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const failure = databaseFailure(error);
  if (failure) {
    return {
      type: error.constructor.name,
      message: `database refused a statement: ${failure.message}`,
      sqlstate: failure.code,
      constraint: failure.constraint,
      table: failure.table,
      column: failure.column,
      stack: frames,
    };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: frames,
    ...(error.cause !== undefined ? { cause: loggableError(error.cause) } : {}),
  };
}

/** `/0/items/1/permissible_score` → `0.items.1.permissible_score` (DESIGN §4). */
function dotted(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || '_';
}

export function registerErrorHandling(app: FastifyInstance): void {
  // An answer's own message ("Successfully saved Store") in the caller's language too.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const answer = payload as { success?: unknown; message?: unknown } | null;
    if (!answer || typeof answer !== 'object' || answer.success !== true || typeof answer.message !== 'string')
      return payload;
    const language = callerLanguage(request);
    return language === 'en' ? payload : { ...answer, message: inCallerLanguage(answer.message, language) };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language: Language = callerLanguage(request);
    const say = (message: string) => inCallerLanguage(message, language);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = dotted(issue.instancePath);
        (errors[key] ??= []).push(validationMessage(issue, language));
      }
      const first = Object.entries(errors)[0];
      // The message is shown to a person: it names the field by its label, never its key.
      const label = first && fieldLabel(first[0], say);
      const message = first ? `${label}: ${first[1][0]}` : say('Invalid request');
      return reply.code(422).send({ success: false, message, errors });
    }
    if (error instanceof HttpError) {
      const errors =
        error.errors &&
        Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [key, messages.map(say)]));
      return reply.code(error.statusCode).send({ success: false, message: say(error.message), errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: loggableError(error), issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ success: false, message: say('Something went wrong') });
    }
    const failure = databaseFailure(error);
    const refusal = failure && databaseRefusal(failure);
    if (failure && refusal) {
      // A schema let through what the database refused: a gap worth seeing, without the values.
      request.log.warn(
        {
          sqlstate: failure.code,
          constraint: failure.constraint,
          table: failure.table,
          column: failure.column,
          status: refusal.statusCode,
        },
        `database refused a statement: ${failure.message}`,
      );
      return reply.code(refusal.statusCode).send({ success: false, message: say(refusal.message) });
    }
    const status = failure ? 500 : (error.statusCode ?? 500);
    if (status === 413) return reply.code(413).send({ success: false, message: say('The request is too large') });
    if (status === 429) return reply.code(429).send({ success: false, message: say(error.message) });
    if (status >= 400 && status < 500) {
      const message =
        status === 415
          ? 'Send the request body as JSON'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP')
            ? 'The request body is not valid JSON'
            : error.message;
      return reply.code(status).send({ success: false, message: say(message) });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ success: false, message: say('Something went wrong') });
  });
}
