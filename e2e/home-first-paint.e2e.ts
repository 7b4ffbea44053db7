import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, baseURL, launch, networkQuiet, signIn } from './support';

/**
 * Home's first paint (docs/decisions/230, 231): a signed-in reload of Home shows the announcement
 * from the page's HTML before any script has run; the app then takes over with the same cards,
 * shown once, never gone for a moment, and nothing moves. The installed app opens Home on the last
 * one the person saw, from its service worker and IndexedDB, and fresh data replaces it in place.
 * The last part lets the service worker run, as installable.e2e.ts does.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const HEADING = 'Important announcement';

/**
 * Installed before the page's first byte: how many announcement headings are visible after each
 * change to the page, whether one was ever visible and then none, and the layout shifts.
 */
const WATCH = `
  window.__home = { seen: false, gone: 0, most: 0, shifts: 0, handovers: [] };
  let last = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__home.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const headings = [...document.querySelectorAll('h2')].filter(
      (h) => h.textContent.trim() === ${JSON.stringify(HEADING)} && h.checkVisibility(),
    );
    const shown = headings.length;
    // Where the heading is each time another element shows it: the HTML's, then the app's.
    if (shown === 1 && headings[0] !== last?.element) {
      const top = headings[0].getBoundingClientRect().top + window.scrollY;
      if (last) window.__home.handovers.push(top - last.top);
      last = { element: headings[0], top };
    }
    window.__home.most = Math.max(window.__home.most, shown);
    if (shown > 0) window.__home.seen = true;
    else if (window.__home.seen) window.__home.gone += 1;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
`;

interface Watched {
  /** How far the heading moved each time the app's element took over from the HTML's (px). */
  handovers: number[];
  seen: boolean;
  gone: number;
  most: number;
  shifts: number;
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __home: Watched }).__home);

/** The announcement's text as a person reads it, from the API's answer. */
async function announcementText(context: BrowserContext): Promise<string> {
  const { announcement } = await apiAsPage<{ announcement: string }>(context, 'GET', '/dashboard');
  const text = announcement
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  expect(text.length).toBeGreaterThan(10);
  // A stretch of plain words, free of entities, to look for on the page.
  return text.split(/&\w+;/)[0]!.split(' ').slice(0, 6).join(' ');
}

/** The app has taken over: its Home is in place (the tiles are the app's alone) and the HTML's first paint has gone. */
async function appShowsHome(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal sections' }).waitFor();
  await expect.poll(() => page.locator('#home-first-paint').count()).toBe(0);
}

describe("Home's first paint", () => {
  it('shows the announcement from the HTML with scripts off, then the app keeps it: once, never gone, nothing moves', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL(), serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await signIn(page, 'admin');
      const words = await announcementText(context);

      // No script runs in this page at all: what it shows came in the HTML.
      const bare = await browser.newContext({
        viewport: PHONE,
        baseURL: baseURL(),
        javaScriptEnabled: false,
        serviceWorkers: 'block',
      });
      try {
        await bare.addCookies(await context.cookies());
        const still = await bare.newPage();
        const answer = await still.goto('/');
        expect(answer?.headers()['cache-control']).toBe('private, no-store');
        await still.getByRole('heading', { name: HEADING }).waitFor();
        await still.getByText(words).first().waitFor();
        // Still the HTML's first paint: no script has given the screen to the app.
        expect(await still.locator('#home-first-paint').count()).toBe(1);
      } finally {
        await bare.close();
      }

      // With scripts on: the reload asks nothing more of the API for the cards.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/dashboard') asked.push(request.url());
      });
      await page.addInitScript(WATCH);
      await page.reload();
      await appShowsHome(page);
      await networkQuiet(page);
      const seen = await watched(page);
      expect(seen.seen).toBe(true);
      expect(seen.gone).toBe(0);
      expect(seen.most).toBe(1);
      expect(seen.shifts).toBeLessThanOrEqual(0.05);
      expect(seen.handovers).toHaveLength(1);
      expect(Math.abs(seen.handovers[0]!)).toBeLessThanOrEqual(4);
      expect(await page.getByRole('heading', { name: HEADING }).count()).toBe(1);
      expect(await page.getByText(words).count()).toBe(1);
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the installed app opens Home on the last one seen, then fresh data replaces it in place; sign-out forgets it', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL() });
    try {
      const page = await context.newPage();
      await signIn(page, 'admin');
      const words = await announcementText(context);
      await appShowsHome(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      // The app has kept this Home for the person.
      const userId = Number((await context.cookies()).find((c) => c.name === 'user-id')?.value);
      await expect.poll(() => keptHomes(page), { timeout: 10_000 }).toHaveProperty(String(userId));

      // The next open: the answer is held until the kept Home is on screen, then comes back changed.
      const first = words.split(' ')[0]!;
      const changed = words.replace(first, first.toUpperCase());
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/api/dashboard', async (route) => {
        const fresh = await route.fetch();
        const body = (await fresh.json()) as { data: { announcement: string } };
        await held;
        body.data.announcement = body.data.announcement.replace(first, first.toUpperCase());
        await route.fulfill({ response: fresh, json: body });
      });
      const reopened = await context.newPage();
      await reopened.addInitScript(WATCH);
      const answer = await reopened.goto('/');
      expect(answer?.fromServiceWorker()).toBe(true);
      expect(await answer?.text()).toContain('home-first-paint-data');
      await reopened.getByRole('heading', { name: HEADING }).waitFor();
      await reopened.getByText(words).first().waitFor();
      release();
      await reopened.getByText(new RegExp(changed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).waitFor();
      await networkQuiet(reopened);
      const seen = await watched(reopened);
      expect(seen.gone).toBe(0);
      expect(seen.most).toBe(1);
      expect(seen.shifts).toBeLessThanOrEqual(0.05);
      expect(seen.handovers).toHaveLength(1);
      expect(Math.abs(seen.handovers[0]!)).toBeLessThanOrEqual(4);
      expect(await reopened.getByRole('heading', { name: HEADING }).count()).toBe(1);
      await reopened.close();
      await context.unroute('**/api/dashboard');

      // A phone whose cookies name someone else opens Home without this person's.
      const cookie = (await context.cookies()).find((c) => c.name === 'user-id')!;
      await context.addCookies([{ ...cookie, value: String(userId + 100_000) }]);
      const other = await context.newPage();
      const otherAnswer = await other.goto('/');
      expect(otherAnswer?.fromServiceWorker()).toBe(true);
      expect(await otherAnswer?.text()).not.toContain('home-first-paint-data');
      await other.close();
      await context.addCookies([cookie]);

      // Sign-out forgets every kept Home.
      await page.goto('/logout');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await keptHomes(page)).toEqual({});
    } finally {
      await context.close();
    }
  });
});

/** The announcements the phone keeps, by user id. */
function keptHomes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        const request = indexedDB.open('dripp-home');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve({});
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('last')) return resolve({});
          const all = db.transaction('last').objectStore('last').getAll();
          all.onsuccess = () => {
            db.close();
            const rows = all.result as { userId: number; dashboard: { announcement: string } }[];
            resolve(Object.fromEntries(rows.map((row) => [String(row.userId), row.dashboard.announcement])));
          };
        };
      }),
  );
}
