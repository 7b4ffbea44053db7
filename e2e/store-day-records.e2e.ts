import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDateTime } from '@dripp/domain/dates';
import { apiAsPage, launch, newPage, PHONE, shot, signIn } from './support';

/*
 * Issue 32, finding 1: at 21:32 in Portland, barista1 could not save the Closing Shift of the
 * store's today, because the server took "today" as UTC's. The portal under test runs on the real
 * clock, which a test cannot stop, so store 1 is moved for this test to a zone whose today is not
 * UTC's today at this moment, the one whose local time is nearest 21:30: Portland itself from
 * 00:00 to 07:59 UTC (16:00 to 23:59 there), a zone west of it in the UTC morning (Pago Pago,
 * 21:30 at 08:30 UTC), and a zone already on UTC's tomorrow later in the UTC day. Its zone is put
 * back afterwards.
 */

const CANDIDATES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Asia/Tokyo',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
];

/** The calendar day and the minute of the day at `now` in a zone. */
function wallClock(timeZone: string, now: Date): { day: string; minute: number } {
  const { date, time } = storeDateTime(now, timeZone);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { day: date, minute: hour * 60 + minute };
}

/** The zone whose today is not UTC's, nearest 21:30 there (Pago Pago or Kiritimati always qualifies). */
function eveningZone(now: Date): { zone: string; today: string } {
  const utcDay = now.toISOString().slice(0, 10);
  const [best] = CANDIDATES.map((zone) => ({ zone, ...wallClock(zone, now) }))
    .filter((c) => c.day !== utcDay)
    .sort((a, b) => Math.abs(a.minute - (21 * 60 + 30)) - Math.abs(b.minute - (21 * 60 + 30)));
  return { zone: best!.zone, today: best!.day };
}

interface StoreForm {
  id?: number;
  title: string;
  number: string;
  email: string | null;
  email2: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  fax: string | null;
  time_zone: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("a store's day on the phone", () => {
  it("lets barista1 save the Closing Shift of the store's today, when UTC is already on another day, at 390 px", async () => {
    const admin = await newPage(browser, PHONE);
    await signIn(admin.page, 'admin');
    const { id: _id, ...store } = await apiAsPage<StoreForm>(admin.context, 'GET', '/stores/1/edit');
    const now = new Date();
    const { zone, today } = eveningZone(now);
    // The store's date differs from UTC's at the same instant.
    expect(today).not.toBe(now.toISOString().slice(0, 10));
    await apiAsPage(admin.context, 'PUT', '/stores/1', { ...store, time_zone: zone });
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, 'barista1');
      // The page opens on the store's today (its only store), whatever the phone's own zone.
      await page.goto('/check-lists/comm-sheet');
      await page.waitForURL(`**/check-lists/comm-sheet/1/${today}`);
      const closing = page.getByRole('region', { name: 'Closing Shift', exact: true });
      const name = `Night ${Date.now().toString(36)}`;
      const newName = closing.getByRole('textbox', { name: 'New team member for Closing Shift' });
      await newName.fill(name);
      await newName.press('Enter');
      await closing.getByRole('button', { name: 'Save Closing Shift' }).click();
      // The seed or an earlier run may have started the day's sheet: then the save is an update.
      await page
        .getByText(/^Successfully (saved new|updated) Communication Sheet$/)
        .first()
        .waitFor({ timeout: 15_000 });
      await shot(page, 'comm-sheet-store-today-phone');
      const day = await apiAsPage<{ close: { names: string[] } }>(context, 'GET', `/comm-sheet/1/${today}`);
      expect(day.close.names).toContain(name);
      expect(await page.getByText('You are not authorized').count()).toBe(0);
    } finally {
      await context.close();
      await apiAsPage(admin.context, 'PUT', '/stores/1', store);
      await admin.context.close();
    }
  });
});
