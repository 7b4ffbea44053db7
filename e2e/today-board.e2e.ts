import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_ITEMS } from '../packages/contract/src/store-day';
import {
  baseURL,
  daysAgo,
  DESKTOP,
  expectNoPageOverflow,
  launch,
  newPage,
  PHONE,
  screenshot,
  signIn,
  apiAs,
} from './support';

/*
 * The Today board (DESIGN §8): an area manager opens it on a phone and sees the stores with work
 * overdue before the stores with nothing late, each item opening the page where it is done; the
 * daily checklist records a task with one tap.
 */

// Demo stores 103 – Alberta Arts (falls behind here) and 102 – Hawthorne (tracks nothing here).
const BEHIND = 3;
const QUIET = 2;

let browser: Browser;

const api = <T>(method: string, path: string, body?: unknown) => apiAs<T>('admin', method, path, body);

const followChain = (storeId: number) =>
  api('PUT', `/store-day/stores/${storeId}/due-times`, { due_times: [], follow_chain: [...DUE_ITEMS] });

interface Unit {
  id: number;
  type: string;
  name: string;
  name_es: string | null;
  own_low: number | null;
  own_high: number | null;
  due_times: string[];
  provider_id: number | null;
}
/** A store's food units' due times, set to `times` (each unit's own when null); answers the units as they were. */
async function setUnitTimes(storeId: number, units: Unit[] | null, times: string[] | null): Promise<Unit[]> {
  const before = units ?? (await api<Unit[]>('GET', `/stores/${storeId}/food-units`));
  for (const u of before)
    await api('PUT', `/food-units/${u.id}`, {
      type: u.type,
      name: u.name,
      name_es: u.name_es,
      own_low: u.own_low,
      own_high: u.own_high,
      due_times: times ?? u.due_times,
      provider_id: u.provider_id,
    });
  return before;
}
let quietUnits: Unit[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // The demo goes back to the chain's times for the tests that follow.
  await Promise.all([followChain(BEHIND), followChain(QUIET), setUnitTimes(QUIET, quietUnits, null)]);
  await browser?.close();
});

describe('the Today board', () => {
  it('lists a store with overdue work before a quiet one at 390 px, and a tap records a task with name and time', async () => {
    const today = daysAgo(0);
    // Alberta Arts: its opening card was due at midnight and one of its tasks has no name yet.
    await api('PUT', `/store-day/stores/${BEHIND}/due-times`, {
      due_times: [{ item: 'open', time: '00:00', weekday: null }],
      follow_chain: [],
    });
    const day = await api<{ open: { checklist_id: number; task: string }[] }>(
      'GET',
      `/daily-checklist/${BEHIND}/${today}`,
    );
    const task = day.open[0]!;
    // Every other task of the card has a name, whatever the hour (just after midnight the demo's
    // day has none yet), so ticking the first one completes the card.
    await api('POST', `/daily-checklist/${today}`, {
      names: day.open.map((t, i) => ({ checklist_id: t.checklist_id, name: i === 0 ? '' : 'Sam Rivera' })),
    });
    // Hawthorne tracks nothing today, so nothing of it can be late.
    await api('PUT', `/store-day/stores/${QUIET}/due-times`, {
      due_times: DUE_ITEMS.map((item) => ({ item, time: null, weekday: null })),
      follow_chain: [],
    });
    // Nor its food units' readings (the demo reads each unit at 07:00 and 15:00).
    quietUnits = await setUnitTimes(QUIET, null, []);

    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, 'admin');
      await page.goto('/management/today');
      await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
      const behind = page.locator(`[data-store-id="${BEHIND}"]`);
      const quiet = page.locator(`[data-store-id="${QUIET}"]`);
      await behind.waitFor();
      await quiet.waitFor();
      await page.getByText(/^Updated \d{1,2}:\d{2} [AP]M$/).waitFor();

      const order = await page
        .locator('[data-store-id]')
        .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-store-id'))));
      expect(order.indexOf(BEHIND)).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(BEHIND)).toBeLessThan(order.indexOf(QUIET));

      const opening = behind.locator('[data-item="open"]');
      expect(await opening.getAttribute('href')).toBe(`/check-lists/daily-check/${BEHIND}/${today}`);
      expect(await opening.locator('[data-due-state]').getAttribute('data-due-state')).toBe('due');
      expect(await opening.innerText()).toContain('Due 12:00 AM');
      await quiet.getByText('Nothing due today.').waitFor();
      // A food unit's reading is on the day with its state, and opens the food-safety page.
      const walkIn = behind.locator('[data-item="food-reading"]').filter({ hasText: 'Walk-in cooler reading' }).first();
      expect(await walkIn.getAttribute('href')).toBe(`/check-lists/food-safety/${BEHIND}/${today}`);
      expect(await walkIn.locator('[data-due-state]').getAttribute('data-due-state')).toMatch(
        /^(upcoming|due|done|late)$/,
      );
      // Each item is a whole thumb tall.
      const box = await opening.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await expectNoPageOverflow(page);
      await screenshot(page, 'today-board-phone');

      await opening.click();
      await page.waitForURL(`**/check-lists/daily-check/${BEHIND}/${today}`);
      const card = page.getByRole('region', { name: 'Opening Shift' });
      await card.locator('[data-due-state="due"]').waitFor();
      expect(await card.locator('[data-due-state]').innerText()).toMatch(/^Due 12:00 AM · .*late$/);

      const field = page.getByRole('textbox', { name: new RegExp(`task 1: ${task.task}`) });
      expect(await field.inputValue()).toBe('');
      await page.getByRole('button', { name: `Tick ${task.task} as Avery Admin` }).click();
      await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('Avery Admin');
      const row = page.getByRole('listitem').filter({ has: field });
      const recorded = await row.locator('[data-done-at]').innerText();
      expect(recorded.trim()).toMatch(/^(Recorded at\s+)?\d{1,2}:\d{2} [AP]M$/);
      // Every task of the card has its name now: the card is done, late.
      await card.locator('[data-due-state="late"]').waitFor({ timeout: 15_000 });
      await screenshot(page, 'today-board-tick-phone');
    } finally {
      await context.close();
    }
  });

  it('shows the state of the cash count and the closing comm sheet on their pages at 390 px', async () => {
    const today = daysAgo(0);
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, 'admin');
      await page.goto(`/check-lists/cash-count/${BEHIND}/${today}`);
      await page.locator('[data-store-day-state="cash-count"] [data-due-state]').waitFor();
      await screenshot(page, 'today-cash-count-phone', false);
      await page.goto(`/check-lists/comm-sheet/${BEHIND}/${today}`);
      const sheet = page.locator('[data-store-day-state="comm-sheet"] [data-due-state]');
      await sheet.waitFor();
      expect(await sheet.innerText()).toMatch(/^(Due 9:30 PM · .+|Done.*)$/);
      await screenshot(page, 'today-comm-sheet-phone', false);
    } finally {
      await context.close();
    }
  });

  it("shows the store's clock, named by its zone, to a phone set to another zone at 390 px", async () => {
    // manager1 oversees Portland stores only; the phone is in New York, three hours ahead.
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseURL(),
      timezoneId: 'America/New_York',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    try {
      await signIn(page, 'manager1');
      await page.goto('/management/today');
      await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
      await page.locator('[data-store-id]').first().waitFor();
      const zone = 'P[SD]T';
      await page.getByText(new RegExp(`^Updated \\d{1,2}:\\d{2} [AP]M ${zone}$`)).waitFor();
      const card = page.locator('[data-store-id="1"]');
      expect(await card.locator('[data-store-clock]').innerText()).toMatch(
        new RegExp(`^\\d{1,2}:\\d{2} [AP]M ${zone}$`),
      );
      const due = await card.locator('[data-item]').first().innerText();
      expect(due).toMatch(new RegExp(`Due \\d{1,2}:\\d{2} [AP]M ${zone}`));
      expect(due).not.toMatch(/\b\d{2}:\d{2}\b(?! [AP]M)/);
      await expectNoPageOverflow(page);
      await screenshot(page, 'today-board-other-zone-phone');

      // A store page's due time is the store's too.
      await page.goto(`/check-lists/comm-sheet/1/${daysAgo(0)}`);
      const sheet = page.locator('[data-store-day-state="comm-sheet"] [data-due-state]');
      await sheet.waitFor();
      expect(await sheet.innerText()).toMatch(new RegExp(`^(Due 9:30 PM ${zone} · .+|Done.*)$`));
    } finally {
      await context.close();
    }
  });

  it('shows the due times of the chain and of a store with its time zone', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'admin');
      await page.goto('/management/today/due-times');
      await page.getByRole('heading', { name: 'Due times', level: 1 }).waitFor();
      await page.locator('[data-time-zone]').waitFor();
      expect(await page.locator('[data-time-zone]').innerText()).toMatch(/^America\//);
      await page.locator('fieldset[data-due-item="open"]').first().waitFor();
      await screenshot(page, 'today-due-times-desktop');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'today-due-times-phone');
      await page.setViewportSize(DESKTOP);
      await page.goto('/management/today');
      await page.locator('[data-store-id]').first().waitFor();
      await screenshot(page, 'today-board-desktop');
    } finally {
      await context.close();
    }
  });
});
