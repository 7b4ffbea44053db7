import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Route } from 'playwright-core';
import { expect, inject } from 'vitest';
import { addDays, todayIn } from '@dripp/domain/dates';
import { apiSession, baseURL, DEMO_PASSWORD } from './api-session';

export { apiAs, baseURL, DEMO_PASSWORD } from './api-session';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** Debian's Chromium, the whole browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Its headless shell when installed: the same engine without the browser's window layer, a quarter
 * less CPU over the suite (decision 177). It has no PDF viewer: it downloads a PDF it is sent to.
 */
const HEADLESS_SHELL =
  !process.env.CHROMIUM_PATH && fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM;

/** `viewsPdf`: the whole browser, for a test that opens a PDF in a tab. */
export async function launch(extraArgs: string[] = [], { viewsPdf = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: viewsPdf ? CHROMIUM : HEADLESS_SHELL,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * The zone of the demo stores the tests work in (101–104, 201; 202 is in New York). The browser
 * runs in it, as a phone behind the counter in Portland would, whatever the machine's zone.
 */
export const DEMO_STORE_ZONE = 'America/Los_Angeles';

/** Today at the demo stores, formatted (`{ month: 'long', … }`) as the pages show it. */
export function demoToday(format: Intl.DateTimeFormatOptions): string {
  return new Date().toLocaleDateString('en-US', { ...format, timeZone: DEMO_STORE_ZONE });
}

type Opened = { context: BrowserContext; page: Page };

/**
 * A fresh context and page. The portal's service worker is blocked: it would answer requests that
 * tests intercept with page.route, and a test opens each page as a first visit. Only
 * installable.e2e.ts, whose subject the worker is, lets it run (docs/decisions/171). `touch`: a
 * phone's touch screen, no mouse (`pointer: coarse`).
 */
export async function newPage(browser: Browser, viewport = DESKTOP, { touch = false } = {}): Promise<Opened> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    timezoneId: DEMO_STORE_ZONE,
    serviceWorkers: 'block',
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  countRequests(page);
  return { context, page };
}

/**
 * Calls the API with the session of the page's context (its token cookie), as another tab of the
 * same person would, and answers the body's `data`: what the server holds, whatever the page shows.
 */
export async function apiAsPage<T>(context: BrowserContext, method: string, path: string, body?: object): Promise<T> {
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'token')!.value);
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Another page in the context, its requests and renders counted as `newPage`'s are. */
export async function anotherPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  countRequests(page);
  return page;
}

/**
 * Visits every address with `page` and, at the same time, with `extra` more pages of its context,
 * each taking the next address when it is done. A sweep mostly waits on the browser and the
 * server, one page at a time; two keep the machine busy in about half the time.
 */
export async function sweep(
  page: Page,
  urls: readonly string[],
  visit: (page: Page, url: string) => Promise<void>,
  extra = 1,
): Promise<void> {
  const pages = [page, ...(await Promise.all(Array.from({ length: extra }, () => anotherPage(page.context()))))];
  let next = 0;
  try {
    await Promise.all(
      pages.map(async (each) => {
        while (next < urls.length) await visit(each, urls[next++]!);
      }),
    );
  } finally {
    for (const each of pages.slice(1)) await each.close();
  }
}

/** The requests of each page opened by `newPage` that have not ended yet. */
const openRequests = new WeakMap<Page, { open: Set<Request>; endedAt: number }>();

function countRequests(page: Page): void {
  const requests = { open: new Set<Request>(), endedAt: 0 };
  openRequests.set(page, requests);
  const end = (request: Request) => {
    requests.open.delete(request);
    requests.endedAt = Date.now();
  };
  page.on('request', (request) => requests.open.add(request));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  // When the page last changed: a render after an answer arrives is part of loading.
  void page.addInitScript(() => {
    const mark = () => ((window as unknown as { __changedAt: number }).__changedAt = performance.now());
    mark();
    new MutationObserver(mark).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * Waits until the page has had no request open and no change to its document for `quietMs`.
 * Playwright's networkidle waits a fixed 500 ms after the last request and does not see a render
 * that follows it; over the hundreds of pages opened here the difference is minutes.
 */
export async function networkQuiet(page: Page, quietMs = 200, timeoutMs = 20_000): Promise<void> {
  const requests = openRequests.get(page);
  if (!requests) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const unchangedFor = await page
      .evaluate(() => performance.now() - ((window as unknown as { __changedAt?: number }).__changedAt ?? 0))
      // eslint-disable-next-line no-restricted-syntax -- a page that is navigating has not settled: it counts as just changed, and the deadline below still fails the wait
      .catch(() => 0);
    const idleFor = requests.open.size ? 0 : Date.now() - requests.endedAt;
    if (idleFor >= quietMs && unchangedFor >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const urls = [...requests.open].map((request) => request.url());
  throw new Error(
    `The page did not settle in ${timeoutMs} ms; open requests: ${urls.slice(0, 3).join(', ') || 'none'}`,
  );
}

/**
 * Runs `act`, waits until the page has settled (`networkQuiet`) and answers the requests other than
 * GET it sent meanwhile: "nothing was saved" is an empty list once the page is quiet, not a pause.
 */
export async function writesDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const record = (request: Request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', record);
  try {
    await act();
    await networkQuiet(page);
  } finally {
    page.off('request', record);
  }
  return writes;
}

/**
 * Opens an address in the running portal as its own links do (the browser's history and the
 * router), without loading the app again: for the tests that sweep every screen, where a fresh load
 * per page would be most of their time. A page not yet on the portal is loaded. Wait with
 * `loadingDone` afterwards.
 */
export async function openInPortal(page: Page, url: string): Promise<void> {
  if (new URL(page.url(), 'about:blank').origin !== new URL(baseURL()).origin) {
    await page.goto(url);
    return;
  }
  // The navigation counts as activity: the quiet that follows starts from here.
  const requests = openRequests.get(page);
  if (requests) requests.endedAt = Date.now();
  await page.evaluate((to) => {
    (window as unknown as { __changedAt: number }).__changedAt = performance.now();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Signs `username` in on this page without the login form: the account signs in through the API
 * once per run (the token is kept in a file beside the mail folder and checked before each use), and
 * the page's context gets the session cookies the login form would have written (the
 * `startSession` of apps/web/src/lib/session.ts). The page then opens home, as after the form.
 * Tests whose subject is the login form itself use `signInWithForm`.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const session = await apiSession(username, password);
  const expires = session.expires ?? -1;
  const cookie = (name: string, value: string) => ({
    name,
    value: cookieValue(value),
    url: baseURL(),
    expires,
    sameSite: 'Lax' as const,
  });
  const permissions = JSON.stringify(session.permissions);
  if (cookieValue(permissions).length > 4000) {
    throw new Error(`The permissions of ${username} do not fit a cookie; sign in with the form`);
  }
  await page
    .context()
    .addCookies([
      cookie('token', session.token),
      cookie('user-name', session.userName),
      cookie('user-id', String(session.userId)),
      cookie('permissions', permissions),
    ]);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/');
}

/** Signs in through the login form, as a person does. */
export async function signInWithForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A cookie value encoded as the web app's cookie library writes it. */
function cookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  // CI keeps no pictures: E2E_SCREENSHOTS=0 saves the half second each one costs.
  if (process.env.E2E_SCREENSHOTS === '0') return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** Full-page shots from the top, so the fixed header is not pasted over the middle of the page. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Waits for a notification with exactly this text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
}

/**
 * Picks `option` in the select labelled `label`: one click opens the list, one picks the option.
 * Options that arrive while the list is open show in place, and forms stay mounted while their
 * data loads again (decision 226): a list that closes under the test fails it.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  try {
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 20_000 });
  } catch (error) {
    // Says what the list held instead, so a failure shows whether it closed, filtered or lacked the option.
    const seen = await page.evaluate(() => ({
      options: Array.from(document.querySelectorAll('[role="option"]')).map((o) => o.textContent),
      lists: Array.from(document.querySelectorAll('[role="combobox"]')).map((b) => ({
        expanded: b.getAttribute('aria-expanded'),
        typed: (b as HTMLInputElement).value,
      })),
    }));
    throw new Error(`No option "${option}" in "${label}": ${JSON.stringify(seen)}`, { cause: error });
  }
}

/** No sideways scrolling of the whole page (wide tables scroll inside their own box). */
export async function expectNoPageOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/**
 * The serious or critical axe violations (WCAG 2 A and AA) on the page as it is now, one line each
 * (rule and up to three elements). `exclude` leaves out a region, such as a toast that is fading.
 */
export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page for every check to
  // gather the frames' results, which doubles its time, and the portal has no frames from elsewhere.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/**
 * Waits until the page's requests are done and its loading outlines are gone; fails when an outline
 * is still there after 10 s, so a page that never loads is not checked as if it had.
 */
export async function loadingDone(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect
    .poll(() => page.locator('.mantine-Skeleton-root').count(), {
      message: `${page.url()} still shows loading outlines`,
      timeout: 10_000,
    })
    .toBe(0);
}

/** Opens each path (two at a time, `sweep`), once it has settled and its loading outlines are gone, and lists those with serious violations. */
export async function seriousViolationsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  await sweep(page, paths, async (each, path) => {
    await openInPortal(each, path);
    await loadingDone(each);
    const serious = await seriousViolations(each);
    if (serious.length) found[path] = serious;
  });
  return found;
}

/**
 * Stops the page's clock (its Date; timers still run) at `at`, for a test about the date the page
 * itself chooses. The portal's server keeps the real clock, so `at` is chosen on the server's day.
 */
export async function fixPageClock(page: Page, at: Date): Promise<void> {
  await page.clock.setFixedTime(at);
}

/**
 * The date `days` before the demo stores' today (in their zone, whatever the machine's), as
 * YYYY-MM-DD: the today the demo was seeded on, so a run that crosses midnight keeps its dates.
 */
export function daysAgo(days: number): string {
  return addDays(todayIn(DEMO_STORE_ZONE, new Date(inject('demoSeededAt'))), -days);
}

/**
 * Every mail sent to an address through the test SMTP peer so far, newest first. Reminders the
 * portal sends on its own (`Auto-Submitted`) come at the stores' due times, whenever the suite
 * runs; they are left out unless asked for.
 */
export function mailsTo(address: string, options: { reminders?: boolean } = {}): string[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => new RegExp(`^To:.*${address.replace(/[.]/g, '\\.')}`, 'im').test(m))
    .filter((m) => options.reminders || !/^Auto-Submitted: auto-generated/im.test(m));
}

/** The newest mail sent to an address through the test SMTP peer, waiting for it to arrive. */
export async function mailTo(address: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = mailsTo(address)[0];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

/** Decodes quoted-printable soft breaks so links in a mail body can be matched. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** A route handler that fails the request as a dropped connection does. */
export const dropConnection = (route: Route) => route.abort('internetdisconnected');
