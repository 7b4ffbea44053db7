/// <reference lib="webworker" />
// Background Sync for the saves that wait on the phone (docs/decisions/217). The browser fires
// 'sync' when it has a working connection again, even in a tab the person left in the background
// (where timers are slowed to once a minute) and after a guest Wi-Fi's captive page, when the
// 'online' event has long passed. The saves are sealed with the person's key, which only a page
// holds, so the worker asks the open pages to send them; with no page open they go at the next
// start of the app.
import { SAVE_QUEUE_SYNC } from './lib/background-sync';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const ASK_TIMEOUT_MS = 30_000;

/** Asks one page to send its waiting saves; resolves with how many still wait there. */
function askToSend(client: Client): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(1), ASK_TIMEOUT_MS);
    channel.port1.onmessage = (message: MessageEvent<{ waiting?: number }>) => {
      clearTimeout(timer);
      resolve(message.data?.waiting ?? 0);
    };
    client.postMessage({ type: 'SEND_QUEUED_SAVES' }, [channel.port2]);
  });
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== SAVE_QUEUE_SYNC) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const waiting = await Promise.all(windows.map(askToSend));
      // A save still without an answer: failing the event makes the browser try again later.
      if (waiting.some((n) => n > 0)) throw new Error('Saves still wait on this device');
    })(),
  );
}) as EventListener);
