import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

/** Served directly on a LAN (X-Forwarded-* not trusted), and behind a TLS proxy (trusted). */
let direct: TestContext;
let proxied: TestContext;
/** A built web app, so page paths and assets are answered by the real static handlers. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-web-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  [direct, proxied] = await Promise.all([
    startTestApp({ WEB_DIST: webDist }),
    startTestApp({ WEB_DIST: webDist, TRUST_PROXY: '1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
  fs.rmSync(webDist, { recursive: true, force: true });
});

type Ctx = () => TestContext;
const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** Page, asset and API answers alike. */
const urls = ['/', '/login', '/assets/app.js', '/api/health', '/api/stores'];

function expectPlainHttpSafe(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

function expectStrict(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers follow the scheme of the request', () => {
  const cases: [string, Ctx, Record<string, string>][] = [
    ['a LAN address', () => direct, { host: '192.168.1.20:3000' }],
    ['a LAN host name', () => direct, { host: 'portal.local:3000' }],
    [
      'a forged X-Forwarded-Proto without TRUST_PROXY',
      () => direct,
      { host: 'portal.local', 'x-forwarded-proto': 'https' },
    ],
    ['plain HTTP behind a trusted proxy', () => proxied, { host: 'portal.local', 'x-forwarded-proto': 'http' }],
  ];
  for (const [name, ctx, headers] of cases) {
    it(`never pushes plain HTTP onto https: ${name}`, async () => {
      for (const url of urls) {
        const res = await get(ctx(), url, headers);
        expect(res.statusCode, url).toBeLessThan(500);
        expectPlainHttpSafe(res.headers);
      }
    });
  }

  it('is strict over HTTPS behind a trusted TLS proxy', async () => {
    for (const url of urls) {
      const res = await get(proxied, url, { host: 'portal.example.com', 'x-forwarded-proto': 'https' });
      expect(res.statusCode, url).toBeLessThan(500);
      expectStrict(res.headers);
    }
  });

  it('serves the page and its assets over plain HTTP', async () => {
    const page = await get(direct, '/login', { host: '192.168.1.20:3000' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/app.js');
    const asset = await get(direct, '/assets/app.js', { host: '192.168.1.20:3000' });
    expect(asset.statusCode).toBe(200);
  });
});
