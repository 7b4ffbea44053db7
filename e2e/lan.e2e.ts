import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DEMO_PASSWORD, DESKTOP, launch, PHONE, screenshot } from './support';

/** A back-office PC reaches the portal by a LAN host name over plain HTTP, not by localhost. */
const HOST = 'portal.local';
let browser: Browser;
let lanURL: string;
beforeAll(async () => {
  const served = new URL(baseURL());
  browser = await launch([`--host-resolver-rules=MAP ${HOST} ${served.hostname}`]);
  lanURL = `http://${HOST}:${served.port}`;
});
afterAll(async () => {
  await browser?.close();
});

describe('on a store network', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`opens the login page over plain HTTP by host name and signs in (${label})`, async () => {
      const context = await browser.newContext({ viewport, baseURL: lanURL });
      const page = await context.newPage();
      const failed: string[] = [];
      const upgraded: string[] = [];
      const consoleErrors: string[] = [];
      // A reload cancels images still loading (net::ERR_ABORTED); that is not a refused request.
      page.on('requestfailed', (r) => {
        const reason = r.failure()?.errorText ?? '';
        if (reason !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${reason}`);
      });
      page.on('request', (r) => {
        if (r.url().startsWith('https:')) upgraded.push(r.url());
      });
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });

      const answer = await page.goto('/login');
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['strict-transport-security']).toBeUndefined();
      expect(answer?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
      await page.getByRole('heading', { name: 'Management Portal' }).waitFor();
      expect(new URL(page.url()).origin).toBe(lanURL);
      await screenshot(page, `lan-login-${label}`);

      await page.getByLabel('Username or Email').fill('manager1');
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Welcome to the Dripp Portal' }).waitFor();
      // The session survives a reload: its cookies were kept on a plain-HTTP origin.
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome to the Dripp Portal' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await screenshot(page, `lan-home-${label}`);

      expect(upgraded).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
