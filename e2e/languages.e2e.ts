import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, daysAgo, launch, loadingDone, newPage, shot, signIn } from './support';
import { untranslatedOn } from './untranslated';

/**
 * The walk of issue 37 at 390 px, as the area manager sees it: in the pseudo-locale every word the
 * catalogue gives shows accented, so a plain English word that is not the chain's data is a word
 * left outside the catalogue; in Spanish no text runs out of its box or off the page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const day = daysAgo(2);
const WALK: { name: string; path: string; ready?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'today-board', path: '/management/today' },
  { name: 'daily-checklist', path: `/check-lists/daily-check/1/${day}` },
  { name: 'comm-sheet', path: `/check-lists/comm-sheet/1/${day}` },
  { name: 'cash-count', path: `/check-lists/cash-count/1/${day}` },
  { name: 'waste-log', path: `/check-lists/wastelog/1/${day}` },
  { name: 'food-safety', path: `/check-lists/food-safety/1/${day}` },
  { name: 'date-labels', path: '/check-lists/food-labels' },
  { name: 'food-safety-units', path: '/management/food-safety' },
  { name: 'new-orders', path: '/management/new-orders' },
  { name: 'evaluation-form', path: '/retail-score-sheets/create' },
  {
    name: 'action',
    path: '/management/actions',
    ready: async (page) => {
      const href = await page.$$eval('a[href^="/management/actions/"]', (links) =>
        links.map((link) => link.getAttribute('href')!).find((href) => /^\/management\/actions\/\d+$/.test(href)),
      );
      expect(href, 'an action to open').toBeTruthy();
      await page.goto(href!);
    },
  },
  { name: 'overview', path: '/management/overview' },
  { name: 'profile', path: '/profile/ops' },
];

/** Opens `path` and waits until it has loaded (its data, its skeletons gone). */
async function open(page: Page, stop: (typeof WALK)[number]): Promise<void> {
  await page.goto(stop.path);
  await loadingDone(page);
  if (stop.ready) {
    await stop.ready(page);
    await loadingDone(page);
  }
}

describe('the portal in another language (phone)', () => {
  it('leaves no word outside the catalogue on the walk, in the pseudo-locale', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await context.addInitScript(() => localStorage.setItem('dripp-pseudo-locale', '1'));
    const data = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
      try {
        collectStrings(await response.json(), data);
      } catch {
        // An answer whose body the page has already let go: nothing of it shows.
      }
    });
    await signIn(page, 'ops');
    // Home's answer comes in the page's HTML, not from the API; the person's name from the session.
    collectStrings(await apiAsPage(context, 'GET', '/dashboard'), data);
    data.add('ops');
    const found: Record<string, string[]> = {};
    for (const stop of WALK) {
      await open(page, stop);
      found[stop.name] = await untranslatedOn(page, data);
      await shot(page, `languages-pseudo-${stop.name}-phone`);
    }
    expect(found).toEqual(Object.fromEntries(WALK.map((stop) => [stop.name, []])));
    await context.close();
  });

  it('fits Spanish on the walk: nothing runs off the page or out of its box', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The person's own setting, as a sign-in with the form would bring it to the device.
    await context.addInitScript(() => localStorage.setItem('dripp-language', 'es'));
    await signIn(page, 'ops');
    await apiAsPage(context, 'PUT', '/users/me/language', { language: 'es' });
    try {
      const overflowing: Record<string, string[]> = {};
      for (const stop of WALK) {
        await open(page, stop);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
        overflowing[stop.name] = await cutOff(page);
        await shot(page, `languages-spanish-${stop.name}-phone`);
      }
      expect(overflowing).toEqual(Object.fromEntries(WALK.map((stop) => [stop.name, []])));
    } finally {
      await apiAsPage(context, 'PUT', '/users/me/language', { language: 'en' });
      await context.close();
    }
  });
});

/** Every string in an API answer: the chain's data, which is shown as it was written. */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    const text = value.includes('<') ? value.replace(/<[^>]*>/g, '\n') : value;
    for (const part of text.split('\n')) if (part.trim().length > 1) into.add(part.trim());
  } else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, into));
}

/** What runs off the page, and text cut off in a button, badge, tab or label. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 1) found.push(`the page is ${overflow}px wider than the screen`);
    const boxes = document.querySelectorAll<HTMLElement>(
      '.mantine-Button-label, .mantine-Badge-label, .mantine-Tabs-tabLabel, .mantine-SegmentedControl-label, .mantine-InputWrapper-label, .mantine-NavLink-label, .mantine-Title-root',
    );
    for (const box of Array.from(boxes)) {
      if (!box.getClientRects().length) continue;
      if (box.scrollWidth - box.clientWidth > 1) found.push(`${box.className.split(' ')[0]}: ${box.textContent}`);
    }
    return found;
  });
}
