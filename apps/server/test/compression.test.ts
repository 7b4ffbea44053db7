import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from './harness';

// Built files go out as the build precompressed them; JSON answers over 1 KB are compressed on the fly.
let t: TestContext;
let webDist: string;
let token: string;
const script = `export const greeting = ${JSON.stringify('hello from the app '.repeat(200))};\n`;
const page = `<!doctype html><title>Dripp Portal</title><script>${'/* padding */'.repeat(100)}</script>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  const write = (name: string, content: string) => {
    const file = path.join(webDist, name);
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  };
  write('index.html', page);
  write('assets/app-abc123.js', script);
  t = await startTestApp({ WEB_DIST: webDist });
  for (let n = 0; n < 30; n += 1) await makeStore(t.db, { title: `Store number ${n} on a long street name` });
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  token = tokenFor(t.app, admin);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('compression', () => {
  it('sends a built asset precompressed with brotli or gzip, as asked, and plain when not', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const identity = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });

  it('sends the app page precompressed for "/" and for page paths answered by the not-found handler', async () => {
    for (const url of ['/', '/admin/users', '/check-lists/comm-sheet/1/2026-01-02']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body).toBe(page);
    }
  });

  it('compresses a large JSON answer when asked, and not otherwise', async () => {
    const br = await get('/api/stores', { ...bearer(token), 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const body = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body).success).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(body.length);

    const gz = await get('/api/stores', { ...bearer(token), 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(body);

    const plain = await get('/api/stores', bearer(token));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
