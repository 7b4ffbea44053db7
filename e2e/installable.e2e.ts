import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, baseURL, launch } from './support';

// The portal installs as an app and keeps working on a repeat visit without the network
// (docs/decisions/171). The only e2e file that lets the service worker run: support.ts blocks it.

const OFFLINE = 'You are offline. Pages you open may not load until the connection returns.';

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the installable portal', () => {
  it('links a valid web app manifest whose icons load', async () => {
    const html = await (await fetch(`${baseURL()}/login`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const res = await fetch(new URL(href!, baseURL()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Dripp Portal', start_url: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseURL()));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe(icon.type);
      // A PNG's width and height, from its header.
      const bytes = Buffer.from(await image.arrayBuffer());
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
  });

  it('keeps the registration out of the first load', async () => {
    const html = await (await fetch(`${baseURL()}/login`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const code = await (await fetch(new URL(entry!, baseURL()))).text();
    expect(code).toContain('serviceWorker');
    expect(code).not.toContain('SKIP_WAITING');
    expect(code).not.toContain('A new version of the portal is ready');
  });

  it('serves the service worker revalidated on every visit, under a policy that allows it', async () => {
    const res = await fetch(`${baseURL()}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    const code = await res.text();
    // The precache names index.html and the page chunks, and nothing of the API.
    expect(code).toContain('index.html');
    expect(code).toMatch(/assets\/home-page-[\w-]+\.js/);
    expect(code).not.toMatch(/"url":\s*"\/?api\//);
  });

  it('registers after the page has rendered, controls the page after a reload, and opens offline', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL() });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).waitFor();
      // The first install takes the open page (clientsClaim) once the precache is full.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL()}/sw.js`);
      await page.reload();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL()}/sw.js`);
      await expect.poll(() => page.getByText(OFFLINE).count()).toBe(0);

      // The API is never answered from a cache: offline, a call fails rather than showing old data.
      await context.setOffline(true);
      expect(
        await page.evaluate(async () =>
          fetch('/api/health').then(
            (r) => r.status,
            () => 'failed',
          ),
        ),
      ).toBe('failed');

      // The open page says so at once, and the login page opens from the cache.
      await page.getByText(OFFLINE).waitFor();
      const offlinePage = await context.newPage();
      await offlinePage.goto('/login');
      await offlinePage.getByRole('button', { name: 'Login' }).waitFor();
      await offlinePage.getByText(OFFLINE).waitFor();
      // Every page address is answered with the cached app, offline too.
      await offlinePage.goto('/forgot-password');
      await offlinePage.getByText(OFFLINE).waitFor();

      await context.setOffline(false);
      await expect.poll(() => offlinePage.getByText(OFFLINE).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps the words of the language a phone speaks, so a Spanish phone opens offline in Spanish', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL(), locale: 'es-US' });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      // The words are not in the precache: the first visit the worker controls keeps them.
      await page.reload();
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const cache = await caches.open('language-words');
            return (await cache.keys()).map((request) => new URL(request.url).pathname);
          }),
        )
        .toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/lang-es-frame-[\w-]+\.js$/)]));

      await context.setOffline(true);
      const offlinePage = await context.newPage();
      await offlinePage.goto('/login');
      await offlinePage.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await offlinePage
        .getByText('Estás sin conexión. Puede que las páginas que abras no carguen hasta que vuelva la conexión.')
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
