import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, daysAgo, launch, newPage, shot, signIn, toast, dropConnection } from './support';

/**
 * Drafts kept on the phone, saves that wait for the network and conflicts shown (decision 172), on
 * the cash count and the daily checklist at 390 px. The tests block the service worker (support.ts), so a reload "offline"
 * is a reload with every API call failing as a dropped connection would: the page itself still
 * comes from the server, as it would come from the service worker on a phone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);

/** The cash count of store 1 on `date` as the server has it, read with the page's own session. */
const serverCount = (context: BrowserContext, date: string) =>
  apiAsPage<{ version: string | null; leads: { open_lead: string } }>(context, 'GET', `/cash-count/1/${date}`);

/**
 * Fires the browser's `online` event, as a phone regaining its connection does. The page must see
 * itself offline first: two switches in a row can reach it as none, and then no event fires.
 */
async function reconnect(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await page.context().setOffline(false);
  await page.waitForFunction(() => navigator.onLine);
}

async function openCount(page: Page, date: string) {
  await page.goto(`/check-lists/cash-count/1/${date}`);
  await page.getByLabel('Opening Shift Lead').waitFor();
}

describe('offline saves (phone)', () => {
  it('keeps a save made offline on the phone, offers the draft after a reload, and sends it once', async () => {
    const { context, page } = await newPage(browser, PHONE);
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, 'manager1');
    const date = daysAgo(120);
    await openCount(page, date);
    const lead = `Offline ${suffix}`;
    await page.getByLabel('Opening Shift Lead').fill(lead);
    await page.getByLabel('Bar safe Open $20', { exact: true }).fill('2');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved on this phone, not yet sent').waitFor();
    await shot(page, 'offline-saves-queued-phone');

    // Reloaded with no API: the page still offers what was typed and says the save waits.
    await page.route('**/api/**', dropConnection);
    await context.setOffline(false);
    await page.reload();
    await page.getByText('Saved on this phone, not yet sent').waitFor();
    const offer = page.getByText(/You have unsaved changes from .* on this phone/);
    await offer.waitFor();
    await shot(page, 'offline-saves-after-reload-phone');

    // The first send reaches the server but its answer is lost: the phone sends it again, with the
    // same key. When the second send goes (the back-off's timer or the connection's return) is the
    // phone's to choose; what matters is that it comes, with that key, and is applied once.
    let answered: string | null = null;
    const keys: string[] = [];
    // Registered before the dropped connection is lifted, so that no retry slips through in between.
    await page.route(`**/api/cash-count/1/${date}`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      const response = await route.fetch();
      answered = ((await response.json()) as { data: { version: string } }).data.version;
      return route.abort('connectionreset');
    });
    await page.unroute('**/api/**', dropConnection);
    await reconnect(page);
    await expect.poll(() => answered, { timeout: 15_000 }).not.toBeNull();
    await reconnect(page);
    await page.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys)).toEqual(new Set([keys[0]]));

    // Applied once: the server's version is the one its first answer gave.
    const saved = await serverCount(context, date);
    expect(saved.leads.open_lead).toBe(lead);
    expect(saved.version).toBe(answered);
    // Sent, the draft has left the phone: a reload shows the saved count and offers nothing.
    await page.reload();
    await page.getByLabel('Opening Shift Lead').waitFor();
    expect(await page.getByLabel('Opening Shift Lead').inputValue()).toBe(lead);
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it('shows both versions when another device saved first, and keeps the first until the person chooses', async () => {
    const date = daysAgo(121);
    const a = await newPage(browser, PHONE);
    const b = await newPage(browser, PHONE);
    await signIn(a.page, 'manager1');
    await signIn(b.page, 'manager1');
    await openCount(a.page, date);
    await openCount(b.page, date);

    await a.page.getByLabel('Opening Shift Lead').fill(`First ${suffix}`);
    await a.page.getByRole('button', { name: 'Save' }).click();
    await toast(a.page, 'Successfully updated Cash Counts');

    await b.page.getByLabel('Opening Shift Lead').fill(`Second ${suffix}`);
    await b.page.getByRole('button', { name: 'Save' }).click();
    await b.page.getByText('Someone else saved this record while you were editing it').waitFor();
    const differences = b.page.locator('[data-conflict="differences"]');
    await differences.getByText(`First ${suffix}`).waitFor();
    await differences.getByText(`Second ${suffix}`).waitFor();
    await shot(b.page, 'offline-saves-conflict-phone');
    expect((await serverCount(b.context, date)).leads.open_lead).toBe(`First ${suffix}`);

    await b.page.getByRole('button', { name: 'Keep mine' }).click();
    await toast(b.page, 'Successfully updated Cash Counts');
    expect((await serverCount(b.context, date)).leads.open_lead).toBe(`Second ${suffix}`);
    expect(await b.page.getByText('Someone else saved this record while you were editing it').count()).toBe(0);
    await a.context.close();
    await b.context.close();
  });

  it('keeps a daily checklist save made offline, offers it after a reload, sends it once, and shows a conflict', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const date = daysAgo(122);
    type Day = { open: { checklist_id: number; name: string | null }[] };
    const api = (method: string, path: string, body?: object) => apiAsPage<Day>(context, method, path, body);
    await page.goto(`/check-lists/daily-check/1/${date}`);
    const names = page.getByRole('list', { name: 'Opening Shift tasks' }).getByPlaceholder('Enter employee name');
    await names.first().fill(`Dana ${suffix}`);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved on this phone, not yet sent').waitFor();

    await page.route('**/api/**', dropConnection);
    await context.setOffline(false);
    await page.reload();
    await page.getByText(/You have unsaved changes from .* on this phone/).waitFor();
    await page.getByText('Saved on this phone, not yet sent').waitFor();
    await shot(page, 'offline-saves-checklist-draft-phone');

    let posts = 0;
    await page.unroute('**/api/**', dropConnection);
    await page.route(`**/api/daily-checklist/${date}`, (route) => {
      posts += 1;
      return route.continue();
    });
    await reconnect(page);
    await page.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
    expect(posts).toBe(1);
    const day = await api('GET', `/daily-checklist/1/${date}`);
    expect(day.open[0]!.name).toBe(`Dana ${suffix}`);
    await page.reload();
    expect(await names.first().inputValue()).toBe(`Dana ${suffix}`);
    expect(await page.getByText(/You have unsaved changes/).count()).toBe(0);

    // Another device names the second task while this phone types into it.
    await names.nth(1).fill(`Mine ${suffix}`);
    await api('POST', `/daily-checklist/${date}`, {
      names: [{ checklist_id: day.open[1]!.checklist_id, name: `Theirs ${suffix}` }],
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const differences = page.locator('[data-conflict="differences"]');
    await differences.getByText(`Theirs ${suffix}`).waitFor();
    await differences.getByText(`Mine ${suffix}`).waitFor();
    await shot(page, 'offline-saves-checklist-conflict-phone');
    expect((await api('GET', `/daily-checklist/1/${date}`)).open[1]!.name).toBe(`Theirs ${suffix}`);
    await context.close();
  });

  it('names a save the server refuses in the spec’s words, and keeps nothing of it on the phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'manager1');
    const date = daysAgo(123);
    type Day = { tolerance: { own: number | null }; leads: { open_lead: string } };
    const before = await apiAsPage<Day>(context, 'GET', `/cash-count/1/${date}`);
    // The administrator sets the store's tolerance, as from another phone.
    const admin = await newPage(browser, PHONE);
    await signIn(admin.page, 'admin');
    const tolerance = (value: number | null) =>
      apiAsPage(admin.context, 'PUT', '/stores/1/cash-tolerance', { tolerance: value });
    try {
      // A count $5.00 over, within the store's $10.00: no reason is needed when the page reads it.
      await tolerance(10);
      await apiAsPage(context, 'POST', `/cash-count/1/${date}`, { cash_count: { cashier: { actual: { b5: '5' } } } });
      await openCount(page, date);
      await page.getByLabel('Opening Shift Lead').fill(`Refused ${suffix}`);
      // Meanwhile the store's tolerance drops to $1.00: the server now asks for a reason and refuses (422).
      await tolerance(1);
      await page.getByRole('button', { name: 'Save' }).click();
      const refused = page.getByText(/^Could not update Cash Counts: The count is .* over/);
      await refused.first().waitFor();
      await shot(page, 'offline-saves-refused-phone');
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      expect(await page.getByText('Saved on this phone, not yet sent').count()).toBe(0);
      // What was typed stays for another try; the server kept its count.
      expect(await page.getByLabel('Opening Shift Lead').inputValue()).toBe(`Refused ${suffix}`);
      expect((await serverCount(context, date)).leads.open_lead).toBe(before.leads.open_lead);
    } finally {
      await tolerance(before.tolerance.own);
    }
    await admin.context.close();
    await context.close();
  });
});
