/// <reference lib="webworker" />
// Web Push in the service worker (docs/decisions/173): a reminder pushed by the server is shown as
// a notification, and a click on it brings the portal to the page the reminder is about, in a
// window already open when there is one.
import type { PushPayload } from '@dripp/contract/push';

declare const self: ServiceWorkerGlobalScope;

/** The portal's name, the same in every language: a push without a title of its own shows it. */
const PORTAL_NAME = 'Dripp Portal';

/** Only the portal's own pages open from a notification; anything else opens the home page. */
function portalUrl(link: unknown): string {
  const home = new URL('/', self.location.origin);
  if (typeof link !== 'string' || !link.startsWith('/')) return home.href;
  const url = new URL(link, self.location.origin);
  return url.origin === self.location.origin ? url.href : home.href;
}

function payloadOf(event: PushEvent): Partial<PushPayload> {
  try {
    return (event.data?.json() as Partial<PushPayload> | null) ?? {};
  } catch {
    return { body: event.data?.text() ?? '' };
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  event.waitUntil(
    self.registration.showNotification(payload.title || PORTAL_NAME, {
      body: payload.body ?? '',
      // A message pushed twice replaces the one shown rather than stacking.
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: portalUrl(payload.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? portalUrl('/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          await focused.navigate(url);
          return;
        } catch {
          // A window this worker does not control cannot be sent elsewhere: open one instead.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

export {};
