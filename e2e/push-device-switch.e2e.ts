import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../packages/contract/src/notifications';
import { DEMO_STORE_ZONE, PHONE, apiAsPage, baseURL, launch, signIn } from './support';

/*
 * "Notifications on this device" on one's own profile at 390 px (features/notifications/push-device-switch.tsx):
 * what it shows where the browser cannot push, where notifications are blocked, off and on, and
 * that switching it on saves this device's subscription on the server and off removes it.
 *
 * Permissions are Chromium's own (granted through playwright-core, denied through the DevTools
 * protocol). Headless Chromium has no push service to register with (decision 206), so the
 * browser's PushManager hands out this device's subscription at the browsers' push service's
 * address, kept in the page's storage as the browser keeps it across reloads.
 */

const PERSON = 'barista2';
const PROFILE = `/profile/${PERSON}/edit`;
const SWITCH = 'Notifications on this device';

let browser: Browser;
beforeAll(async () => {
  // The whole browser: the headless shell refuses notifications whatever is granted.
  browser = await launch([], { viewsPdf: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A phone whose portal worker runs (newPage blocks it), with the browser's user agent or `userAgent`. */
async function phone(userAgent?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseURL(),
    timezoneId: DEMO_STORE_ZONE,
    ...(userAgent ? { userAgent } : {}),
  });
  return { context, page: await context.newPage() };
}

/** The person's profile, once the portal's worker controls the page and the notification settings are shown. */
async function openProfile(page: Page): Promise<void> {
  await page.goto(PROFILE);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
}

/** Where the server would push to this device: the subscription the browser hands out. */
function deviceSubscription() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomBytes(9).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

/** The browser's PushManager, subscribing at `subscription` and remembering it across reloads. */
async function browserPushService(context: BrowserContext, subscription: ReturnType<typeof deviceSubscription>) {
  await context.addInitScript((device) => {
    const KEPT = 'e2e-push-subscription';
    const made = (applicationServerKey: BufferSource | null) => ({
      endpoint: device.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEPT);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      localStorage.setItem(KEPT, device.endpoint);
      return made((options?.applicationServerKey as BufferSource | undefined) ?? null) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEPT) ? made(null) : null) as PushSubscription | null;
  }, subscription);
}

const pushDevices = async (context: BrowserContext) =>
  (await apiAsPage<NotificationSettings>(context, 'GET', '/notifications/settings')).push.devices;

describe('the push switch on the profile at 390 px', () => {
  it('explains instead of switching where the browser cannot push, and on an iPhone outside the installed portal', async () => {
    for (const [userAgent, text] of [
      [undefined, "This browser cannot show the portal's notifications."],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'On an iPhone or iPad, notifications come to the installed portal',
      ],
    ] as const) {
      const { context, page } = await phone(userAgent);
      try {
        await context.addInitScript(() => {
          delete (window as { PushManager?: unknown }).PushManager;
        });
        await signIn(page, PERSON);
        await openProfile(page);
        await page.getByText(text).waitFor();
        expect(await page.getByRole('switch', { name: SWITCH }).count()).toBe(0);
      } finally {
        await context.close();
      }
    }
  }, 120_000);

  it('stays off and says how to allow them where the browser blocks notifications; nothing is saved', async () => {
    const { context, page } = await phone();
    try {
      await browserPushService(context, deviceSubscription());
      // Chromium's own "Block" for the portal's origin, in this context only.
      const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
      await (
        await browser.newBrowserCDPSession()
      ).send('Browser.setPermission', {
        permission: { name: 'notifications' },
        setting: 'denied',
        origin: baseURL(),
        browserContextId: targetInfo.browserContextId,
      });
      await signIn(page, PERSON);
      const before = await pushDevices(context);
      await openProfile(page);
      expect(await page.evaluate(() => Notification.permission)).toBe('denied');
      const toggle = page.getByRole('switch', { name: SWITCH });
      await toggle.click();
      await page.getByRole('alert').getByText("This browser blocks the portal's notifications.").waitFor();
      expect(await toggle.isChecked()).toBe(false);
      expect(await toggle.isEnabled()).toBe(true);
      expect(await pushDevices(context)).toBe(before);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('off until switched on; on saves this device for the person and stays on after a reload; off removes it', async () => {
    const { context, page } = await phone();
    const subscription = deviceSubscription();
    const subscriptions = (method: string) => (r: { method(): string; url(): string }) =>
      r.method() === method && new URL(r.url()).pathname.startsWith('/api/push/subscriptions');
    try {
      await browserPushService(context, subscription);
      await context.grantPermissions(['notifications'], { origin: baseURL() });
      await signIn(page, PERSON);
      const before = await pushDevices(context);
      await openProfile(page);
      const toggle = page.getByRole('switch', { name: SWITCH });
      await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await toggle.isChecked()).toBe(false);

      const saved = page.waitForRequest(subscriptions('POST'));
      await toggle.click();
      expect((await saved).postDataJSON()).toEqual({ ...subscription, expirationTime: null });
      await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);
      expect(await pushDevices(context)).toBe(before + 1);

      // Reopened, the device is still on, and still one device: saving it again does not add another.
      await openProfile(page);
      await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await toggle.isChecked()).toBe(true);
      expect(await pushDevices(context)).toBe(before + 1);

      const removed = page.waitForRequest(subscriptions('DELETE'));
      await toggle.click();
      await removed;
      await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(false);
      expect(await pushDevices(context)).toBe(before);
      expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();

      await openProfile(page);
      await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await toggle.isChecked()).toBe(false);
      expect(await pushDevices(context)).toBe(before);
    } finally {
      await context.close();
    }
  }, 180_000);
});
