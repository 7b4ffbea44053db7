import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

// The one process serves the built SPA beside the API (DESIGN §1).
let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Dripp Portal</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('web app', () => {
  it('answers the home address with the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Dripp Portal');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers every page path with the app, so the client router decides', async () => {
    for (const url of [
      '/check-lists/comm-sheet/1/2026-01-02',
      '/admin/users',
      '/no/such/page',
      '/reset-password/abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Dripp Portal');
    }
  });

  it('serves built assets with long caching, and a rebuilt file without a restart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-def456.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-def456.js' })).statusCode).toBe(200);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
