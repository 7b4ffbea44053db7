import type { z } from 'zod';
import type { PermissionKey } from './permissions';

/**
 * Who may call an endpoint (deny by default): `public`, any signed-in user, or holders of one of
 * the listed permissions at some store. The store-specific check is the service's first line,
 * against the store the record belongs to.
 */
export type Access = { public: true } | { signedIn: true } | { anyOf: readonly PermissionKey[] };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The failure statuses an endpoint may answer, each with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 502 | 503;

/** The usual failures of a signed-in route. */
export const SIGNED_IN_ERRORS = [401, 403, 404, 422] as const satisfies readonly ErrorStatus[];

/**
 * One API endpoint, written once: the server registers its route from it, the web app builds its
 * fetcher and query keys from it, and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** Below /api, with `:name` parameters, as the spec writes it. */
  path: P;
  /**
   * The spec writes this path with a trailing slash as well: the route answers at both spellings,
   * and the OpenAPI document lists the one without (decision 254).
   */
  trailingSlashToo?: true;
  /** Stable and unique: the OpenAPI operationId and the root of the endpoint's query keys. */
  operationId: string;
  summary: string;
  /** A longer note for the OpenAPI document, when the summary is not enough. */
  description?: string;
  /** The OpenAPI tag: the feature's name. */
  tag: string;
  access: Access;
  /**
   * The body field that names the store a new or changed record belongs to. The caller must hold
   * one of the access permissions at that store, as at a `:storeId` in the path, and this is
   * checked before the body is validated: a caller of another store is refused (403), not told
   * what is wrong with the body (422).
   */
  storeField?: string;
  /** The same store as the read answers it, checked the same way when sent: `store.id` (decision 237). */
  storeFieldAsRead?: `${string}.${string}`;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Request headers the endpoint reads (an idempotency key, say), validated like the rest. */
  headers?: z.ZodType;
  /** The success answer; absent when the answer is a file or a stream. */
  answer?: Answer;
  /** Without an answer: the media type (or the types) of the file answered (`text/csv`), for the OpenAPI document. */
  fileType?: string | readonly string[];
  /**
   * A public route that answers only with a token of its own in this query parameter (a download
   * link's): the OpenAPI document declares it as the download token scheme.
   */
  tokenQuery?: string;
  /** The body is one multipart/form-data part, `file`, streamed to storage instead of a JSON body. */
  streamedFile?: true;
  /** The success status: 200 unless the endpoint creates a record and says so with 201. */
  status?: 200 | 201;
  errors: readonly ErrorStatus[];
}

/** Keeps the literal types of a definition (method, path, schemas). */
export function endpoint<
  const M extends Method,
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Answer extends z.ZodType | undefined = undefined,
>(definition: Endpoint<M, P, Params, Query, Body, Answer>): Endpoint<M, P, Params, Query, Body, Answer> {
  return definition;
}

export type AnyEndpoint = Endpoint<Method, string, any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

type Output<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;
type Input<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.input<NonNullable<S>>
    : undefined;
type Has<S> = [NonNullable<S>] extends [never] ? false : true;

/** What the server's handler receives, after validation. */
export type ParamsOf<E extends AnyEndpoint> = Output<E['params']>;
export type QueryOf<E extends AnyEndpoint> = Output<E['query']>;
export type BodyOf<E extends AnyEndpoint> = Output<E['body']>;
/** What the handler returns (before the answer schema's own transforms). */
export type AnswerInputOf<E extends AnyEndpoint> = Has<E['answer']> extends true ? Input<E['answer']> : unknown;
/** What the client receives. */
export type AnswerOf<E extends AnyEndpoint> = Has<E['answer']> extends true ? Output<E['answer']> : unknown;
/** The `data` of an answer in the `{ success, data }` envelope. */
export type DataOf<E extends AnyEndpoint> = AnswerOf<E> extends { data: infer D } ? D : never;

/** `/key-release/:storeId` → `{ storeId: string | number }`. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

export type QueryValue = string | number | boolean | null | undefined;

/** What a caller sends: path values, query values and the body, each only when the endpoint has one. */
export type CallInput<E extends AnyEndpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  (Has<E['query']> extends true
    ? { query?: { [K in keyof Output<E['query']>]?: QueryValue } }
    : { query?: undefined }) &
  (Has<E['body']> extends true ? { body: Input<E['body']> } : { body?: undefined });

/**
 * A CSV export beside a list (decision 168): `GET <list path>/export` with the list's filters and
 * no paging, answering a `text/csv` file named by the server.
 */
export function csvExport<
  const P extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(
  definition: Omit<Endpoint<'GET', P, Params, Query>, 'method' | 'fileType' | 'answer' | 'body' | 'status'>,
): Endpoint<'GET', P, Params, Query> {
  return { ...definition, method: 'GET', fileType: 'text/csv' };
}

/** The concrete path below /api: `/key-release/:storeId` with `{ storeId: 4 }` → `/key-release/4`. */
export function pathOf(definition: AnyEndpoint, params?: Record<string, string | number>): string {
  return definition.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${definition.operationId}: missing path value ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The OpenAPI form of a path: `/key-release/{storeId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
