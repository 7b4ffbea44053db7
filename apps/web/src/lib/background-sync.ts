/**
 * The page's half of Background Sync for waiting saves (src/sw-sync.ts, decision 217): it asks the
 * browser for a sync while a save waits, and answers the worker's request to send with how many
 * saves still wait. Browsers without Background Sync keep the queue's own retries.
 */
export const SAVE_QUEUE_SYNC = 'dripp-save-queue';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Refused where the browser turns it off (a private window): the queue's own retries remain.
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as SyncRegistration | undefined)?.sync?.register(SAVE_QUEUE_SYNC))
    .catch(() => undefined);
}

let answering = false;

/** Sends when the worker asks; `send` resolves with the number of saves still waiting. */
export function answerBackgroundSync(send: () => Promise<number>): void {
  if (answering || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  answering = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'SEND_QUEUED_SAVES') return;
    const port = event.ports[0];
    void send().then(
      (waiting) => port?.postMessage({ waiting }),
      () => port?.postMessage({ waiting: 1 }),
    );
  });
}
