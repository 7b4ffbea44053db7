import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, daysAgo, launch, newPage, PHONE, screenshot, signIn, toast } from './support';

/*
 * Every store on its own clock (DESIGN §8): a store's time zone is chosen on its form, and a store
 * page's day is the store's, whatever zone the phone itself is set to.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("a store's time zone", () => {
  it('is picked from a searchable list on the store form at 390 px and shown on the store page', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, 'admin');
      // 202 – Brooklyn Heights, the demo's store in New York.
      await page.goto('/admin/stores/edit/6');
      const zone = page.getByRole('combobox', { name: 'Time zone', exact: true });
      await zone.waitFor();
      expect(await zone.inputValue()).toBe('America/New_York');
      await zone.fill('chicago');
      await page.getByRole('option', { name: 'America/Chicago', exact: true }).click();
      await screenshot(page, 'store-time-zone-phone');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Successfully updated Store');
      await page.waitForURL('**/admin/stores/6');
      await page.getByText('America/Chicago', { exact: true }).waitFor();

      // Back to New York, so the demo stays as it was.
      await page.goto('/admin/stores/edit/6');
      await zone.fill('new_york');
      await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page, 'Successfully updated Store');
      await page.getByText('America/New York', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("opens a store page on the store's today even when the phone is set to another zone", async () => {
    // Kiritimati (UTC+14) is most of a day ahead of Portland: its date is usually Portland's tomorrow.
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseURL(),
      timezoneId: 'Pacific/Kiritimati',
    });
    const page = await context.newPage();
    try {
      await signIn(page, 'manager1');
      await page.goto('/check-lists/daily-check');
      await page.waitForURL(`**/check-lists/daily-check/1/${daysAgo(0)}`);
      await page.goto('/check-lists/comm-sheet');
      await page.waitForURL(`**/check-lists/comm-sheet/1/${daysAgo(0)}`);
    } finally {
      await context.close();
    }
  });
});
