/// <reference lib="webworker" />
// The login page's repeat visit (docs/decisions/261): the worker answers /login as the server does
// for a visitor with no session, with the login form and the demo note in the page's HTML, built
// from the precached index.html and the same markup (packages/contract/src/login-first-paint.ts).
// The one thing it keeps for that is the portal's demo answer, a yes or no that is the same for every
// visitor: nothing of any person. The inline script keeps its text, so the policy's hash allows it.
import { DEMO_NOTICE_PATH, type CarriedDemoNotice } from '@dripp/contract/login-first-paint';
import { withLoginFirstPaint } from '@dripp/contract/login-first-paint-page';
import { COOKIE } from '@dripp/contract/session-keys';
import { LANGUAGE_COOKIE, isLanguage, requestLanguage, type Language } from '@dripp/contract/languages';

declare const self: ServiceWorkerGlobalScope;

const CACHE = 'login-demo-notice';
/** The cache's key for the kept answer: not an address anything is fetched from. */
const KEY = '/login-demo-notice';
/** The API keeps its own answer a minute; so is the kept one asked again after a minute. */
const FRESH_MS = 60_000;

/** The kept demo answer, with the time it was answered; undefined before the first. */
async function keptDemoNotice(): Promise<Required<CarriedDemoNotice> | undefined> {
  const kept = await (await caches.open(CACHE)).match(KEY);
  const value = (kept ? await kept.json() : null) as { demo?: unknown; at?: unknown } | null;
  return typeof value?.demo === 'boolean' && typeof value.at === 'number'
    ? { demo: value.demo, at: value.at }
    : undefined;
}

/** Asks for the demo answer (without cookies) and keeps the yes or no; quiet when it fails. */
export async function refreshDemoNotice(): Promise<void> {
  try {
    const answer = await fetch(`/api${DEMO_NOTICE_PATH}`, { credentials: 'omit', cache: 'no-store' });
    const body = (answer.ok ? await answer.json() : null) as { data?: { demo?: unknown } } | null;
    const demo = body?.data?.demo;
    if (typeof demo !== 'boolean') return;
    const kept = new Response(JSON.stringify({ demo, at: Date.now() }), {
      headers: { 'Content-Type': 'application/json' },
    });
    await (await caches.open(CACHE)).put(KEY, kept);
  } catch {
    // Offline or the server away: the kept answer stays.
  }
}

/** The language the server would write the page in: the address's ?lang=, its cookie, the browser's (decision 273). */
export async function pageLanguage(event: ExtendableEvent | undefined): Promise<Language> {
  const url = new URL((event as FetchEvent | undefined)?.request?.url ?? self.location.href);
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  const cookies = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  const cookie = await cookies?.get(LANGUAGE_COOKIE).catch(() => null);
  return requestLanguage(cookie?.value, self.navigator.languages.join(','));
}

/** Whether the cookies hold a session token; undefined when the worker cannot read them. */
async function hasToken(): Promise<boolean | undefined> {
  const cookies = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  if (!cookies) return undefined;
  return (await cookies.get(COOKIE.token)) !== null;
}

/**
 * The login page from the precached index.html: with the first paint when the worker knows no
 * session cookie is there (the server's rule) and has the demo answer, else the page as built. A
 * stale answer is asked again in the background, for the next visit; the app asks again for this one.
 */
export async function loginPage(shell: Response, event: ExtendableEvent | undefined): Promise<Response> {
  const [token, kept] = await Promise.all([hasToken(), keptDemoNotice()]).catch(() => [undefined, undefined]);
  if (!kept || Date.now() - kept.at > FRESH_MS) {
    const asked = refreshDemoNotice();
    event?.waitUntil(asked);
  }
  if (token !== false || !kept) return shell;
  return new Response(withLoginFirstPaint(await shell.text(), kept, await pageLanguage(event)), {
    status: shell.status,
    statusText: shell.statusText,
    headers: shell.headers,
  });
}

// The answer is there from the install on, so the first visit the worker answers paints the form.
self.addEventListener('install', (event) => event.waitUntil(refreshDemoNotice()));
