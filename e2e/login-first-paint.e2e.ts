import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PHONE, baseURL, launch, networkQuiet } from './support';

/**
 * The login page's first paint (docs/decisions/261): the login form and the demo note come in the
 * page's HTML, before any script has run; the app then takes over with the same form, shown once,
 * never gone for a moment, nothing moves, and what was typed before the app ran is kept.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NOTE = 'This portal holds the demo accounts and their published password.';

/**
 * Installed before the page's first byte: the most login forms and demo notes visible at once,
 * whether the note was ever visible and then not, and the layout shifts.
 */
const WATCH = `
  window.__login = { seen: false, gone: 0, forms: 0, notes: 0, shifts: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__login.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const visible = (selector) => [...document.querySelectorAll(selector)].filter((e) => e.checkVisibility()).length;
    const notes = visible('[role="note"]');
    window.__login.forms = Math.max(window.__login.forms, visible('input[name="username"]'));
    window.__login.notes = Math.max(window.__login.notes, notes);
    if (notes > 0) window.__login.seen = true;
    else if (window.__login.seen) window.__login.gone += 1;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
`;

interface Watched {
  seen: boolean;
  gone: number;
  forms: number;
  notes: number;
  shifts: number;
}

const noteBackground = (page: Page) =>
  page.getByRole('note').evaluate((note) => getComputedStyle(note).backgroundColor);

/** Every script of the page is a file of the portal, data, or an inline script the policy names by its hash. */
async function expectScriptsAllowed(page: Page, policy: string): Promise<void> {
  expect(policy).toContain("script-src 'self'");
  const scripts = await page.$$eval('script', (all) =>
    all.map((s) => ({ src: s.getAttribute('src'), type: s.getAttribute('type'), text: s.textContent ?? '' })),
  );
  for (const script of scripts) {
    if (script.src !== null || script.type === 'application/json') continue;
    const hash = crypto.createHash('sha256').update(script.text).digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
  }
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __login: Watched }).__login);

describe("The login page's first paint", () => {
  it('shows the form and the demo note from the HTML with scripts off, under a CSP that runs only its one inline script, by its hash', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseURL(),
      javaScriptEnabled: false,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      const answer = await page.goto('/login');
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(answer?.headers()['set-cookie']).toBeUndefined();
      await page.getByRole('heading', { name: 'Management Portal' }).waitFor();
      await page.getByRole('note').getByText('Demo portal').waitFor();
      await page.getByText(NOTE).waitFor();
      // The note is styled by the first load's stylesheet: its yellow background, not none.
      expect(await noteBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
      await page.getByLabel('Username or Email').waitFor();
      await page.getByLabel(/^Password/).waitFor();
      await page.getByLabel('Remember me').waitFor();
      await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.title()).toBe('Login · Dripp Portal');
      // Still the HTML's: no script has given the screen to the app, and none in the page could run.
      expect(await page.locator('#login-first-paint').count()).toBe(1);
      // Every script is a file of the portal, data, or an inline script the policy names by its hash.
      await expectScriptsAllowed(page, answer?.headers()['content-security-policy'] ?? '');
      // Without the app, Login sends nothing anywhere: the password never reaches an address.
      await page.getByLabel('Username or Email').fill('admin');
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByLabel(/^Password/).press('Enter');
      expect(page.url()).toBe(`${baseURL()}/login`);
    } finally {
      await context.close();
    }
  });

  it('the app takes over with one form and one note, nothing moves, and what was typed before it ran is kept', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL(), serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.addInitScript(WATCH);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/demo') asked.push(request.url());
      });
      // The app's code is held until the person has typed into the HTML's form.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const first = page.locator('#login-first-paint');
      await first.getByText(NOTE).waitFor();
      await first.getByLabel('Username or Email').fill('admin');
      await first.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await first.getByLabel(/^Password/).press('ArrowLeft');
      expect(await page.locator('#root input').count()).toBe(0);

      release();
      await expect.poll(() => page.locator('#login-first-paint').count(), { timeout: 20_000 }).toBe(0);
      await networkQuiet(page);
      // The app's own form, with what was typed, the focus and the caret where they were.
      const username = page.locator('#root input[name="username"]');
      const password = page.locator('#root input[name="password"]');
      expect(await username.inputValue()).toBe('admin');
      expect(await password.inputValue()).toBe(DEMO_PASSWORD);
      expect(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null;
          return [active?.name, active?.selectionStart, active?.closest('#root') !== null];
        }),
      ).toEqual(['password', DEMO_PASSWORD.length - 1, true]);

      const seen = await watched(page);
      expect(seen.seen).toBe(true);
      expect(seen.gone).toBe(0);
      expect(seen.notes).toBe(1);
      expect(seen.forms).toBe(1);
      expect(seen.shifts).toBeLessThanOrEqual(0.05);
      expect(await page.getByRole('note').count()).toBe(1);
      expect(await page.getByText(NOTE).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Management Portal' }).count()).toBe(1);
      // The note's answer came with the page: the app asked no second time.
      expect(asked).toEqual([]);

      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Welcome to the Dripp Portal' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a press of Login before the app has run signs in once the app has taken over', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL(), serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const signIns: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth') signIns.push(request.method());
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const first = page.locator('#login-first-paint');
      await first.getByLabel('Username or Email').fill('admin');
      await first.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await first.getByRole('button', { name: 'Login' }).click();
      expect(page.url()).toBe(`${baseURL()}/login`);
      release();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Welcome to the Dripp Portal' }).waitFor();
      expect(signIns).toEqual(['POST']);
    } finally {
      await context.close();
    }
  });

  it("a repeat visit with the service worker paints the form and the note from the worker's answer, offline and with scripts off", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL() });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await page.close();
      // Offline, so the answer can only be the worker's; no script of the page runs.
      await context.setOffline(true);
      const again = await context.newPage();
      const cdp = await context.newCDPSession(again);
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      const answer = await again.goto('/login');
      expect(answer?.fromServiceWorker()).toBe(true);
      const first = again.locator('#login-first-paint');
      await first.getByRole('heading', { name: 'Management Portal' }).waitFor();
      await first.getByRole('note').getByText('Demo portal').waitFor();
      await first.getByText(NOTE).waitFor();
      await first.getByLabel('Username or Email').waitFor();
      await first.getByRole('button', { name: 'Login' }).waitFor();
      expect(await again.title()).toBe('Login · Dripp Portal');
      expect(await noteBackground(again)).not.toBe('rgba(0, 0, 0, 0)');
      await expectScriptsAllowed(again, answer?.headers()['content-security-policy'] ?? '');
      // The worker's answer, as the server's, carries the demo answer with the time it was kept.
      const carried = JSON.parse((await again.locator('#login-first-paint-data').textContent()) ?? '{}') as object;
      expect(carried).toEqual({ demo: true, at: expect.any(Number) as number });

      // With a session cookie, as the server does, the page as built: the app sends the visitor on.
      await context.addCookies([{ name: 'token', value: 'x', url: baseURL() }]);
      await again.goto('/login');
      expect(await again.locator('#login-first-paint').count()).toBe(0);
      await context.clearCookies();

      // With scripts, the app takes over from the worker's first paint: one form, one note.
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
      await again.goto('/login');
      await expect.poll(() => again.locator('#login-first-paint').count(), { timeout: 20_000 }).toBe(0);
      await again.locator('#root input[name="username"]').waitFor();
      expect(await again.getByRole('note').count()).toBe(1);
      expect(await noteBackground(again)).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
    }
  });
});
