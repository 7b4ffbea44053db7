import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/config/paths';
import { leaving, signedIn, signedOut } from './route-table';
import { launch, loadingDone, newPage, openInPortal, signIn, sweep } from './support';

// Every page of the route table (spec 3 §2.1) loads its own chunk and renders: a broken lazy
// import shows the error element or "Page not found" and fails here.

/** Opens an address in the portal and waits until the page's own content (a heading in the main area) shows. */
async function expectRendered(page: Page, url: string): Promise<void> {
  const failed: string[] = [];
  page.on('pageerror', (error) => failed.push(error.message));
  await openInPortal(page, url);
  await loadingDone(page);
  const heading = page.locator('main h1, main h2, h1').first();
  await heading.waitFor({ state: 'visible', timeout: 20_000 });
  await expect.poll(() => page.getByText('Page not found').count(), { message: url }).toBe(0);
  expect(await page.getByText('Something went wrong').count(), url).toBe(0);
  expect(await page.locator('[data-part-failed]').count(), url).toBe(0);
  expect(await page.getByText('could not be loaded').count(), url).toBe(0);
  expect(await page.locator('[aria-label="Loading page"]').count(), url).toBe(0);
  expect(failed, url).toEqual([]);
  page.removeAllListeners('pageerror');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('every page route', () => {
  it('names an address for every entry of the route table', () => {
    const covered = new Set([...Object.keys(signedIn), ...Object.keys(signedOut), ...Object.keys(leaving)]);
    expect(Object.keys(paths).filter((key) => !covered.has(key))).toEqual([]);
  });

  it('renders each signed-in page for the admin, from its own chunk', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin');
      const chunks = new Set<string>();
      context.on('response', (response) => {
        if (/\/assets\/.*\.js$/.test(response.url())) chunks.add(response.url());
      });
      const named = Object.entries(signedIn).flatMap(([name, urls]) => urls.map((url) => ({ name, url })));
      await sweep(
        page,
        named.map(({ url }) => url),
        async (each, url) => {
          try {
            await expectRendered(each, url);
          } catch (error) {
            throw new Error(`${named.find((entry) => entry.url === url)!.name} ${url}: ${(error as Error).message}`);
          }
        },
      );
      // Pages come in their own files, loaded as they are opened.
      expect(chunks.size).toBeGreaterThan(40);
      for (const [name, urls] of Object.entries(leaving)) {
        for (const url of urls) {
          await page.goto(url);
          await page.waitForURL((u) => u.pathname !== url, { timeout: 20_000 });
          expect(await page.getByText('Something went wrong').count(), name).toBe(0);
          expect(await page.locator('[data-part-failed]').count(), name).toBe(0);
          expect(await page.getByText('Page not found').count(), name).toBe(0);
        }
      }
    } finally {
      await context.close();
    }
  }, 300_000);

  it('renders each signed-out page', async () => {
    const { context, page } = await newPage(browser);
    try {
      for (const urls of Object.values(signedOut)) for (const url of urls) await expectRendered(page, url);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows "Page not found" for an address outside the table', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin');
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('offers a reload when a page chunk fails to load, as after a redeploy', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin');
      // The next page's file is gone (an old tab after a redeploy): every chunk request fails.
      await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      // Move within the app (no reload), to a page whose chunk was not loaded yet.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/admin/users');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('button', { name: 'Reload' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByText(/new version|could not be loaded/i).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
