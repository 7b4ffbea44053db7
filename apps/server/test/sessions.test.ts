import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { simplePdf } from '../src/seed/pdf';
import {
  bearer,
  makeStore,
  makeUser,
  readOutbox,
  roleId,
  startTestApp,
  TEST_PASSWORD,
  TEST_SECRET,
  type TestContext,
} from './harness';

/*
 * Every token a person holds ends with their sessions: a session token, a management token given
 * by their PIN, and a document download link. Each change below must end all three.
 */

let t: TestContext;
let admin: string;
let documentId: number;

const PDF = simplePdf('Handbook', ['Welcome.']);
const NEW_PASSWORD = 'Plum-Tractor-Window-42';

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function signIn(username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await inject('POST', '/api/auth', undefined, { username, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
  const chief = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  admin = await signIn(chief.username);
  const doc = await inject('POST', '/api/documents', admin, {
    title: 'Handbook',
    file: `data:application/pdf;base64,${PDF.toString('base64')}`,
    filename: 'handbook.pdf',
  });
  expect(doc.statusCode, doc.body).toBe(200);
  documentId = doc.json().data.id;
});
afterAll(() => t.close());

let pinCounter = 3100;

/** A manager with a PIN at one store (and a barista link at another), and a barista who enters the PIN. */
async function people() {
  const [store, second] = [await makeStore(t.db), await makeStore(t.db)];
  const pin = String(pinCounter++);
  const manager = await makeUser(t, {
    pin,
    links: [
      { storeId: store.id, role: 'ROLE_MANAGER' },
      { storeId: second.id, role: 'ROLE_BARISTA' },
    ],
  });
  const caller = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] });
  return { store, second, manager, caller, pin };
}

/** A session, a management token and a download link, each shown to work. */
async function tokensOf(p: Awaited<ReturnType<typeof people>>) {
  const session = await signIn(p.manager.username);
  const callerSession = await signIn(p.caller.username);
  const pinAnswer = await inject('POST', '/api/auth/manager', callerSession, { pin: p.pin });
  expect(pinAnswer.statusCode, pinAnswer.body).toBe(200);
  const management = pinAnswer.json().data.token as string;
  const link = await inject('GET', `/api/documents/files/${documentId}/link`, session);
  expect(link.statusCode, link.body).toBe(200);
  const download = link.json().data.url as string;
  const managementLink = await inject('GET', `/api/documents/files/${documentId}/link`, management);
  expect(managementLink.statusCode, managementLink.body).toBe(200);
  const managementDownload = managementLink.json().data.url as string;
  const tokens = { session, management, download, managementDownload };
  expect(await statuses(p, tokens)).toEqual({ session: 200, management: 200, download: 200, managementDownload: 200 });
  return tokens;
}

async function statuses(p: Awaited<ReturnType<typeof people>>, tokens: Awaited<ReturnType<typeof tokensOf>>) {
  return {
    session: (await inject('GET', `/api/user/${p.manager.username}`, tokens.session)).statusCode,
    management: (await inject('GET', `/api/user/${p.caller.username}`, tokens.management)).statusCode,
    download: (await inject('GET', tokens.download)).statusCode,
    managementDownload: (await inject('GET', tokens.managementDownload)).statusCode,
  };
}

const ENDED = { session: 401, management: 401, download: 401, managementDownload: 401 };

/** The reset link mailed to an address (mail leaves after the answer). */
async function resetCode(email: string): Promise<string> {
  const before = readOutbox(t.dataDir).length;
  expect((await inject('POST', '/api/users/forgot-password', undefined, { email })).statusCode).toBe(200);
  for (let i = 0; i < 200; i++) {
    const mails = readOutbox(t.dataDir);
    const last = mails.at(-1)?.replace(/=\r?\n/g, '');
    if (mails.length > before && last?.trimEnd().endsWith('--')) {
      const match = last.match(/\/reset-password\/([A-Za-z0-9_-]{20,})/);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no reset mail');
}

const userBody = (u: { username: string; firstName: string; lastName: string; email: string }, pin?: string) => ({
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  phone: '(503) 555-0100',
  ...(pin ? { pin } : {}),
});

describe('tokens issued before a change are refused after it', () => {
  const changes: [string, (p: Awaited<ReturnType<typeof people>>) => Promise<void>][] = [
    [
      'a password reset',
      async (p) => {
        const code = await resetCode(p.manager.email);
        const res = await inject('POST', '/api/users/reset-password', undefined, {
          code,
          password: NEW_PASSWORD,
          password_confirm: NEW_PASSWORD,
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'deactivation',
      async (p) => {
        expect((await inject('DELETE', `/api/users/${p.manager.id}`, admin)).statusCode).toBe(200);
      },
    ],
    [
      'deactivation and restore',
      async (p) => {
        expect((await inject('DELETE', `/api/users/${p.manager.id}`, admin)).statusCode).toBe(200);
        expect((await inject('PUT', `/api/users/${p.manager.id}/restore`, admin)).statusCode).toBe(200);
      },
    ],
    [
      'a role change at another store',
      async (p) => {
        const res = await inject('POST', `/api/users/${p.manager.id}/stores/${p.second.id}/link`, admin, {
          role_id: await roleId(t.db, 'ROLE_SHIFT_LEAD'),
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'a role change through the store page',
      async (p) => {
        const res = await inject('POST', `/api/stores/${p.second.id}/users/${p.manager.id}/link`, admin, {
          role_id: await roleId(t.db, 'ROLE_SHIFT_LEAD'),
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'a PIN change',
      async (p) => {
        const res = await inject('PUT', `/api/users/${p.manager.id}`, admin, userBody(p.manager, String(pinCounter++)));
        expect(res.statusCode, res.body).toBe(200);
      },
    ],
    [
      'sign-out',
      async (p) => {
        const session = await signIn(p.manager.username);
        expect((await inject('POST', '/api/auth/logout', session)).statusCode).toBe(200);
        expect((await inject('GET', `/api/user/${p.manager.username}`, session)).statusCode).toBe(401);
      },
    ],
  ];

  for (const [name, change] of changes) {
    it(`ends session, management and download tokens with ${name}`, async () => {
      const p = await people();
      const tokens = await tokensOf(p);
      await change(p);
      const after = await statuses(p, tokens);
      // A restored manager or one who only lost a role elsewhere may still read: the refusal is the token's.
      expect(after).toEqual(ENDED);
    });
  }

  it('ends the management token and its download link when the user who entered the PIN signs out', async () => {
    const p = await people();
    const callerSession = await signIn(p.caller.username);
    const management = (await inject('POST', '/api/auth/manager', callerSession, { pin: p.pin })).json().data.token;
    const url = (await inject('GET', `/api/documents/files/${documentId}/link`, management)).json().data.url;
    expect((await inject('GET', url)).statusCode).toBe(200);
    expect((await inject('POST', '/api/auth/logout', management)).statusCode).toBe(200);
    expect((await inject('GET', `/api/user/${p.caller.username}`, management)).statusCode).toBe(401);
    expect((await inject('GET', url)).statusCode).toBe(401);
    // The manager's own sessions elsewhere go on.
    expect((await inject('GET', `/api/user/${p.manager.username}`, await signIn(p.manager.username))).statusCode).toBe(
      200,
    );
  });

  it('keeps other tokens working when an edit changes no PIN', async () => {
    const p = await people();
    const tokens = await tokensOf(p);
    const res = await inject('PUT', `/api/users/${p.manager.id}`, admin, {
      ...userBody(p.manager),
      first_name: 'Renamed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statuses(p, tokens)).toEqual({
      session: 200,
      management: 200,
      download: 200,
      managementDownload: 200,
    });
  });

  it('rechecks the holder of a download link on every download', async () => {
    const p = await people();
    const tokens = await tokensOf(p);
    // Losing the permission (the manager link) closes the link though no session ended.
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, p.manager.id));
    expect((await inject('GET', tokens.download)).statusCode).toBe(401);
  });
});

describe('token claims', () => {
  let user: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    user = await makeUser(t);
  });
  const claims = () => ({ sub: String(user.id), username: user.username, roles: [], typ: 'access', sv: 0 });
  const works = (token: string) => inject('GET', `/api/user/${user.username}`, token).then((r) => r.statusCode);
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses tokens without exp or iat, with a longer life than their kind, or issued in the future', async () => {
    expect(await works(t.app.jwt.sign(claims(), { expiresIn: 3600 }))).toBe(200);
    expect(await works(t.app.jwt.sign(claims()))).toBe(401);
    expect(await works(t.app.jwt.sign(claims(), { expiresIn: 3600, noTimestamp: true } as object))).toBe(401);
    expect(await works(t.app.jwt.sign({ ...claims(), iat: now(), exp: now() + 10 * 365 * 86400 }))).toBe(401);
    expect(await works(t.app.jwt.sign({ ...claims(), iat: now() + 3600, exp: now() + 7200 }))).toBe(401);
    expect(await works(t.app.jwt.sign({ ...claims(), iat: now(), exp: now() + 30 * 86400 }))).toBe(200);
    const management = { ...claims(), typ: 'management', uid: user.id, usv: 0 };
    expect(await works(t.app.jwt.sign({ ...management, iat: now(), exp: now() + 13 * 3600 }))).toBe(401);
    // A token without a session version (issued before versions existed) is refused too.
    const { sv: _sv, ...unversioned } = claims();
    expect(await works(t.app.jwt.sign(unversioned, { expiresIn: 3600 }))).toBe(401);
  });

  it('refuses a token signed with the real key under any header but the one the server writes', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    const [header, payload] = (issued.json().data.token as string).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const base64 = (text: string) => Buffer.from(text).toString('base64url');
    const signed = (head: string, algorithm = 'sha256') => {
      const input = `${base64(head)}.${payload}`;
      return `${input}.${crypto.createHmac(algorithm, TEST_SECRET).update(input).digest('base64url')}`;
    };
    // The header as the server writes it, signed here: accepted, so the refusals below are the header's.
    expect(await works(signed('{"alg":"HS256","typ":"JWT"}'))).toBe(200);
    for (const head of [
      '{"alg":"HS256","typ":"JWT","kid":"1"}',
      '{"alg":"HS256","typ":"JWT","kid":"../../dev/null"}',
      '{"alg":"HS256","typ":"at+jwt"}',
      '{"alg":"HS256","typ":"application/JWT"}',
      '{"alg":"HS256","typ":"jwt"}',
      '{"alg":"HS256"}',
      '{"typ":"JWT","alg":"HS256"}',
      '{"alg":"HS256", "typ":"JWT"}',
      '{"alg":"HS256","typ":"JWT","crit":["exp"],"exp":1}',
      '{"alg":"HS256","typ":"JWT","jku":"http://127.0.0.1:1/keys"}',
      '{"alg":"HS256","typ":"JWT","b64":false}',
      '{"alg":"HS256","alg":"HS256","typ":"JWT"}',
    ])
      expect(await works(signed(head)), head).toBe(401);
    expect(await works(signed('{"alg":"HS512","typ":"JWT"}', 'sha512'))).toBe(401);
    expect(await works(`${base64('{"alg":"none","typ":"JWT"}')}.${payload}.`)).toBe(401);
  });
});
