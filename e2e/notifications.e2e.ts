import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationList, NotificationSetting } from '../packages/contract/src/notifications';
import { dueItemLink, type DueItem, type StoreDay, type StoreDueTimes } from '../packages/contract/src/store-day';
import {
  apiAs as api,
  DESKTOP,
  expectNoPageOverflow,
  launch,
  newPage,
  PHONE,
  screenshot,
  signIn,
  toast,
} from './support';

/*
 * The bell (DESIGN §8): a reminder made by the server's own minute sweep reaches the person in the
 * header's bell; a tap opens the page where the work is done and the count drops. Each person
 * switches what they are told in their profile.
 */

const STORE = 1; // 101 – Pearl District, where lead1 works as shift lead
const PERSON = 'lead1';
// Items lead1 is reminded of; the seed leaves the closing shift's work of today undone.
const CANDIDATES: DueItem[] = ['close', 'cash-count', 'comm-sheet', 'mid', 'open'];

let browser: Browser;

const ALL_ON: NotificationSetting[] = (['reminder', 'store-escalation', 'chain-escalation'] as const).map((kind) => ({
  kind,
  in_app: true,
  mail: true,
}));

/** The wall clock at the store: its date and the minute before now (midnight stays midnight). */
function storeClock(timeZone: string): { date: string; minuteAgo: string } {
  const now = new Date();
  const date = now.toLocaleDateString('sv-SE', { timeZone });
  const [h, m] = now
    .toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .split(':')
    .map(Number) as [number, number];
  const minutes = Math.max(0, h * 60 + m - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, minuteAgo: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

/** The bell's count as the header shows it ('' when there is none). */
async function bellCount(page: Page): Promise<string> {
  const badge = page.getByRole('banner').locator('.mantine-Indicator-indicator');
  return (await badge.count()) > 0 ? ((await badge.textContent()) ?? '').trim() : '';
}

const shown = (unread: number) => (unread === 0 ? '' : unread > 9 ? '9+' : String(unread));

let restoreDueTime: (() => Promise<unknown>) | null = null;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await restoreDueTime?.();
  await api('admin', 'PUT', `/notifications/settings/${await userIdOf(PERSON)}`, { settings: ALL_ON });
  await browser?.close();
});

async function userIdOf(username: string): Promise<number> {
  const data = await api<{ user: { id: number } }>(username, 'GET', `/user/${username}`);
  return data.user.id;
}

describe('the notification bell', () => {
  it('shows a due reminder at 390 px; a tap opens its page and the count drops', async () => {
    // Make two of today's undone items due a minute ago, so the next minute's sweep reminds lead1
    // of both: this test reads one, the next marks the other read with Mark all read.
    const dueTimes = await api<StoreDueTimes>('admin', 'GET', `/store-day/stores/${STORE}/due-times`);
    const { date, minuteAgo } = storeClock(dueTimes.time_zone);
    const day = await api<StoreDay>('admin', 'GET', `/store-day/stores/${STORE}/days/${date}`);
    const open = CANDIDATES.filter((item) =>
      day.items.some((i) => i.item === item && (i.state === 'upcoming' || i.state === 'due')),
    );
    expect(open.length, 'two items of today at the store are not done yet').toBeGreaterThanOrEqual(2);
    const items = open.slice(0, 2);
    const before = items.map((item) => dueTimes.due_times.find((d) => d.item === item)!);
    // Due a minute ago, whatever the hour: an item due long ago (late in the store's evening) is
    // past the sweep's catch-up window and is never reminded.
    restoreDueTime = () =>
      api('admin', 'PUT', `/store-day/stores/${STORE}/due-times`, {
        due_times: before.filter((b) => b.overridden).map((b) => ({ item: b.item, time: b.time, weekday: b.weekday })),
        follow_chain: before.filter((b) => !b.overridden).map((b) => b.item),
      });
    await api('admin', 'PUT', `/store-day/stores/${STORE}/due-times`, {
      due_times: items.map((item) => ({ item, time: minuteAgo, weekday: null })),
      follow_chain: [],
    });
    const links = items.map((item) => dueItemLink(item, STORE, date));
    const link = links[0]!;

    // The queue's minute schedule runs the sweep; allow two minutes and a little.
    let list: NotificationList = { unread: 0, notifications: [] };
    await vi.waitFor(
      async () => {
        list = await api<NotificationList>(PERSON, 'GET', '/notifications');
        const missing = links.filter((l) => !list.notifications.some((n) => n.link === l));
        if (missing.length) throw new Error(`No reminder for ${missing.join(', ')} yet`);
      },
      { timeout: 150_000, interval: 3_000 },
    );
    const reminder = list.notifications.find((n) => n.link === link)!;
    expect(reminder.read_at).toBeNull();
    expect(reminder.kind).toBe('reminder');

    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, PERSON);
      const bell = page.getByRole('button', { name: 'Notifications', exact: true });
      await bell.waitFor();
      const unread = (await api<NotificationList>(PERSON, 'GET', '/notifications')).unread;
      await vi.waitFor(async () => expect(await bellCount(page)).toBe(shown(unread)), { timeout: 10_000 });
      const box = (await bell.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);

      await bell.click();
      const dropdown = page.getByRole('dialog');
      const entry = dropdown.getByRole('button', { name: `Unread: ${reminder.title}` }).first();
      await entry.waitFor();
      await dropdown.getByText(reminder.body).first().waitFor();
      // The list fits the phone's width.
      const listBox = (await dropdown.boundingBox())!;
      expect(listBox.x).toBeGreaterThanOrEqual(0);
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(PHONE.width);
      await expectNoPageOverflow(page);
      await screenshot(page, 'notifications-bell-phone', false);

      // The count drops at the tap; the server's answer comes after it.
      const marked = page.waitForResponse((res) => res.url().endsWith('/api/notifications/read'));
      await entry.click();
      await page.waitForURL(`**${link}`);
      await vi.waitFor(async () => expect(await bellCount(page)).toBe(shown(unread - 1)), { timeout: 10_000 });
      expect((await marked).ok()).toBe(true);
      const after = await api<NotificationList>(PERSON, 'GET', '/notifications');
      expect(after.unread).toBe(unread - 1);
      expect(after.notifications).toContainEqual(
        expect.objectContaining({ id: reminder.id, read_at: expect.any(String) }),
      );
    } finally {
      await context.close();
    }
  }, 240_000);

  it('opens as a popover beside the bell at 1280 px, with Mark all read', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, PERSON);
      const bell = page.getByRole('button', { name: 'Notifications', exact: true });
      await bell.click();
      const dropdown = page.getByRole('dialog');
      await dropdown.getByText('Notifications', { exact: true }).waitFor();
      const box = (await dropdown.boundingBox())!;
      expect(box.width).toBeLessThan(500);
      await screenshot(page, 'notifications-bell-desktop', false);
      // The second reminder of the test before is still unread.
      expect((await api<NotificationList>(PERSON, 'GET', '/notifications')).unread).toBeGreaterThan(0);
      const markAll = dropdown.getByRole('button', { name: 'Mark all read' });
      const marked = page.waitForResponse((res) => res.url().endsWith('/api/notifications/read'));
      await markAll.click();
      expect((await marked).ok()).toBe(true);
      await vi.waitFor(async () => expect(await bellCount(page)).toBe(''), { timeout: 10_000 });
      expect((await api<NotificationList>(PERSON, 'GET', '/notifications')).unread).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('notification settings', () => {
  it('switching due reminders off in the profile at 390 px stays off after a reload', async () => {
    const { context, page } = await newPage(browser, PHONE);
    try {
      await signIn(page, PERSON);
      await page.goto(`/profile/${PERSON}/edit`);
      const section = page.getByRole('region', { name: 'Notifications' });
      const reminders = section.getByRole('group', { name: 'Due reminders' });
      const inApp = reminders.getByRole('switch', { name: 'In the portal' });
      const mail = reminders.getByRole('switch', { name: 'By mail' });
      await inApp.waitFor();
      expect(await inApp.isChecked()).toBe(true);
      expect(await mail.isChecked()).toBe(true);
      await inApp.click();
      await mail.click();
      expect(await inApp.isChecked()).toBe(false);
      expect(await mail.isChecked()).toBe(false);
      await expectNoPageOverflow(page);
      await screenshot(page, 'notifications-settings-phone');
      await section.getByRole('button', { name: 'Save notifications' }).click();
      await toast(page, 'Notification settings saved');

      await page.reload();
      await inApp.waitFor();
      expect(await inApp.isChecked()).toBe(false);
      expect(await mail.isChecked()).toBe(false);
      // The other kinds are as they were.
      const late = section.getByRole('group', { name: 'Late work at my store' });
      expect(await late.getByRole('switch', { name: 'In the portal' }).isChecked()).toBe(true);
      const saved = await api<{ settings: NotificationSetting[] }>(PERSON, 'GET', '/notifications/settings');
      expect(saved.settings.find((s) => s.kind === 'reminder')).toEqual({
        kind: 'reminder',
        in_app: false,
        mail: false,
      });
    } finally {
      await context.close();
    }
  });

  it("an administrator sees another person's settings on their edit page; a refusal is said in place", async () => {
    const id = await userIdOf(PERSON);
    const { context, page } = await newPage(browser, DESKTOP);
    try {
      await signIn(page, 'admin');
      await page.goto(`/admin/users/edit/${id}`);
      const section = page.getByRole('region', { name: 'Notifications' });
      await section.getByRole('group', { name: 'Due reminders' }).getByRole('switch', { name: 'By mail' }).waitFor();
      await screenshot(page, 'notifications-settings-admin-desktop');

      await page.route(`**/api/notifications/settings/${id}`, (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'You are not authorized' }),
        }),
      );
      await page.reload();
      await section.getByText(/You may not change this person's notifications/).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/users/edit/${id}`);
      await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
