import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, apiAsPage, baseURL, daysAgo, launch, newPage, shot, signInWithForm } from './support';

/**
 * A shared store phone (decision 187): signing out offline leaves the device at once, the work it
 * keeps is sealed to its person, the next person reads nothing of it, and the server ends the
 * session once the connection is back. The service worker is blocked here (support.ts); the
 * signed-in app fetches the sign-out page's code ahead, as the worker's precache would have it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = Date.now().toString(36);

/**
 * Everything the page can read of the device's storage: the offline database's rows (bytes read
 * as text), localStorage, sessionStorage and the cookies; and which person each row belongs to.
 */
async function deviceContents(page: Page) {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase | null>((resolve) => {
      const request = indexedDB.open('dripp-offline');
      // Not there yet: leave it to the app to create.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });
    const all = (name: string) =>
      new Promise<Record<string, unknown>[]>((resolve) => {
        if (!database?.objectStoreNames.contains(name)) return resolve([]);
        const request = database.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
      });
    const [drafts, saves, keys] = [await all('drafts'), await all('saves'), await all('keys')];
    database?.close();
    const text = (value: unknown) =>
      JSON.stringify(value, (_, v: unknown) =>
        v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? new TextDecoder('latin1').decode(v as ArrayBuffer) : v,
      );
    return {
      text: [
        text(drafts),
        text(saves),
        JSON.stringify(localStorage),
        JSON.stringify(sessionStorage),
        document.cookie,
      ].join('\n'),
      rows: [...drafts, ...saves].map((row) => ({ userId: row.userId, sealed: 'sealed' in row })),
      keys: keys.map((key) => key.userId),
    };
  });
}

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

/** What the server answers the token for barista1's own user. */
const asOldToken = (token: string) =>
  fetch(`${baseURL()}/api/user/barista1`, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } }).then(
    (res) => res.status,
  );

describe('a shared store phone', () => {
  it('signs barista1 out offline at once, shows barista2 nothing of their queued count, and sends it when barista1 is back', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInWithForm(page, 'barista1');
    const token = (await cookie(context, 'token'))!;
    const barista1 = Number(await cookie(context, 'user-id'));
    const date = daysAgo(0);
    await page.goto(`/check-lists/cash-count/1/${date}`);
    const leadField = page.getByLabel('Opening Shift Lead');
    await leadField.waitFor();
    const lead = `Shared ${suffix}`;
    await leadField.fill(lead);

    // Offline: the count waits on the phone, then barista1 signs out.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved on this phone, not yet sent').waitFor();
    expect((await deviceContents(page)).text).not.toContain(lead);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The count waits in the queue, so the page is left without asking (decision 194).
    const warning = page.getByRole('dialog', { name: 'Not sent from this phone' });
    await warning
      .getByText('You are offline. A record you changed on this phone has not reached the server.')
      .waitFor();
    await shot(page, 'shared-phone-sign-out-offline-phone');
    await warning.getByRole('button', { name: 'Keep locked for me' }).click();
    const started = Date.now();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
    await page.getByLabel('Username or Email').waitFor();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await cookie(context, 'token')).toBeUndefined();
    expect(await cookie(context, 'user-id')).toBeUndefined();
    const locked = await deviceContents(page);
    expect(locked.text).not.toContain(lead);
    expect(locked.rows.length).toBeGreaterThan(0);
    expect(locked.rows.every((row) => row.userId === barista1 && row.sealed)).toBe(true);
    expect(locked.keys).toEqual([]);
    // The server still takes the token: it has not heard of the sign-out yet.
    expect(await asOldToken(token)).toBe(200);

    // The connection returns: the server ends barista1's session without anyone signing in.
    await context.setOffline(false);
    await expect.poll(() => asOldToken(token), { timeout: 15_000 }).toBe(401);

    // barista2 signs in on the same phone and finds nothing of barista1's.
    await signInWithForm(page, 'barista2');
    await page.goto(`/check-lists/cash-count/2/${date}`);
    await page.getByLabel('Opening Shift Lead').waitFor();
    expect(await page.getByLabel('Opening Shift Lead').inputValue()).not.toBe(lead);
    expect(await page.getByText('Saved on this phone, not yet sent').count()).toBe(0);
    expect(await page.getByText(/You have unsaved changes/).count()).toBe(0);
    const seen = await deviceContents(page);
    expect(seen.text).not.toContain(lead);
    expect(seen.keys).not.toContain(barista1);
    await shot(page, 'shared-phone-next-person-phone');
    expect(
      (await apiAsPage<{ leads: { open_lead: string } }>(context, 'GET', `/cash-count/2/${date}`)).leads.open_lead,
    ).not.toBe(lead);

    // barista2 signs out online with nothing waiting: no question, straight to the login page.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // barista1 signs in again: the count is unsealed and sent.
    await signInWithForm(page, 'barista1');
    await expect
      .poll(
        async () =>
          (await apiAsPage<{ leads: { open_lead: string } }>(context, 'GET', `/cash-count/1/${date}`)).leads.open_lead,
        { timeout: 15_000 },
      )
      .toBe(lead);
    await expect.poll(async () => (await deviceContents(page)).rows.length, { timeout: 5_000 }).toBe(0);
    await page.goto(`/check-lists/cash-count/1/${date}`);
    await page.getByLabel('Opening Shift Lead').waitFor();
    expect(await page.getByLabel('Opening Shift Lead').inputValue()).toBe(lead);
    expect(await page.getByText(/You have unsaved changes/).count()).toBe(0);
    await context.close();
  });

  it('sends a waiting save before an online sign-out, and removes what is left when the person chooses so', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInWithForm(page, 'lead1');
    const date = daysAgo(0);
    const count = () => apiAsPage<{ leads: { open_lead: string } }>(context, 'GET', `/cash-count/1/${date}`);
    const leadField = page.getByLabel('Opening Shift Lead');
    const signOut = async () => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    };

    // A save that got no answer waits on the phone; signing out online sends it first, and asks nothing.
    await page.goto(`/check-lists/cash-count/1/${date}`);
    const sent = `Sent first ${suffix}`;
    await leadField.fill(sent);
    const drop = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
    await page.route(`**/api/cash-count/1/${date}`, drop);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved on this phone, not yet sent').waitFor();
    await page.unroute(`**/api/cash-count/1/${date}`, drop);
    await signOut();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByRole('dialog', { name: 'Not sent from this phone' }).count()).toBe(0);
    expect((await deviceContents(page)).rows).toEqual([]);

    // A draft typed and not saved, signed out offline and removed: nothing of it stays.
    await signInWithForm(page, 'lead1');
    expect((await count()).leads.open_lead).toBe(sent);
    await page.goto(`/check-lists/cash-count/1/${date}`);
    const typed = `Removed ${suffix}`;
    await leadField.fill(typed);
    await expect.poll(async () => (await deviceContents(page)).rows.length).toBe(1);
    await context.setOffline(true);
    await signOut();
    // Typed and not saved (not queued): the page still asks before it is left.
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    const warning = page.getByRole('dialog', { name: 'Not sent from this phone' });
    await warning.getByRole('button', { name: 'Remove and sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
    const left = await deviceContents(page);
    expect(left.rows).toEqual([]);
    expect(left.keys).toEqual([]);
    expect(left.text).not.toContain(typed);
    await context.setOffline(false);
    await signInWithForm(page, 'lead1');
    expect((await count()).leads.open_lead).toBe(sent);
    await context.close();
  });
});
