import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_ID, FIRST_PAINT_SLOT } from '@dripp/contract/home-first-paint';
import { bearer, makeUser, startTestApp, TEST_PASSWORD, tokenFor, type TestContext } from './harness';

/*
 * Home's address carries Home's cards in its HTML only for a request whose token cookie passes the
 * API's own check (docs/decisions/230); every other request gets the built page as it is.
 */

let t: TestContext;
let webDist: string;
let admin: string;
const INDEX = `<!doctype html><title>Dripp Portal</title><body>${FIRST_PAINT_SLOT}<div id="root"></div></body>`;
const ANNOUNCEMENT = '<p>Oat milk delivery moved to <strong>Thursday</strong>.</p>';

const page = (cookie?: string) => t.app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });

/** The answer carried in the page's JSON tag, or null when the page has none. */
function carried(body: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAINT_DATA_ID}">(.*?)</script>`).exec(body);
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

function expectNoData(res: Awaited<ReturnType<typeof page>>) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(INDEX);
  expect(res.body).not.toContain('Oat milk');
  expect(res.headers['vary']).toContain('Cookie');
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await startTestApp({ WEB_DIST: webDist, AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
  const chief = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  admin = tokenFor(t.app, chief, ['ROLE_ADMIN']);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/dashboard',
    headers: bearer(admin),
    payload: {
      announcement: `${ANNOUNCEMENT}<script>alert(1)</script>`,
      title: 'Pumpkin </script><img src=x onerror=alert(1)> week',
      description: 'Two for one & more',
      file: null,
      filename: null,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("Home's first paint in the page", () => {
  it('carries the same answer as GET /api/dashboard for a signed-in request, escaped, and keeps it out of shared caches', async () => {
    const person = await makeUser(t);
    const token = tokenFor(t.app, person);
    const res = await page(`user-id=${person.id}; token=${token}; activeStore=3`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toContain('Cookie');

    const api = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) });
    expect(carried(res.body)).toMatchObject({ source: 'server', dashboard: api.json().data });
    expect(res.body).toContain(`<div class="fp-rich">${ANNOUNCEMENT}</div>`);
    // The title is text: escaped in the markup, unable to end the JSON tag.
    expect(res.body).toContain('Pumpkin &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; week');
    expect(res.body).toContain('Two for one &amp; more');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('carries nothing without a token, or with a forged, expired, ended or deactivated one', async () => {
    const person = await makeUser(t);
    expectNoData(await page());
    expectNoData(await page('token='));
    expectNoData(await page(`token=${tokenFor(t.app, person)}x`));

    // Signed with another key; and the person's own token made to name the admin.
    const [header, , signature] = tokenFor(t.app, person).split('.');
    const claims = { sub: String(person.id), username: person.username, roles: [], typ: 'access', sv: 0 };
    const body = Buffer.from(JSON.stringify({ ...claims, iat: 1, exp: 4_000_000_000 })).toString('base64url');
    const otherKey = crypto.createHmac('sha256', 'another-secret').update(`${header}.${body}`).digest('base64url');
    expectNoData(await page(`token=${header}.${body}.${otherKey}`));
    const renamed = Buffer.from(JSON.stringify({ ...claims, sub: '1', exp: 4_000_000_000 })).toString('base64url');
    expectNoData(await page(`token=${header}.${renamed}.${signature}`));

    const expired = t.app.jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    expectNoData(await page(`token=${expired}`));

    // Signed out: the server ended every session of the person.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: person.username, password: TEST_PASSWORD },
    });
    const session = signedIn.json().data.token as string;
    expect(carried((await page(`token=${session}`)).body)).not.toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session) })).statusCode).toBe(
      200,
    );
    expectNoData(await page(`token=${session}`));

    const gone = await makeUser(t, { deleted: true });
    expectNoData(await page(`token=${tokenFor(t.app, gone)}`));
  });

  it("answers another person's token with that person's page, never the cookie's user id", async () => {
    const first = await makeUser(t);
    const second = await makeUser(t);
    // A user-id cookie that names someone else changes nothing: the token decides.
    const res = await page(`user-id=${second.id}; token=${tokenFor(t.app, first)}`);
    expect(carried(res.body)).toMatchObject({ source: 'server', counts: false, day: false });
    const asAdmin = await page(`user-id=${first.id}; token=${admin}`);
    expect(carried(asAdmin.body)).toMatchObject({ source: 'server', counts: true, day: true });
  });
});
