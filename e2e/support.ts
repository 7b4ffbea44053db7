import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'dripp-demo';
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

export function baseURL(): string {
  return inject('baseURL');
}

export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseURL() });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** The newest mail sent to an address through the test SMTP peer, waiting for it to arrive. */
export async function mailTo(address: string, timeoutMs = 15_000): Promise<string> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = fs
      .readdirSync(dir)
      .sort()
      .reverse()
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((m) => new RegExp(`^To:.*${address.replace(/[.]/g, '\\.')}`, 'im').test(m));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

/** Decodes quoted-printable soft breaks so links in a mail body can be matched. */
export function mailText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
