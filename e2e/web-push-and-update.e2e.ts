import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { FoodUnit } from '../packages/contract/src/food-safety';
import type { NotificationSettings } from '../packages/contract/src/notifications';
import { pages } from '../packages/contract/src/pages';
import type { StoreDueTimes } from '../packages/contract/src/store-day';
import type { PushPayload } from '../packages/contract/src/push';
import { makeDevice, startPushService, type PushService } from '../apps/server/test/fixtures/push-service';
import { DEMO_STORE_ZONE, PHONE, apiAsPage, baseURL, launch, newPage, signIn } from './support';

/*
 * What the portal's service worker does for a person, seen from their phone (decisions 171, 173,
 * 206): a new version waiting shows the update bar, and Reload opens the new version; Web Push
 * turned on in the profile is stored by the server, which pushes a reminder to the device's push
 * service, and the worker shows it. Like installable.e2e.ts, these contexts let the worker run.
 *
 * Headless Chromium cannot register with a real push service (it has no Google account service
 * and no internet here): the test stands in for it at its two ends, as decision 206 records. The
 * browser's `PushManager` hands out a subscription at a push service on loopback that the portal
 * is told to trust (PUSH_SERVICE_HOSTS, e2e/global-setup.ts): https, with a certificate made for
 * the run that the portal's process trusts (decision 224). The message the server sent
 * there is decrypted with the device's keys and handed to the worker as the push service would,
 * through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */

let browser: Browser;
beforeAll(async () => {
  // The whole browser: the headless shell refuses notifications whatever is granted.
  browser = await launch([], { viewsPdf: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A context of the person's phone in which the portal's worker runs (newPage blocks it). */
async function phoneWithWorker(origin = baseURL()): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: origin, timezoneId: DEMO_STORE_ZONE });
  return { context, page: await context.newPage() };
}

/** Waits until the portal's worker controls the page (the first install claims it). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/**
 * The portal behind a proxy that can roll out a next release: from `release()` on, /sw.js is the
 * built worker plus a line, which makes it a new version, and that line answers /__release, so a
 * page can tell which version serves it.
 */
async function portalWithNextRelease(): Promise<{ origin: string; release: () => void; close: () => Promise<void> }> {
  const target = new URL(baseURL());
  const NEXT = `\n;self.addEventListener('fetch', (event) => { if (new URL(event.request.url).pathname === '/__release') event.respondWith(new Response('next')); });\n`;
  let released = false;
  const server = http.createServer((req, res) => {
    const worker = released && req.url === '/sw.js';
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
    // The new worker whole and plain, never "304, as before".
    if (worker) for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!worker) {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(NEXT)]);
          const { etag: _etag, 'transfer-encoding': _chunked, ...kept } = answer.headers;
          res.writeHead(answer.statusCode!, { ...kept, 'content-length': String(body.length) }).end(body);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => (released = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const servedBy = (page: Page) =>
  page.evaluate(() =>
    fetch('/__release').then(
      (r) => r.text(),
      () => 'failed',
    ),
  );

describe('the update bar', () => {
  it('shows at 390 px when a new version waits, and Reload opens the new version', async () => {
    const portal = await portalWithNextRelease();
    const { context, page } = await phoneWithWorker(portal.origin);
    try {
      await signIn(page, 'lead1');
      await workerInControl(page);
      expect(await servedBy(page)).not.toBe('next');
      const bar = page.getByText('A new version of the portal is ready.');
      expect(await bar.count()).toBe(0);

      // The release is out; the open tab looks for it, as it does hourly and when shown again.
      portal.release();
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      await bar.waitFor({ timeout: 60_000 });
      const reload = page.getByRole('button', { name: 'Reload' });
      const box = (await reload.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      // Until the person reloads, the page keeps the version it started with.
      expect(await servedBy(page)).not.toBe('next');

      await page.evaluate(() => ((window as unknown as { oldPage: boolean }).oldPage = true));
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      expect(await page.evaluate(() => (window as unknown as { oldPage?: boolean }).oldPage ?? false)).toBe(false);
      await workerInControl(page);
      expect(await servedBy(page)).toBe('next');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
      await expect.poll(() => bar.count()).toBe(0);
    } finally {
      await context.close();
      await portal.close();
    }
  }, 180_000);
});

const STORE = 2; // 102, where manager2 works; notifications.e2e.ts reminds at store 1
const PERSON = 'manager2';

/** The store's date and its wall clock a minute ago (midnight stays midnight). */
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

describe('Web Push', () => {
  let pushService: PushService;
  let admin: { context: BrowserContext; page: Page };
  let restoreDueTime: (() => Promise<unknown>) | null = null;

  beforeAll(async () => {
    pushService = await startPushService({
      port: inject('pushServicePort'),
      certificate: inject('pushServiceCertificate'),
    });
    admin = await newPage(browser, PHONE);
    await signIn(admin.page, 'admin');
  });
  afterAll(async () => {
    await restoreDueTime?.();
    await admin?.context.close();
    await pushService?.close();
  });

  it('turned on in the profile at 390 px: stored, a reminder is pushed to the device and the worker shows it', async () => {
    const device = makeDevice(pushService, 'phone');
    const { context, page } = await phoneWithWorker();
    try {
      await context.grantPermissions(['notifications'], { origin: baseURL() });
      // The browser's push service registration (see above): the device's subscription.
      await context.addInitScript((subscription) => {
        let current: object | null = null;
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          const made = {
            endpoint: subscription.endpoint,
            expirationTime: null,
            options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
            toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
            unsubscribe: async () => {
              current = null;
              return true;
            },
          };
          current = made;
          return made as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      }, device.subscription);

      await signIn(page, PERSON);
      await workerInControl(page);
      await page.goto(`/profile/${PERSON}/edit`);
      const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
      await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await toggle.isChecked()).toBe(false);
      const saved = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/push/subscriptions',
      );
      await toggle.click();
      expect((await saved).postDataJSON()).toEqual({ ...device.subscription, expirationTime: null });
      await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);
      const settings = await apiAsPage<NotificationSettings>(context, 'GET', '/notifications/settings');
      expect(settings.push.devices).toBe(1);
      expect(settings.push.kinds).toContain('reminder');

      // A reminder for the person: a unit of the store gets a reading due a minute ago, and the
      // server's own minute sweep reminds, pushes and mails. A reminder is given once per item and
      // day, and by late evening every checklist card still open has had its own; a reading's item is
      // its unit and due time, so a new due time is an item nobody has been reminded of yet.
      const zone = await apiAsPage<StoreDueTimes>(admin.context, 'GET', `/store-day/stores/${STORE}/due-times`);
      const { date, minuteAgo } = storeClock(zone.time_zone);
      const units = await apiAsPage<FoodUnit[]>(admin.context, 'GET', `/stores/${STORE}/food-units`);
      const unit = units.find((u) => u.type !== 'cooling' && !u.due_times.includes(minuteAgo))!;
      const input = (dueTimes: string[]) => ({
        type: unit.type,
        name: unit.name,
        name_es: unit.name_es,
        own_low: unit.own_low,
        own_high: unit.own_high,
        due_times: dueTimes,
        provider_id: unit.provider_id,
      });
      restoreDueTime = () => apiAsPage(admin.context, 'PUT', `/food-units/${unit.id}`, input(unit.due_times));
      await apiAsPage(admin.context, 'PUT', `/food-units/${unit.id}`, input([...unit.due_times, minuteAgo]));
      const link = pages.foodSafety.href(STORE, date);

      // The push service gets the message at the device's address, encrypted for the device's keys.
      let payload: PushPayload | undefined;
      let plain = '';
      await vi.waitFor(
        () => {
          for (const request of pushService.requests.filter((r) => r.path === device.path)) {
            const text = device.decrypt(request.body);
            const sent = JSON.parse(text) as PushPayload;
            if (sent.link === link || sent.link === `${baseURL()}${link}`) [payload, plain] = [sent, text];
          }
          if (!payload) throw new Error(`No push for ${link} yet`);
        },
        { timeout: 150_000, interval: 2_000 },
      );
      expect(payload!.title).toMatch(/ is due$/);

      // The push service hands the message to the browser; the worker shows it.
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
      await cdp.send('ServiceWorker.enable');
      await vi.waitFor(() => expect(registrations.some((r) => r.scopeURL === `${baseURL()}/`)).toBe(true));
      const registration = registrations.find((r) => r.scopeURL === `${baseURL()}/` && !r.isDeleted)!;
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL(),
        registrationId: registration.registrationId,
        data: plain,
      });
      const shown = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url?: string } | null)?.url,
          })),
        );
      await expect
        .poll(shown, { timeout: 15_000 })
        .toEqual([{ title: payload!.title, body: payload!.body, tag: payload!.tag, url: `${baseURL()}${link}` }]);

      // Off again: the server forgets the device.
      await toggle.click();
      await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(false);
      const after = await apiAsPage<NotificationSettings>(context, 'GET', '/notifications/settings');
      expect(after.push.devices).toBe(0);
    } finally {
      await context.close();
    }
  }, 300_000);
});
