import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, daysAgo, launch, newPage, shot, signIn, dropConnection } from './support';

/**
 * The comm sheet's drafts and waiting saves (decision 172) at 390 px. The service worker is
 * blocked (support.ts), so the "offline" reload is a reload with every API call failing.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);

/** The day's Mid Shift of store 1 as the server has it, read with the page's own session. */
const serverMid = async (context: BrowserContext, date: string) =>
  (await apiAsPage<{ mid: { id: number | null; names: string[] } }>(context, 'GET', `/comm-sheet/1/${date}`)).mid;

describe('comm sheet offline (phone)', () => {
  it('keeps a save made offline on the phone, shows it after a reload and sends it once', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    // A day of its own for each run, which the demo seed leaves empty.
    const date = daysAgo(200 + (Date.now() % 600));
    await page.goto(`/check-lists/comm-sheet/1/${date}`);
    const mid = page.getByRole('region', { name: 'Mid Shift', exact: true });
    await mid.getByText('No team members yet').waitFor();
    const name = `Dana ${suffix}`;
    const newName = mid.getByRole('textbox', { name: 'New team member for Mid Shift' });
    await newName.fill(name);
    await newName.press('Enter');
    const member = mid.getByRole('button', { name: `${name}, edit team member` });
    await member.waitFor();

    let posts = 0;
    await page.route(`**/api/comm-sheet/1/${date}`, (route) => {
      if (route.request().method() === 'POST') posts += 1;
      return route.continue();
    });
    await context.setOffline(true);
    await mid.getByRole('button', { name: 'Save Mid Shift' }).click();
    await mid.getByText('Saved on this phone, not yet sent').waitFor();

    // Reloaded with no API: the day cannot load, and the page says what the phone holds.
    // The save waits on the phone, so reloading asks nothing (decision 194).
    await page.route('**/api/**', dropConnection);
    await context.setOffline(false);
    let asked = 0;
    page.on('dialog', (dialog) => {
      asked += 1;
      void dialog.accept();
    });
    await page.reload();
    // The page's code is here (the service worker's precache on a phone), then the phone is offline.
    await page.getByText('Could not load').first().waitFor();
    await context.setOffline(true);
    const kept = page.locator('[data-kept-on-phone="mid"]');
    await kept.getByText('Saved on this phone, not yet sent').waitFor();
    await kept.getByText(/unsaved changes are kept on this phone/).waitFor();
    await shot(page, 'comm-sheet-offline-reload-phone');
    expect(asked).toBe(0);

    // The connection returns: the save is sent once and the day loads with it.
    await page.unroute('**/api/**', dropConnection);
    await context.setOffline(true);
    await context.setOffline(false);
    await member.waitFor({ timeout: 15_000 });
    const saved = await serverMid(context, date);
    expect(saved.names).toEqual([name]);
    expect(posts).toBe(1);
    expect(await page.getByText(/You have unsaved changes/).count()).toBe(0);
    await context.close();
  });

  it('leaves a card whose save waits on the phone without asking, and asks once something is typed after it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const date = daysAgo(810 + (Date.now() % 300));
    await page.goto(`/check-lists/comm-sheet/1/${date}`);
    const mid = page.getByRole('region', { name: 'Mid Shift', exact: true });
    await mid.getByText('No team members yet').waitFor();
    const newName = mid.getByRole('textbox', { name: 'New team member for Mid Shift' });
    const add = async (name: string) => {
      await newName.fill(name);
      await newName.press('Enter');
      await mid.getByRole('button', { name: `${name}, edit team member` }).waitFor();
    };
    const toWasteLog = async () => {
      const burger = page.getByRole('button', { name: 'Open navigation' });
      if (await burger.isVisible()) await burger.click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Waste Log', exact: true })
        .click();
    };
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });

    await add(`Queued ${suffix}`);
    await context.setOffline(true);
    await mid.getByRole('button', { name: 'Save Mid Shift' }).click();
    await mid.getByText('Saved on this phone, not yet sent').waitFor();

    // Typed after the queued save: that is not kept anywhere, so leaving asks.
    await add(`Typed ${suffix}`);
    await toWasteLog();
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'detached' });

    // Saved again: everything typed waits on the phone, and the card is left quietly.
    await mid.getByRole('button', { name: 'Save Mid Shift' }).click();
    await expect.poll(() => mid.getByRole('button', { name: 'Save Mid Shift' }).isEnabled()).toBe(true);
    await toWasteLog();
    await page.waitForURL('**/check-lists/wastelog**');
    expect(await question.count()).toBe(0);
    await context.close();
  });
});
