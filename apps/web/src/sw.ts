/// <reference lib="webworker" />
// The portal's service worker (docs/decisions/171): the app shell and every page's files come
// from the precache, so a repeat visit and an offline visit open without the network. Answers of
// the API are left to the network: no route below matches /api, so they are never kept or
// replayed from a cache (the last Home is kept by the page, in IndexedDB: decision 231; for the
// login page the worker keeps only the yes or no of GET /api/auth/demo: sw-login.ts).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { shownText, withFirstPaint } from '@dripp/contract/home-first-paint-page';
import { COOKIE } from '@dripp/contract/session-keys';
import { readLastHome, type LastHome } from './lib/last-home';
import { loginPage, pageLanguage } from './sw-login';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// No directory index: "/" is Home's address, answered by the navigation route below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// A language's words are left out of the precache (decision 273): the first visit in a language
// keeps its catalogue's chunks, so the phone opens offline in that language the next time. Their
// names carry their content's hash, so a kept chunk is never stale; a release's new ones push the
// old out.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/lang-[^/]+\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'language-words',
    plugins: [new ExpirationPlugin({ maxEntries: 8, purgeOnQuotaError: true })],
  }),
);

// Every page address is the single-page app: answered with the precached index.html, online or
// not. The API's addresses (files, CSV exports opened as a page) stay with the network. Home's
// address opens on the last Home the signed-in person saw on this phone (docs/decisions/231), the
// login page's on its form and demo note, as the server writes them (docs/decisions/261).
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      // Read first: the shell's handler replaces options.request with the request for index.html.
      const { pathname } = new URL(options.request.url);
      const response = await shell(options);
      if (pathname === '/login') return loginPage(response, options.event);
      if (pathname !== '/') return response;
      const last = await lastHomeOfSignedIn().catch(() => undefined);
      if (!last) return response;
      const language = await pageLanguage(options.event);
      const page = withFirstPaint(
        await response.text(),
        { dashboard: last.dashboard, source: 'device', at: last.savedAt, counts: last.counts, day: last.day },
        shownText(last.dashboard, 'announcement', language),
        language,
      );
      return new Response(page, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

/**
 * The last Home kept for the person the cookies name, while they are signed in (a token cookie
 * lives as long as the token). Without the Cookie Store API, none: the app loads Home as before.
 */
async function lastHomeOfSignedIn(): Promise<LastHome | undefined> {
  const cookies = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  if (!cookies) return undefined;
  const [token, userId] = await Promise.all([cookies.get(COOKIE.token), cookies.get(COOKIE.userId)]);
  const id = Number(userId?.value);
  if (!token?.value || !Number.isInteger(id) || id <= 0) return undefined;
  const home = await readLastHome(id);
  return home?.userId === id ? home : undefined;
}

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
