import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health once the database is ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });

  it('publishes an access rule for every /api operation (deny by default)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, { description?: string }>> };
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([m, op]) => ({ p, m, op })),
    );
    expect(operations.length).toBeGreaterThan(0);
    const missing = operations
      .filter(({ op }) => !op.description?.startsWith('Access:'))
      .map(({ p, m }) => `${m} ${p}`);
    expect(missing).toEqual([]);
  });

  it('refuses to register an /api route without an access rule', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerAccessControl } = await import('../src/platform/access');
    const bare = Fastify();
    registerAccessControl(bare, t.db);
    expect(() => bare.get('/api/unguarded', async () => ({ ok: true }))).toThrow(/declares no access rule/);
    await bare.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?secret=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('logging', () => {
  it('keeps one-time codes and query strings out of logged URLs', async () => {
    const { loggableUrl } = await import('../src/app');
    expect(loggableUrl('/reset-password/abcDEF123?x=1')).toBe('/reset-password/[code]');
    expect(loggableUrl('/user-invite/xyz')).toBe('/user-invite/[code]');
    expect(loggableUrl('/api/documents/files/3/download?token=secret')).toBe('/api/documents/files/3/download');
  });
});
