import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, bearer, makeStore, makeUser, startTestApp, type TestContext } from '../../../test/harness';

/** GET /api/device-key: the key a device keeps a person's offline work under (docs/decisions/187). */

let t: TestContext;
let store: number;

beforeAll(async () => {
  t = await startTestApp();
  store = (await makeStore(t.db)).id;
});
afterAll(() => t.close());

const signIn = async (username: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username, password: TEST_PASSWORD, remember_me: false },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
};

const keyWith = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/device-key', headers });

async function keyOf(token: string): Promise<string> {
  const res = await keyWith(bearer(token));
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const { key } = res.json().data as { key: string };
  expect(Buffer.from(key, 'base64url')).toHaveLength(32);
  return key;
}

describe('GET /api/device-key', () => {
  it('answers the same key to the same person on every sign-in, a sign-out between, and a PIN session', async () => {
    const barista = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
    await makeUser(t, { links: [{ storeId: store, role: 'ROLE_MANAGER' }], pin: '90817' });
    const first = await signIn(barista.username);
    const key = await keyOf(first);
    expect(await keyOf(await signIn(barista.username))).toBe(key);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    const again = await signIn(barista.username);
    expect(await keyOf(again)).toBe(key);

    // A manager's PIN on the barista's phone: the session is still the barista's, and so is the key.
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/manager',
      payload: { pin: '90817' },
      headers: bearer(again),
    });
    expect(pin.statusCode).toBe(200);
    expect(await keyOf(pin.json().data.token as string)).toBe(key);
  });

  it('answers each person a key of their own', async () => {
    const one = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
    const two = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
    const keys = [await keyOf(await signIn(one.username)), await keyOf(await signIn(two.username))];
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refuses a caller without a token, and a token ended by a sign-out', async () => {
    expect((await keyWith({})).statusCode).toBe(401);
    const person = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
    const token = await signIn(person.username);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const ended = await keyWith(bearer(token));
    expect(ended.statusCode).toBe(401);
    expect(ended.json().data).toBeUndefined();
  });
});
