import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_SLOT } from '@dripp/contract/home-first-paint';
import {
  LOGIN_FIRST_PAINT_DATA_ID,
  LOGIN_FIRST_PAINT_ID,
  LOGIN_FIRST_PAINT_SCRIPT,
} from '@dripp/contract/login-first-paint';
import { users } from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/platform/demo';
import { makeUser, startTestApp, tokenFor, type TestContext } from './harness';

/*
 * The login page's address carries the login form, and the demo note while the portal holds the
 * demo accounts, in its HTML for a request with no session (docs/decisions/261); a request with a
 * token cookie gets the built page as it is.
 */

let t: TestContext;
let webDist: string;
let demoUser: number;
const INDEX = `<!doctype html><title>Dripp Portal</title><body>${FIRST_PAINT_SLOT}<div id="root"></div></body>`;
const NOTE = 'This portal holds the demo accounts and their published password.';

const login = (cookie?: string) => t.app.inject({ method: 'GET', url: '/login', headers: cookie ? { cookie } : {} });
const demoAnswer = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/demo' })).json().data as unknown;

/** The answer carried in the page's JSON tag, or null when the page has none. */
function carried(body: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${LOGIN_FIRST_PAINT_DATA_ID}">(.*?)</script>`).exec(
    body,
  );
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

/** The form as LoginPage renders it, with the spec's words (spec 2 §2). */
function expectLoginForm(body: string) {
  expect(body).toContain(`<div id="${LOGIN_FIRST_PAINT_ID}" data-mantine-color-scheme="light">`);
  expect(body).toContain('>Management Portal</h1>');
  expect(body).toContain('>Username or Email<');
  expect(body).toContain('>Password<');
  expect(body).toContain('>Remember me</label>');
  expect(body).toContain('href="/forgot-password"');
  expect(body).toContain('>Login</span>');
  expect(body).toContain('<title>Login · Dripp Portal</title>');
  // A form that sends nothing by itself (no password can reach an address); two script tags: the
  // data, never run, and the one inline script, which the policy allows by its hash alone.
  expect(body).toContain('<form id="lfp-form" method="dialog" novalidate>');
  expect(body.match(/<script/g)).toHaveLength(2);
  expect(body).toContain(`<script>${LOGIN_FIRST_PAINT_SCRIPT}</script>`);
  expect(body).not.toMatch(/\son[a-z]+=/i);
}

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  t = await startTestApp({ WEB_DIST: webDist });
  demoUser = (await makeUser(t, { username: 'demo_lfp', password: DEMO_PASSWORD })).id;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("The login page's first paint in the page", () => {
  it('writes the form and the demo note for a request with no session, from the same answer as GET /api/auth/demo', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toContain('Cookie');
    const hash = crypto.createHash('sha256').update(LOGIN_FIRST_PAINT_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expectLoginForm(res.body);
    expect(res.body).toContain('role="note"');
    expect(res.body).toContain('>Demo portal</span>');
    expect(res.body).toContain(NOTE);
    expect(carried(res.body)).toEqual({ demo: true });
    expect(await demoAnswer()).toEqual({ demo: true });
    // Before the slot and after it, the built page is unchanged.
    const [before] = INDEX.split(FIRST_PAINT_SLOT);
    expect(
      res.body.startsWith(before!.replace('<title>Dripp Portal</title>', '<title>Login · Dripp Portal</title>')),
    ).toBe(true);
    expect(res.body.endsWith('<div id="root"></div></body>')).toBe(true);
  });

  it('gives the built page as it is to a request with a token cookie, valid or not: the app sends it to Home', async () => {
    const person = await makeUser(t);
    for (const cookie of [`token=${tokenFor(t.app, person)}`, 'token=', 'token=forged', `activeStore=3; token=x`]) {
      const res = await login(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['vary']).toContain('Cookie');
    }
    // Other cookies are no session: the form comes.
    expectLoginForm((await login(`activeStore=3; user-name=${person.username}`)).body);
    expect((await login(`user-name=${person.username}`)).body).not.toContain(person.username);
  });

  it('leaves the note out once the portal holds no demo accounts, as the API says', async () => {
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, demoUser));
    // The portal remembers the answer for a minute.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      const res = await login();
      expectLoginForm(res.body);
      expect(res.body).not.toContain('role="note"');
      expect(res.body).not.toContain(NOTE);
      expect(carried(res.body)).toEqual({ demo: false });
      expect(await demoAnswer()).toEqual({ demo: false });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
