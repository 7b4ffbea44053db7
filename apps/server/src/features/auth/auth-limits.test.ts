import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  makeStore,
  makeUser,
  startTestApp,
  TEST_PASSWORD,
  tokenFor,
  type TestContext,
} from '../../../test/harness';

/** Three attempts per account (per 15 minutes); the per-address limit is out of the way here. */
let t: TestContext;
/** Two attempts per client address per minute. */
let perClient: TestContext;
beforeAll(async () => {
  [t, perClient] = await Promise.all([
    startTestApp({ AUTH_RATE_PER_ACCOUNT: '3', AUTH_RATE_PER_MINUTE: '1000' }),
    startTestApp({ AUTH_RATE_PER_ACCOUNT: '1000', AUTH_RATE_PER_MINUTE: '2' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), perClient.close()]);
});

const post = (ctx: TestContext, url: string, payload: object, extra: { token?: string; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: extra.token ? bearer(extra.token) : {},
    remoteAddress: extra.ip ?? '127.0.0.1',
  });

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/try again/i) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('per-account limits', () => {
  it('locks sign-in for an account after the allowed attempts, whatever the case or address used', async () => {
    const user = await makeUser(t, { username: 'Locked' });
    const bystander = await makeUser(t);
    const attempts = ['locked', 'LOCKED', 'Locked'];
    for (const [i, name] of attempts.entries()) {
      const res = await post(t, '/api/auth', { username: name, password: 'wrong-password' }, { ip: `10.0.0.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await post(t, '/api/auth', { username: user.username, password: TEST_PASSWORD }, { ip: '10.0.0.9' }));
    expect((await post(t, '/api/auth', { username: bystander.username, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('locks manager PIN attempts per signed-in caller, so a PIN cannot be guessed', async () => {
    const store = await makeStore(t.db);
    await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_MANAGER' }], pin: '2468' });
    const guesser = tokenFor(t.app, await makeUser(t));
    for (const pin of ['0001', '0002', '0003']) {
      expect((await post(t, '/api/auth/manager', { pin }, { token: guesser })).statusCode).toBe(401);
    }
    expectLimited(await post(t, '/api/auth/manager', { pin: '2468' }, { token: guesser }));
    const colleague = tokenFor(t.app, await makeUser(t));
    expect((await post(t, '/api/auth/manager', { pin: '2468' }, { token: colleague })).statusCode).toBe(200);
  });

  it('limits reset requests per address, known or not, and only counts well-formed requests', async () => {
    const email = 'Often.Forgets@example.test';
    await makeUser(t, { email });
    for (const _ of [1, 2]) expect((await post(t, '/api/users/forgot-password', {})).statusCode).toBe(422);
    for (const value of [email, email.toLowerCase(), email.toUpperCase()]) {
      expect((await post(t, '/api/users/forgot-password', { email: value })).statusCode).toBe(200);
    }
    expectLimited(await post(t, '/api/users/forgot-password', { email }));
    for (const _ of [1, 2, 3]) await post(t, '/api/users/forgot-password', { email: 'ghost@example.test' });
    expectLimited(await post(t, '/api/users/forgot-password', { email: 'ghost@example.test' }));
  });
});

describe('per-client limits', () => {
  it('limits sign-in attempts from one address, not from others', async () => {
    const user = await makeUser(perClient);
    for (const name of ['someone', 'someone-else']) {
      expect(
        (await post(perClient, '/api/auth', { username: name, password: 'x' }, { ip: '10.1.0.1' })).statusCode,
      ).toBe(401);
    }
    expectLimited(
      await post(perClient, '/api/auth', { username: user.username, password: TEST_PASSWORD }, { ip: '10.1.0.1' }),
    );
    const elsewhere = await post(
      perClient,
      '/api/auth',
      { username: user.username, password: TEST_PASSWORD },
      { ip: '10.1.0.2' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits PIN, forgot-password and password-setting calls from one address', async () => {
    const caller = tokenFor(perClient.app, await makeUser(perClient));
    const calls: [string, object, string?][] = [
      ['/api/auth/manager', { pin: '1111' }, caller],
      ['/api/users/forgot-password', { email: 'a@example.test' }],
      ['/api/users/reset-password', { code: 'nope', password: 'long-enough', password_confirm: 'long-enough' }],
      ['/api/users/invite', { code: 'nope', password: 'long-enough', password_confirm: 'long-enough' }],
    ];
    for (const [i, [url, payload, token]] of calls.entries()) {
      const ip = `10.2.0.${i + 1}`;
      for (const _ of [1, 2]) expect((await post(perClient, url, payload, { token, ip })).statusCode).not.toBe(429);
      const limited = await post(perClient, url, payload, { token, ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().success).toBe(false);
    }
  });
});
