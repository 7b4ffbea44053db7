import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, daysAgo, launch, newPage, shot, signIn, dropConnection } from './support';

/**
 * Saves kept on the phone go out by themselves when the connection returns, whatever the page
 * shows (decision 194), at 390 px. As in offline-saves.e2e.ts the service worker is blocked, so a
 * reload "offline" is a reload with every API call failing, then the browser set offline.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);

const serverCount = (context: BrowserContext, date: string) =>
  apiAsPage<{ leads: { open_lead: string } }>(context, 'GET', `/cash-count/1/${date}`);

describe('the queue sends by itself (phone)', () => {
  it('sends a cash count saved offline from the page that could not load, and shows the saved count', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const date = daysAgo(125);
    await page.goto(`/check-lists/cash-count/1/${date}`);
    const lead = page.getByLabel('Opening Shift Lead');
    await lead.waitFor();
    const typed = `Queued ${suffix}`;
    await lead.fill(typed);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved on this phone, not yet sent').waitFor();

    // Reopened offline: the day cannot load, and the page shows the count that waits, marked as not sent.
    await page.route('**/api/**', dropConnection);
    await context.setOffline(false);
    await page.reload();
    // The page's code is here (the service worker's precache on a phone), then the phone is offline.
    await page.getByText('Could not load').waitFor();
    await context.setOffline(true);
    await page.getByText(/the count kept on this phone/).waitFor();
    expect(await lead.inputValue()).toBe(typed);
    expect(await lead.isDisabled()).toBe(true);
    await shot(page, 'queue-reloaded-offline-phone');

    // The connection returns; nobody touches the page.
    await page.unroute('**/api/**', dropConnection);
    const back = Date.now();
    await context.setOffline(false);
    await expect
      .poll(async () => (await serverCount(context, date)).leads.open_lead, { timeout: 10_000, interval: 250 })
      .toBe(typed);
    console.log(`cash count sent ${Date.now() - back} ms after the connection returned`);
    // The page reads the day again by itself: the saved count, editable, with no failure left.
    await expect.poll(() => page.getByText('Could not load').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => lead.isDisabled(), { timeout: 10_000 }).toBe(false);
    expect(await lead.inputValue()).toBe(typed);
    await context.close();
  });

  it('keeps a tick made offline and sends it when the connection returns', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const date = daysAgo(126);
    type Day = { open: { checklist_id: number; name: string | null }[] };
    await page.goto(`/check-lists/daily-check/1/${date}`);
    const list = page.getByRole('list', { name: 'Opening Shift tasks' });
    const firstName = list.getByPlaceholder('Enter employee name').first();
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe('');

    await context.setOffline(true);
    await list
      .getByRole('button', { name: /^Tick .* as / })
      .first()
      .click();
    await page.getByText('Saved on this phone, not yet sent').first().waitFor();
    expect(await page.getByText(/Nothing was sent/).count()).toBe(0);
    const me = await firstName.inputValue();
    expect(me).not.toBe('');
    await shot(page, 'queue-tick-offline-phone');

    const back = Date.now();
    await context.setOffline(false);
    await expect
      .poll(async () => (await apiAsPage<Day>(context, 'GET', `/daily-checklist/1/${date}`)).open[0]!.name, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(me);
    console.log(`tick sent ${Date.now() - back} ms after the connection returned`);
    await context.close();
  });

  /** Saves on the page offline, then reloads it with no API: "Could not load", the phone's version below. */
  async function reloadedOffline(context: BrowserContext, page: Awaited<ReturnType<typeof newPage>>['page']) {
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved on this phone, not yet sent').first().waitFor();
    await page.route('**/api/**', dropConnection);
    await context.setOffline(false);
    let asked = 0;
    page.on('dialog', (dialog) => {
      asked += 1;
      void dialog.accept();
    });
    await page.reload();
    await page.getByText('Could not load').waitFor();
    await context.setOffline(true);
    return () => asked;
  }

  it('shows the daily checklist’s waiting names and ticks in place of a failed load, marked as not yet sent', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const date = daysAgo(127);
    type Day = { open: { checklist_id: number; task: string; name: string | null }[] };
    await page.goto(`/check-lists/daily-check/1/${date}`);
    const list = page.getByRole('list', { name: 'Opening Shift tasks' });
    const names = list.getByPlaceholder('Enter employee name');
    await names.first().waitFor();
    const typed = `Nell ${suffix}`;
    await names.nth(1).fill(typed);
    await context.setOffline(true);
    await list
      .getByRole('button', { name: /^Tick .* as / })
      .first()
      .click();
    await page.getByText('Saved on this phone, not yet sent').first().waitFor();
    const ticked = await names.first().inputValue();
    // Back online with an API that answers nothing, so the tick keeps waiting however soon the
    // queue tries it: the page must show both the tick and the typed name as not yet sent.
    await page.route('**/api/**', dropConnection);
    await context.setOffline(false);
    const asked = await reloadedOffline(context, page);

    await page.getByText(/the names kept on this phone/).waitFor();
    const kept = page.locator('[data-offline-state="queued-version"]');
    await kept.getByText('Waiting on this phone, not yet sent').waitFor();
    const text = await kept.innerText();
    expect(text).toContain(`Opening Shift task 2`);
    expect(text).toContain(typed);
    expect(text).toContain(`Opening Shift task 1`);
    expect(text).toContain(ticked);
    expect(asked()).toBe(0);
    await shot(page, 'queue-checklist-reloaded-offline-phone');

    await page.unroute('**/api/**', dropConnection);
    await context.setOffline(false);
    await expect
      .poll(async () => (await apiAsPage<Day>(context, 'GET', `/daily-checklist/1/${date}`)).open[1]!.name, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(typed);
    await expect.poll(() => kept.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => names.nth(1).inputValue(), { timeout: 10_000 }).toBe(typed);
    expect(await names.first().inputValue()).toBe(ticked);
    await context.close();
  });

  it('shows the waste log’s waiting lines in place of a failed load, not to be edited', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const date = daysAgo(128);
    await page.goto(`/check-lists/wastelog/1/${date}`);
    await page.getByRole('button', { name: 'Add Waste Log' }).click();
    const description = page.getByLabel('Description of Waste Log #1');
    const typed = `Spilt oat milk ${suffix}`;
    await description.fill(typed);
    await page.getByLabel('Quantity of Waste Log #1').fill('2');
    const asked = await reloadedOffline(context, page);

    await page.getByText(/the lines kept on this phone/).waitFor();
    expect(await description.inputValue()).toBe(typed);
    expect(await description.isDisabled()).toBe(true);
    expect(asked()).toBe(0);
    await shot(page, 'queue-waste-log-reloaded-offline-phone');

    await page.unroute('**/api/**', dropConnection);
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await apiAsPage<{ description: string }[]>(context, 'GET', `/wastelog/1/${date}`)).map((e) => e.description),
        { timeout: 10_000, interval: 250 },
      )
      .toEqual([typed]);
    await expect.poll(() => description.isDisabled(), { timeout: 10_000 }).toBe(false);
    await context.close();
  });
});
