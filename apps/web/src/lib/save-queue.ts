import type { AnyEndpoint } from '@dripp/contract/endpoint';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { ApiError } from './api-client';
import { call } from './endpoints';
import { getSession } from './session';
import { draftIdOf, putQueuedSave, queuedSavesOf, removeDraft, removeQueuedSave, type QueuedSave } from './drafts';

/**
 * Saves of the daily records that wait on the device for the network (decision 172). Each is sent
 * with its own Idempotency-Key, so the server applies it once however often it arrives; it is sent
 * when the connection returns, when the app starts, and right away when queued online.
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

/** A save as it is kept on the device: the endpoint by its operationId, not the definition. */
export function keptSave(request: SaveRequest): Pick<QueuedSave, 'operationId' | 'params'> {
  if (!QUEUEABLE[request.definition.operationId]) {
    throw new Error(`${request.definition.operationId} cannot wait on the device`);
  }
  return { operationId: request.definition.operationId, params: request.params };
}

/** Sends one save with its key; the toast is the caller's (or nobody's, for the background). */
export async function sendSave(
  request: Pick<QueuedSave, 'operationId' | 'params' | 'body' | 'key'>,
  notify: boolean,
): Promise<unknown> {
  const definition = QUEUEABLE[request.operationId];
  if (!definition) throw new ApiError(400, `${request.operationId} cannot be sent from the device`);
  const answer = (await call(definition, { params: request.params, body: request.body } as never, {
    headers: { 'Idempotency-Key': request.key },
    notify,
    stallFails: true,
  })) as { data?: unknown };
  return answer.data;
}

/** Keeps a save on the device for later and tries to send it if the device looks online. */
export async function queueSave(
  page: string,
  scope: string,
  request: SaveRequest,
  value: unknown,
  key: string,
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
      if (userId == null || !getSession().token || !navigator.onLine) return;
      for (const save of await queuedSavesOf(userId)) {
        if (save.state !== 'waiting') continue;
        try {
          const answer = await sendSave(save, false);
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

function scheduleRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void sendQueuedSaves();
  }, 30_000);
}

let started = false;

/**
 * Sends now, and whenever the connection returns. Called again on each sign-in: the person who
 * signs in next on this device has their own saves sent (decision 187).
 */
export function startSaveQueue(): void {
  if (typeof window === 'undefined') return;
  if (!started) window.addEventListener('online', () => void sendQueuedSaves());
  started = true;
  void sendQueuedSaves();
}
