import type { AnyEndpoint } from '@dripp/contract/endpoint';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { ApiError } from './api-client';
import { answerBackgroundSync, requestBackgroundSync } from './background-sync';
import { call } from './endpoints';
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

/** A save as the queue keeps it: which endpoint, with what, for which draft. */
export interface SaveRequest {
  definition: AnyEndpoint;
  params: Record<string, string | number>;
  body: unknown;
}

/** A failure the device should keep the save through: no answer, or the server failing (5xx). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The saves that may wait on the device, by operationId: what a kept save names. */
const QUEUEABLE: Record<string, AnyEndpoint> = Object.fromEntries(
  [
    cashCountEndpoints.save,
    wasteLogEndpoints.save,
    dailyChecklistEndpoints.save,
    commSheetEndpoints.create,
    commSheetEndpoints.update,
  ].map((d) => [d.operationId, d]),
);

/** Spec 1 §8's fallback toast of each save: a refused save is named in these words. */
const FAILED: Record<string, string> = {
  [cashCountEndpoints.save.operationId]: 'Could not update Cash Counts',
  [wasteLogEndpoints.save.operationId]: 'Could not save Waste Logs',
  [dailyChecklistEndpoints.save.operationId]: 'Could not update Daily Lists',
  [commSheetEndpoints.create.operationId]: 'Could not create new Communication Sheet',
  [commSheetEndpoints.update.operationId]: 'Could not update Communication Sheet',
};

/**
 * The toast of a save the server refused (not one kept on the device): the spec's words for the
 * save, then the server's reason when it gives one ("Could not save Waste Logs: …"). A refusal for
 * want of permission keeps its own words (spec 1 §8 "You are not authorized").
 */
export function saveFailedText(operationId: string, error: unknown): string {
  const failed = FAILED[operationId] ?? 'Could not save';
  if (!(error instanceof ApiError)) return failed;
  if (error.status === 403) return error.message;
  const reason = error.message.trim();
  return reason && reason !== failed && reason !== 'Something went wrong' ? `${failed}: ${reason}` : failed;
}

/** A save as it is kept on the device: the endpoint by its operationId, not the definition. */
export function keptSave(request: SaveRequest): Pick<QueuedSave, 'operationId' | 'params'> {
  if (!QUEUEABLE[request.definition.operationId]) {
    throw new Error(`${request.definition.operationId} cannot wait on the device`);
  }
  return { operationId: request.definition.operationId, params: request.params };
}

/**
 * Sends one save with its key. With `notify`, a refusal (not a network failure, which the caller
 * keeps on the device) is toasted in the spec's words; else the toast is the caller's (or nobody's,
 * for the background).
 */
export async function sendSave(
  request: Pick<QueuedSave, 'operationId' | 'params' | 'body' | 'key'>,
  notify: boolean,
): Promise<unknown> {
  const definition = QUEUEABLE[request.operationId];
  if (!definition) throw new ApiError(400, `${request.operationId} cannot be sent from the device`);
  try {
    const answer = (await call(definition, { params: request.params, body: request.body } as never, {
      headers: { 'Idempotency-Key': request.key },
      notify: false,
      fallback: FAILED[request.operationId],
      stallFails: true,
    })) as { data?: unknown };
    return answer.data;
  } catch (error) {
    const signedOut = error instanceof ApiError && error.status === 401;
    if (notify && !signedOut && !isNetworkFailure(error)) notifyError(saveFailedText(request.operationId, error));
    throw error;
  }
}

/** What a queued save keeps beside the request: the base of its edit and what a page shows of it. */
export type QueuedExtras = Pick<QueuedSave, 'base' | 'basedOn' | 'shown'>;

/** Keeps a save on the device for later and tries to send it if the device looks online. */
export async function queueSave(
  page: string,
  scope: string,
  request: SaveRequest,
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
    ...keptSave(request),
    body: request.body,
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

let running: Promise<void> | undefined;
/** Asked for again while sending (the connection came back meanwhile): one more round after this one. */
let again = false;

/** Sends the signed-in person's waiting saves, oldest first; stops at the first without an answer. */
export function sendQueuedSaves(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
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
          const answer = await sendSave(save, false);
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
    } finally {
      running = undefined;
      if (again) {
        again = false;
        void sendQueuedSaves();
      }
    }
  })();
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
