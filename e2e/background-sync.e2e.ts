import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ZONE, PHONE, apiAsPage, baseURL, daysAgo, signIn } from './support';

/**
 * Background Sync of the saves that wait on the phone (decision 217), at 390 px, with the portal's
 * service worker running. The phone stays "online" throughout, as on a guest Wi-Fi that answers
 * nothing: a proxy in front of the portal drops the API's connections until it is told to stop,
 * so no 'online' event helps, and the queue's own back-off has grown long when the browser's sync
 * event arrives.
 */

/**
 * A phone's own browser profile: Chromium turns Background Sync off in a private context, which is
 * what a test's `newContext` is.
 */
async function phoneProfile(origin: string): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-phone-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
    viewport: PHONE,
    baseURL: origin,
    timezoneId: DEMO_STORE_ZONE,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The portal behind a proxy whose API can be cut off; counts the cash-count saves it dropped. */
async function portalWithFlakyApi() {
  const target = new URL(baseURL());
  let cut = false;
  const dropped: number[] = [];
  const server = http.createServer((req, res) => {
    if (cut && req.url?.startsWith('/api/')) {
      if (req.method === 'POST' && req.url.startsWith('/api/cash-count/')) dropped.push(Date.now());
      req.socket.destroy();
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: (value: boolean) => (cut = value),
    /** When each cash-count save it dropped arrived. */
    dropped: () => [...dropped],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function dispatchSync(context: BrowserContext, page: Page, origin: string, tag: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/` && !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted)!;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: registration.registrationId,
    tag,
    lastChance: false,
  });
}

describe('Background Sync (phone)', () => {
  it('sends a waiting cash count when the browser reports a connection, long before the page would try again', async () => {
    const portal = await portalWithFlakyApi();
    const { context, close } = await phoneProfile(portal.origin);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, 'manager1');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      const date = daysAgo(131);
      await page.goto(`/check-lists/cash-count/1/${date}`);
      const lead = page.getByLabel('Opening Shift Lead');
      await lead.waitFor();
      const typed = `Synced ${Date.now().toString(36)}`;
      await lead.fill(typed);

      portal.cut(true);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved on this phone, not yet sent').waitFor();
      // The page asked the browser for a sync while the save waits.
      expect(
        await page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            sync: { getTags(): Promise<string[]> };
          };
          return registration.sync.getTags();
        }),
      ).toContain('dripp-save-queue');

      // The page's own tries back off, doubling each time: wait until two tries are 4 s or more
      // apart, when the next is at least 8 s after the last.
      const gapOfLastTwo = () => {
        const tries = portal.dropped();
        return tries.length < 2 ? 0 : tries.at(-1)! - tries.at(-2)!;
      };
      await expect.poll(gapOfLastTwo, { timeout: 40_000, interval: 250 }).toBeGreaterThanOrEqual(4_000);
      const lastTry = portal.dropped().at(-1)!;
      portal.cut(false);
      const back = Date.now();
      await dispatchSync(context, page, portal.origin, 'dripp-save-queue');
      await expect
        .poll(
          async () =>
            (await apiAsPage<{ leads: { open_lead: string } }>(context, 'GET', `/cash-count/1/${date}`)).leads
              .open_lead,
          { timeout: 5_000, interval: 100 },
        )
        .toBe(typed);
      const sentAt = Date.now();
      console.log(
        `sent ${sentAt - back} ms after the sync event; the page's next try was due at least ${lastTry + 8_000 - sentAt} ms later`,
      );
      expect(sentAt).toBeLessThan(lastTry + 8_000);
      await page.getByText('Saved on this phone, not yet sent').waitFor({ state: 'detached', timeout: 10_000 });
    } finally {
      await close();
      await portal.close();
    }
  });
});
