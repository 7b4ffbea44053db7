import { fieldLabel } from '@dripp/contract/field-labels';
import { bearerToken } from './session';
import { navigateTo } from './navigation';
import { notifyError } from './notify';
import type { MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { activeLanguage, i18n } from '../i18n/i18n';
import { askToRetry, stallLoadMessage, timeoutFor, type Stall } from './stalled-request';

/** Field errors of a 422 answer, keyed by dotted paths such as `0.items.1.permissible_score`. */
export type FieldErrors = Record<string, string[]>;

/** A failed call. The toast has already been shown (unless the call asked for silence). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiEnvelope<T> {
  success: true;
  data: T;
  message?: string;
  total_records?: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Sent as JSON; a FormData body (a file to stream) is sent as multipart/form-data. */
  body?: unknown;
  /** Appended as a query string; null, undefined and '' values are left out. */
  query?: Record<string, QueryValue>;
  /**
   * The screen's fallback toast text when the server gives no message (spec §8 catalogues); a
   * descriptor (`msg`) for a query defined at a module's top, read in the language of the moment.
   */
  fallback?: string | MessageDescriptor;
  /** false: the caller shows the failure itself (no toast). */
  notify?: boolean;
  /**
   * Sign-in screens: sent without a token, and a 401/403 is an ordinary failure for the screen
   * instead of a redirect to /logout or the dashboard.
   */
  public?: boolean;
  /** Sent even when a management token exists (sign-in steps that must use a given token). */
  token?: string;
  /**
   * A refusal (403) is an ordinary failure for the caller, which says so in place: for a part of
   * a page that the person may not see while the rest of the page is theirs.
   */
  showsForbidden?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Percent of the request body sent so far, for an upload's progress bar (100 once answered). */
  onProgress?: (percent: number) => void;
  /**
   * A change that gets no answer fails at once (status 0) instead of asking to retry: for saves
   * the device keeps and sends again by itself (lib/save-queue.ts).
   */
  stallFails?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const defaultFallback = () => t`Something went wrong`;

/** `/stores-managers` → `/api/stores-managers`; a media file's own `/api/...` or absolute URL is kept. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base =
    /^https?:\/\//.test(path) || path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
}

function serverErrors(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body.errors)) {
    if (Array.isArray(value)) errors[key] = value.map(String);
    else if (typeof value === 'string') errors[key] = [value];
  }
  return errors;
}

/** A 422 message that starts with a field's key ("incidentTime: …") reads with its label instead. */
function labelled(message: string, errors: FieldErrors): string {
  const key = Object.keys(errors).find((k) => message.startsWith(`${k}: `));
  return key ? `${i18n._(fieldLabel(key))}: ${message.slice(key.length + 2)}` : message;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A file the API answered (a CSV export), with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

type Sent = { status: number; text: string; file?: DownloadedFile } | { stall: Stall };

interface Outgoing {
  method: Method;
  headers: Record<string, string>;
  payload: string | FormData | undefined;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  /** A successful answer is a file to keep as it is, not JSON. */
  asFile?: boolean;
}

/** `attachment; filename="orders-store-3.csv"` → `orders-store-3.csv`. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Sends one request and reads its answer within the time it is given (DESIGN §6: waiting says
 * so). A request that gets no answer, or cannot leave the device, ends as a stall instead of
 * waiting for ever; the caller's own abort is passed on as it is. fetch() cannot tell how much of
 * a body has gone, so a call that reports upload progress goes by XMLHttpRequest, with the same
 * rules.
 */
async function send(url: string, outgoing: Outgoing): Promise<Sent> {
  if (isOffline()) return { stall: 'offline' };
  return outgoing.onProgress && !outgoing.asFile
    ? sendWithXhr(url, outgoing, outgoing.onProgress)
    : sendWithFetch(url, outgoing);
}

async function sendWithFetch(url: string, { method, headers, payload, signal: own, asFile }: Outgoing): Promise<Sent> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), timeoutFor(payload));
  const signal = own ? AbortSignal.any([own, timer.signal]) : timer.signal;
  try {
    const response = await fetch(url, { method, headers, body: payload, signal });
    if (asFile && response.ok) {
      // The answer has begun: a long file streams for as long as it takes.
      clearTimeout(timeout);
      const fileName = fileNameOf(response.headers.get('content-disposition'));
      return { status: response.status, text: '', file: { blob: await response.blob(), fileName } };
    }
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (own?.aborted) throw error;
    if (timer.signal.aborted) return { stall: 'timeout' };
    return { stall: isOffline() ? 'offline' : 'unreachable' };
  } finally {
    clearTimeout(timeout);
  }
}

function sendWithXhr(
  url: string,
  { method, headers, payload, signal }: Outgoing,
  onProgress: (percent: number) => void,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = timeoutFor(payload);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.ontimeout = () => resolve({ stall: 'timeout' });
    xhr.onerror = () => resolve({ stall: isOffline() ? 'offline' : 'unreachable' });
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error for code, as fetch's own abort
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The request was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.send(payload ?? null);
  });
}

/**
 * One call to the API (spec 1 §7, DESIGN §6): bearer = management token if present else the token;
 * JSON in and out; 401 → /logout, 403 → the access-denied page for a load and the dashboard for a change, other failures → a toast titled "Error" with the
 * server's message or the screen's fallback; 422 carries `errors` for the form.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  return (await exchange(method, path, options, false)).body as unknown as ApiEnvelope<T>;
}

/**
 * Downloads a file (a CSV export) with the same token, 401/403 handling and failure toast as any
 * other call; the file is answered whole, with the name the server gave it.
 */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const { file } = await exchange('GET', path, options, true);
  if (file) return file;
  const message = fallbackOf(options);
  if (options.notify ?? true) notifyError(message);
  throw new ApiError(500, message);
}

function fallbackOf({ fallback }: RequestOptions): string {
  if (fallback === undefined) return defaultFallback();
  return typeof fallback === 'string' ? fallback : i18n._(fallback);
}

async function exchange(
  method: Method,
  path: string,
  options: RequestOptions,
  asFile: boolean,
): Promise<{ body: Record<string, unknown>; file?: DownloadedFile }> {
  const fallback = fallbackOf(options);
  const shouldNotify = options.notify ?? true;
  const fail = (status: number, message: string, errors?: FieldErrors): never => {
    if (shouldNotify) notifyError(message);
    throw new ApiError(status, message, errors);
  };

  const token = options.token ?? bearerToken();
  if (!token && !options.public) {
    navigateTo('/logout', { replace: true });
    throw new ApiError(401, t`Unauthenticated`);
  }

  // The language the person reads the portal in: what they write in it is taken as written in it (decision 275).
  const headers: Record<string, string> = {
    Accept: asFile ? '*/*' : 'application/json',
    'Accept-Language': activeLanguage(),
    ...options.headers,
  };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's scheme
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (a streamed file) sets its own multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const url = apiUrl(path, options.query);
  const payload =
    options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
  let status: number;
  let text: string;
  let file: DownloadedFile | undefined;
  for (;;) {
    const sent = await send(url, {
      method,
      headers,
      payload,
      signal: options.signal,
      onProgress: options.onProgress,
      asFile,
    });
    if (!('stall' in sent)) {
      ({ status, text, file } = sent);
      break;
    }
    // A load fails with the reason and its page offers Retry; a change asks, keeping what was typed.
    if (method === 'GET') return fail(0, stallLoadMessage(sent.stall));
    if (options.stallFails || !(await askToRetry(sent.stall))) throw new ApiError(0, stallLoadMessage(sent.stall));
  }

  const body = parseBody(text);
  const message = serverMessage(body);

  if (!options.public && status === 401) {
    navigateTo('/logout', { replace: true });
    throw new ApiError(401, message ?? t`Unauthenticated`);
  }
  if (!options.public && !options.showsForbidden && status === 403) {
    // A refused load is a page the person may not open: the one access-denied page, as for a
    // refused deep link. A refused change goes to the dashboard (spec 1 §8) with the reason.
    const refused = message ?? t`You are not authorized`;
    if (method === 'GET') {
      navigateTo('/forbidden', { replace: true });
      throw new ApiError(403, refused);
    }
    if (shouldNotify) notifyError(refused);
    navigateTo('/');
    throw new ApiError(403, refused);
  }
  const ok = status >= 200 && status < 300;
  if (ok && file) return { body: {}, file };
  if (!ok || !isRecord(body) || body.success !== true) {
    const errors = serverErrors(body);
    return fail(ok ? 500 : status, message ? labelled(message, errors) : fallback, errors);
  }
  options.onProgress?.(100);
  return { body };
}

async function dataOf<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(method, path, options)).data;
}

/** Shorthands answering `data`; use apiRequest for `message` or `total_records`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => dataOf<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => dataOf<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => dataOf<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => dataOf<T>('DELETE', path, options),
};

/** The field errors of a failed call (empty unless it was a 422). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.errors : {};
}

/** The first message for one field, for an input's `error` prop. */
export function fieldError(errors: FieldErrors, key: string): string | undefined {
  return errors[key]?.[0];
}
