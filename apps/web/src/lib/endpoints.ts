import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  pathOf,
  type AnswerOf,
  type AnyEndpoint,
  type CallInput,
  type DataOf,
  type PathParams,
  type QueryValue,
} from '@dripp/contract/endpoint';
import { apiDownload, apiRequest, type DownloadedFile, type RequestOptions } from './api-client';

export type CallOptions = Omit<RequestOptions, 'body' | 'query'>;

/** Calls one endpoint of the contract and answers its whole envelope (`data`, `message`, `total_records`). */
export function call<E extends AnyEndpoint>(
  definition: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return apiRequest(definition.method, pathOf(definition, params), { ...options, query, body }) as Promise<AnswerOf<E>>;
}

/** Downloads the file an endpoint answers (a CSV export), through the one client. */
export function download<E extends AnyEndpoint>(
  definition: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, QueryValue> };
  return apiDownload(pathOf(definition, params), { ...options, query });
}

/** Sends a multipart form (a streamed file) to an endpoint whose body is not JSON. */
export async function callMultipart<E extends AnyEndpoint>(
  definition: E,
  params: Record<string, string | number>,
  form: FormData,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  return apiRequest(definition.method, pathOf(definition, params), { ...options, body: form }) as Promise<AnswerOf<E>>;
}

/** Calls one endpoint and answers its `data`. */
export async function callData<E extends AnyEndpoint>(
  definition: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<DataOf<E>> {
  return ((await call(definition, input, options)) as { data: DataOf<E> }).data;
}

/**
 * An endpoint's query key: its operationId, then what was sent. Invalidating the definition alone
 * (`invalidate(client, definition)`) refreshes every cached answer of that endpoint.
 */
export function keyOf<E extends AnyEndpoint>(definition: E, input?: Partial<CallInput<E>>): readonly unknown[] {
  if (!input) return [definition.operationId];
  const { params, query } = input as { params?: unknown; query?: unknown };
  return query === undefined ? [definition.operationId, params ?? {}] : [definition.operationId, params ?? {}, query];
}

/** Query options that load an endpoint's `data`, keyed by the definition. */
export function endpointQuery<E extends AnyEndpoint>(definition: E, input: CallInput<E>, options: CallOptions = {}) {
  return queryOptions({
    queryKey: keyOf(definition, input),
    queryFn: ({ signal }) => callData(definition, input, { ...options, signal }),
  });
}

/**
 * Refreshes every cached answer of the endpoint, or only those sent with these params (some of
 * them: `{ storeId }` refreshes every product's history at that store).
 */
export function invalidate<E extends AnyEndpoint>(
  client: QueryClient,
  definition: E,
  input?: { params?: Partial<PathParams<E['path']>> },
): Promise<void> {
  return client.invalidateQueries({
    queryKey: input?.params ? [definition.operationId, input.params] : [definition.operationId],
  });
}

/** Refreshes every cached answer of each endpoint: for a change that several lists show. */
export function invalidateEach(client: QueryClient, definitions: readonly AnyEndpoint[]): Promise<void> {
  return Promise.all(definitions.map((definition) => invalidate(client, definition))).then(() => undefined);
}
