import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, TEST_PASSWORD, type TestContext } from '../../../test/harness';

/*
 * PUT /api/users/me/temperature-unit (beyond the spec, DESIGN §8, food safety): the signed-in
 * person sets the scale they read temperatures in, answered with them wherever their language is.
 */

let t: TestContext;
type Person = Awaited<ReturnType<typeof makeUser>>;
let barista: Person;
let manager: Person;
const MANAGER_PIN = '5828';

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function signIn(person: Person): Promise<string> {
  const answer = await call('POST', '/api/auth', undefined, { username: person.username, password: TEST_PASSWORD });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.token;
}

const setUnit = (token: string | undefined, unit: unknown) =>
  call('PUT', '/api/users/me/temperature-unit', token, { temperature_unit: unit });

const storedUnit = async (person: Person) =>
  (await t.db.select({ unit: users.temperatureUnit }).from(users).where(eq(users.id, person.id)))[0]!.unit;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
  const store = await makeStore(t.db);
  manager = await makeUser(t, { pin: MANAGER_PIN, links: [{ storeId: store.id, role: 'ROLE_MANAGER' }] });
  barista = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] });
});
afterAll(() => t.close());

describe('PUT /api/users/me/temperature-unit', () => {
  it('sets the caller’s scale, read back by the signed-in user and the profile', async () => {
    const person = await makeUser(t);
    const token = await signIn(person);
    const before = await call('GET', `/api/user/${person.username}`, token);
    expect(before.json().data.user.temperature_unit).toBe('F');

    const set = await setUnit(token, 'C');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true, data: { temperature_unit: 'C' } });

    const me = await call('GET', `/api/user/${person.username}`, token);
    expect(me.json().data.user).toMatchObject({ temperature_unit: 'C', language: 'en' });
    const profile = await call('GET', `/api/profile/${person.username}`, token);
    expect(profile.json().data.user.temperature_unit).toBe('C');

    expect((await setUnit(token, 'F')).json().data).toEqual({ temperature_unit: 'F' });
    expect(await storedUnit(person)).toBe('F');
  });

  it('refuses a scale other than °F or °C with a 422, in the caller’s language', async () => {
    const english = await makeUser(t);
    const spanish = await makeUser(t);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));

    const inEnglish = await setUnit(await signIn(english), 'K');
    expect(inEnglish.statusCode).toBe(422);
    expect(inEnglish.json().errors).toEqual({ temperature_unit: ['Choose °F or °C'] });
    const inSpanish = await setUnit(await signIn(spanish), 'K');
    expect(inSpanish.statusCode).toBe(422);
    expect(inSpanish.json().errors).toEqual({ temperature_unit: ['Elige °F o °C'] });

    const missing = await call('PUT', '/api/users/me/temperature-unit', await signIn(english), {});
    expect(missing.statusCode).toBe(422);
    expect(await storedUnit(english)).toBe('F');
  });

  it('refuses a caller who is not signed in with a 401', async () => {
    const answer = await setUnit(undefined, 'C');
    expect(answer.statusCode).toBe(401);
  });

  it('in a management session changes the device user’s own scale, never the manager’s', async () => {
    const token = await signIn(barista);
    const pin = await call('POST', '/api/auth/manager', token, { pin: MANAGER_PIN });
    expect(pin.statusCode, pin.body).toBe(200);
    const set = await setUnit(pin.json().data.token, 'C');
    expect(set.statusCode, set.body).toBe(200);
    expect(await storedUnit(barista)).toBe('C');
    expect(await storedUnit(manager)).toBe('F');
  });
});
