import { pathOf, type AnyEndpoint, type CallInput, type PathParams } from '@dripp/contract/endpoint';
import { t } from '@lingui/core/macro';
import { ApiError, apiRequest } from './api-client';
import { answerBackgroundSync, requestBackgroundSync } from './background-sync';
import { notifyError } from './notify';
import { getSession } from './session';
import { draftIdOf, putQueuedSave, queuedSavesOf, removeDraft, removeQueuedSave, type QueuedSave } from './drafts';

/**
 * Saves of the daily records that wait on the device for the network (decision 172). Each is sent
 * with its own Idempotency-Key, so the server applies it once however often it arrives; it is sent
 * when the connection returns, when the app starts or comes to the front, right away when queued
 * online, and again with a back-off while any waits (decision 194), whatever page is open.
 */

export type QueueEvent = { type: 'changed'; draftId: string } | { type: 'sent'; draftId: string; answer: unknown };

const listeners = new Set<(event: QueueEvent) => void>();

export function onQueueEvent(listener: (event: QueueEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const emit = (event: QueueEvent) => listeners.forEach((listener) => listener(event));

/**
 * A save of one endpoint, as a page builds it: the path values and the body are the endpoint's own
 * (its contract definition's), so a save built with a body the endpoint does not take does not
 * compile. `failed` is the spec's toast for the save (spec 1 §8), "Could not save Waste Logs".
 * Distributive: a save of one of two endpoints (create or update) is one of two saves.
 */
export type SaveRequest<E extends AnyEndpoint> = E extends AnyEndpoint
  ? { definition: E; params: PathParams<E['path']>; body: CallInput<E>['body']; failed: string }
  : never;

/** Any save, before its body is checked against its endpoint: what the queue's functions take as `R`. */
export interface AnySaveRequest {
  definition: AnyEndpoint;
  params: Record<string, string | number>;
  body: unknown;
  failed: string;
}

/** A save whose body and path values are its endpoint's: `R` checked against `R['definition']`. */
export type TypedSave<R extends AnySaveRequest> = R & SaveRequest<R['definition']>;

/** A failure the device should keep the save through: no answer, or the server failing (5xx). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The toast of a save the server refused (not one kept on the device): the spec's words for the
 * save, then the server's reason when it gives one ("Could not save Waste Logs: …"). A refusal for
 * want of permission keeps its own words (spec 1 §8 "You are not authorized").
 */
export function saveFailedText(failed: string, error: unknown): string {
  if (!(error instanceof ApiError)) return failed;
  if (error.status === 403) return error.message;
  const reason = error.message.trim();
  return reason && reason !== failed && reason !== 'Something went wrong' ? `${failed}: ${reason}` : failed;
}

/** What a sent or kept save needs of its request: the concrete address, the body and the toast. */
export type KeptRequest = Required<Pick<QueuedSave, 'operationId' | 'method' | 'path' | 'body' | 'failed'>>;

/** A save as it is kept on the device: where it goes, resolved now, so the queue needs no list of endpoints. */
export function keptSave<R extends AnySaveRequest>(request: TypedSave<R>): KeptRequest {
  const { definition, params, body, failed } = request;
  return {
    operationId: definition.operationId,
    method: definition.method,
    path: pathOf(definition, params),
    body,
    failed,
  };
}

/**
 * Sends one save with its key. With `notify`, a refusal (not a network failure, which the caller
 * keeps on the device) is toasted in the spec's words; else the toast is the caller's (or nobody's,
 * for the background).
 */
export async function sendSave<A = unknown>(
  request: KeptRequest & Pick<QueuedSave, 'key'>,
  notify: boolean,
): Promise<A> {
  const { method, path, body, key, failed } = request;
  try {
    const answer = await apiRequest<A>(method, path, {
      body,
      headers: { 'Idempotency-Key': key },
      notify: false,
      fallback: failed,
      stallFails: true,
    });
    return answer.data;
  } catch (error) {
    const signedOut = error instanceof ApiError && error.status === 401;
    if (notify && !signedOut && !isNetworkFailure(error)) notifyError(saveFailedText(failed, error));
    throw error;
  }
}

/** What a queued save keeps beside the request: the base of its edit and what a page shows of it. */
export type QueuedExtras = Pick<QueuedSave, 'base' | 'basedOn' | 'shown'>;

/** Keeps a save on the device for later and tries to send it if the device looks online. */
export async function queueSave<R extends AnySaveRequest>(
  page: string,
  scope: string,
  request: TypedSave<R>,
  value: unknown,
  key: string,
  extras: QueuedExtras = {},
): Promise<QueuedSave | undefined> {
  const userId = getSession().userId;
  if (userId == null) return undefined;
  const draftId = draftIdOf(userId, page, scope);
  const save: QueuedSave = {
    key,
    draftId,
    userId,
    page,
    scope,
    params: request.params,
    ...keptSave(request),
    value,
    ...extras,
    state: 'waiting',
    queuedAt: Date.now(),
  };
  await putQueuedSave(save);
  emit({ type: 'changed', draftId });
  scheduleRetry();
  return save;
}

/**
 * A kept save as it is sent. One kept before saves named their address has none: it is refused
 * (400, kept with its draft, which its page offers back) rather than sent to a guessed address.
 */
function sendable(save: QueuedSave): KeptRequest & Pick<QueuedSave, 'key'> {
  const { operationId, method, path, body, failed, key } = save;
  if (!method || !path) throw new ApiError(400, t`Kept by an earlier version of the app: save it again`);
  return { operationId, method, path, body, failed: failed ?? t`Could not save`, key };
}

let running: Promise<void> | undefined;
/** Asked for again while sending (the connection came back meanwhile): one more round after this one. */
let again = false;

/** One round: the signed-in person's waiting saves, oldest first; stops at the first without an answer. */
async function sendRound(): Promise<void> {
  const userId = getSession().userId;
  if (userId == null || !getSession().token) return;
  const saves = (await queuedSavesOf(userId)).filter((save) => save.state === 'waiting');
  // Offline, or a try that got no answer: tried again with a back-off while anything waits.
  if (saves.length && !navigator.onLine) {
    scheduleRetry();
    return;
  }
  for (const save of saves) {
    try {
      const answer = await sendSave(sendable(save), false);
      misses = 0;
      await removeQueuedSave(save.key);
      await removeDraft(save.draftId);
      emit({ type: 'sent', draftId: save.draftId, answer });
    } catch (error) {
      if (isNetworkFailure(error)) {
        scheduleRetry();
        return;
      }
      const status = error instanceof ApiError ? error.status : 0;
      await putQueuedSave({
        ...save,
        state: status === 409 ? 'conflict' : 'refused',
        message: error instanceof Error ? error.message : String(error),
      });
      emit({ type: 'changed', draftId: save.draftId });
    }
  }
}

/**
 * Sends the signed-in person's waiting saves, one round at a time. The round is let go after it
 * has ended, never before it began: a round that ends at once (signed out) must not stay "running".
 */
export function sendQueuedSaves(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  // A round that fails on the device's side (its store, its key) is tried again like one that got
  // no answer: left alone, the saves would wait until the next `online` event.
  running = sendRound()
    .catch(() => scheduleRetry())
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void sendQueuedSaves();
      }
    });
  return running;
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Tries in a row that got no answer: the next try waits 2 s, 4 s, 8 s … up to a minute. */
let misses = 0;

function scheduleRetry(): void {
  requestBackgroundSync();
  if (retryTimer) clearTimeout(retryTimer);
  const delay = Math.min(2_000 * 2 ** misses, 60_000);
  misses += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void sendQueuedSaves();
  }, delay);
}

/** The connection came back (or the app came to the front): try now and soon again, from the shortest wait. */
function retrySoon(): void {
  misses = 0;
  void sendQueuedSaves();
}

let started = false;

/**
 * Sends now, and whenever the connection returns. Called again on each sign-in: the person who
 * signs in next on this device has their own saves sent (decision 187).
 */
export function startSaveQueue(): void {
  if (typeof window === 'undefined') return;
  if (!started) {
    window.addEventListener('online', retrySoon);
    answerBackgroundSync(async () => {
      misses = 0;
      await sendQueuedSaves();
      const userId = getSession().userId;
      return userId == null ? 0 : (await queuedSavesOf(userId)).filter((save) => save.state === 'waiting').length;
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') retrySoon();
    });
  }
  started = true;
  void sendQueuedSaves();
}
