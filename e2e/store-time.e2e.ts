import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, daysAgo, fixPageClock, launch, newPage, PHONE, screenshot, signIn, toast } from './support';

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
    // Kiritimati (UTC+14) is 21–22 hours ahead of Portland. At noon UTC of Portland's today it is
    // still that day's morning in Portland and already the next day in Kiritimati, so a page that
    // took the phone's zone would open tomorrow.
    const portland = daysAgo(0);
    const at = new Date(`${portland}T12:00:00Z`);
    const dayIn = (timeZone: string) => at.toLocaleDateString('sv-SE', { timeZone });
    expect(dayIn('America/Los_Angeles')).toBe(portland);
    expect(dayIn('Pacific/Kiritimati')).not.toBe(portland);
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseURL(),
      timezoneId: 'Pacific/Kiritimati',
    });
    const page = await context.newPage();
    await fixPageClock(page, at);
    try {
      await signIn(page, 'manager1');
      await page.goto('/check-lists/daily-check');
      await page.waitForURL(`**/check-lists/daily-check/1/${portland}`);
      await page.goto('/check-lists/comm-sheet');
      await page.waitForURL(`**/check-lists/comm-sheet/1/${portland}`);
    } finally {
      await context.close();
    }
  });
});
