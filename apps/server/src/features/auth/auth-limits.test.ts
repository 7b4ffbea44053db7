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
import { users } from '../../db/schema/index';

/**
 * Three failures per account from one address (per 15 minutes), six per account from all
 * addresses a day, eight wrong PINs a day; the per-address limit is out of the way here.
 */
let t: TestContext;
/** Two failures per client address per minute. */
let perClient: TestContext;
beforeAll(async () => {
  [t, perClient] = await Promise.all([
    startTestApp({
      AUTH_RATE_PER_ACCOUNT: '3',
      AUTH_RATE_PER_MINUTE: '1000',
      AUTH_ACCOUNT_DAILY_CAP: '6',
      PIN_FAILURES_PER_DAY: '8',
    }),
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

function expectLimited(res: Awaited<ReturnType<typeof post>>, message: RegExp = /try again/i) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
  expect(res.json().message).toMatch(/try again in \d+ (minute|hour)/i);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().data).toBeUndefined();
}

const signInAs = (username: string, password: string, ip: string) =>
  post(t, '/api/auth', { username, password }, { ip });

/** The users table as it stands, to prove a refusal changed nothing. */
const usersNow = () => t.db.select().from(users).orderBy(users.id);

describe('sign-in limits', () => {
  it('counts only failures: successful sign-ins never bring an account closer to a lockout', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 8; i++) expect((await signInAs(user.username, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    // Two failures, a success, two failures, a success: the success clears this device's count.
    for (let round = 0; round < 3; round++) {
      for (const _ of [1, 2])
        expect((await signInAs(user.username, 'wrong-password', '10.5.0.1')).statusCode).toBe(401);
      expect((await signInAs(user.username, TEST_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    }
  });

  it('keeps one counter per account whether named by username or email, in any case', async () => {
    const user = await makeUser(t, { username: 'Locked', email: 'Locked.Person@example.test' });
    const bystander = await makeUser(t);
    const before = await usersNow();
    for (const name of ['locked', 'LOCKED.PERSON@EXAMPLE.TEST', 'Locked.person@example.test']) {
      const res = await signInAs(name, 'wrong-password', '10.0.0.1');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid username or password');
    }
    const refused = await signInAs(user.username, TEST_PASSWORD, '10.0.0.1');
    expectLimited(refused, /Too many failed sign-ins for this account/);
    expect(refused.json().token).toBeUndefined();
    expectLimited(await signInAs('LOCKED.PERSON@example.test', TEST_PASSWORD, '10.0.0.1'));
    expect(await usersNow()).toEqual(before);
    // Other accounts from the same device, and this account from another device, go on.
    expect((await signInAs(bystander.username, TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    expect((await signInAs(user.email!, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it("cannot be used by an anonymous client to lock a manager out of their own store's device", async () => {
    const store = await makeStore(t.db);
    const manager = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_MANAGER' }] });
    const storeDevice = '10.6.0.1';
    expect((await signInAs(manager.username, TEST_PASSWORD, storeDevice)).statusCode).toBe(200);

    // The attacker's own address is slowed after three guesses; the manager's device is not.
    for (const _ of [1, 2, 3]) expect((await signInAs(manager.username, 'guess', '203.0.113.1')).statusCode).toBe(401);
    expectLimited(await signInAs(manager.username, 'guess', '203.0.113.1'), /for this account/);
    expect((await signInAs(manager.username, TEST_PASSWORD, storeDevice)).statusCode).toBe(200);

    // Guesses spread over many addresses reach the account's daily cap: new devices are refused...
    for (const _ of [1, 2, 3]) expect((await signInAs(manager.username, 'guess', '203.0.113.2')).statusCode).toBe(401);
    const fromNewDevice = await signInAs(manager.username, TEST_PASSWORD, '203.0.113.3');
    expectLimited(fromNewDevice, /devices that signed in to it before/);
    expect(fromNewDevice.json().token).toBeUndefined();
    // ...and the store's device, which signed the manager in before, still signs in.
    const atStore = await signInAs(manager.username, TEST_PASSWORD, storeDevice);
    expect(atStore.statusCode).toBe(200);
    expect(atStore.json().data.token).toEqual(expect.any(String));
  });
});

describe('manager PIN', () => {
  const pinAs = (token: string, pin: string, ip = '127.0.0.1') => post(t, '/api/auth/manager', { pin }, { token, ip });

  it("matches only a manager of one of the caller's stores; corporate callers any store", async () => {
    const [storeA, storeB] = [await makeStore(t.db), await makeStore(t.db)];
    await makeUser(t, { links: [{ storeId: storeA.id, role: 'ROLE_MANAGER' }], pin: '5150' });
    const atA = tokenFor(t.app, await makeUser(t, { links: [{ storeId: storeA.id, role: 'ROLE_BARISTA' }] }));
    const atB = tokenFor(t.app, await makeUser(t, { links: [{ storeId: storeB.id, role: 'ROLE_BARISTA' }] }));
    const leadAtB = tokenFor(t.app, await makeUser(t, { links: [{ storeId: storeB.id, role: 'ROLE_MANAGER' }] }));
    const corporate = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] }));
    const unlinked = tokenFor(t.app, await makeUser(t));
    for (const caller of [atB, leadAtB, unlinked]) {
      const res = await pinAs(caller, '5150');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Invalid PIN' });
      expect(res.json().data).toBeUndefined();
    }
    for (const caller of [atA, corporate]) {
      const res = await pinAs(caller, '5150');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.token).toEqual(expect.any(String));
    }
  });

  it('pauses PIN entry for the signed-in account with growing delays, ended by a right PIN', async () => {
    const store = await makeStore(t.db);
    await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_MANAGER' }], pin: '2468' });
    const guesser = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_SHIFT_LEAD' }] });
    const token = tokenFor(t.app, guesser);
    const passPause = () => t.app.ctx.attempts.clear(`pin:pause:${guesser.id}`);
    // Three wrong PINs are free; the fourth is answered, and pauses entry for 30 seconds.
    for (const pin of ['0001', '0002', '0003', '0004']) expect((await pinAs(token, pin)).statusCode).toBe(401);
    const paused = await pinAs(token, '2468');
    expectLimited(paused, /PIN entry is paused/);
    expect(paused.json().data).toBeUndefined();
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(30);
    // From another device too: the pause belongs to the account, not the address.
    expectLimited(await pinAs(token, '2468', '10.7.0.9'), /PIN entry is paused/);

    await passPause();
    expect((await pinAs(token, '0005')).statusCode).toBe(401);
    const longer = await pinAs(token, '2468');
    expectLimited(longer, /PIN entry is paused/);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(60);

    // The pause is the caller's: a colleague enters the same PIN at once.
    const colleague = tokenFor(t.app, await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] }));
    expect((await pinAs(colleague, '2468')).statusCode).toBe(200);

    await passPause();
    expect((await pinAs(token, '2468')).statusCode).toBe(200);
    // A right PIN ends the pauses: three wrong ones are free again.
    for (const pin of ['0006', '0007', '0008']) expect((await pinAs(token, pin)).statusCode).toBe(401);
  });

  it('stops PIN entry for the day after the daily cap of wrong PINs, even for the right PIN', async () => {
    const store = await makeStore(t.db);
    await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_MANAGER' }], pin: '7531' });
    const guesser = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] });
    const token = tokenFor(t.app, guesser);
    for (let i = 1; i <= 8; i++) {
      await t.app.ctx.attempts.clear(`pin:pause:${guesser.id}`);
      expect((await pinAs(token, `100${i}`)).statusCode).toBe(401);
    }
    await t.app.ctx.attempts.clear(`pin:pause:${guesser.id}`);
    const capped = await pinAs(token, '7531');
    expectLimited(capped, /Too many wrong PINs today/);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(capped.json().data).toBeUndefined();
  });
});

describe('password reset limits', () => {
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
    // Successful sign-ins from a busy store device never count toward its limit.
    for (const _ of [1, 2, 3, 4, 5]) {
      const res = await post(
        perClient,
        '/api/auth',
        { username: user.username, password: TEST_PASSWORD },
        { ip: '10.1.0.3' },
      );
      expect(res.statusCode).toBe(200);
    }
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
