/// <reference lib="webworker" />
// The portal's service worker (docs/decisions/171): the app shell and every page's files come
// from the precache, so a repeat visit and an offline visit open without the network. Answers of
// the API are left to the network: no route below matches /api, so they are never kept or
// replayed from a cache.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page address is the single-page app: answered with the precached index.html, online or
// not. The API's addresses (files, CSV exports opened as a page) stay with the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// A first install takes the open tabs at once; an update waits until the page says it is a safe
// moment to switch (apps/web/src/app/app-update.ts), so a page never runs with files of two versions.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push: the 'push' and 'notificationclick' listeners are added below this line.
import './sw-push';
// Background Sync of the saves that wait on the phone.
import './sw-sync';
