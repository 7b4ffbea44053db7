import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, TEST_PASSWORD, type TestContext } from '../../../test/harness';

/*
 * PUT /api/users/me/language (beyond the spec, DESIGN §8): the signed-in person sets their own
 * language alone, whatever else their profile lacks.
 */

let t: TestContext;
type Person = Awaited<ReturnType<typeof makeUser>>;
let barista: Person;
let manager: Person;
const MANAGER_PIN = '5827';

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function signIn(person: Person): Promise<{ token: string; language: string }> {
  const answer = await call('POST', '/api/auth', undefined, { username: person.username, password: TEST_PASSWORD });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const setLanguage = (token: string | undefined, language: unknown) =>
  call('PUT', '/api/users/me/language', token, { language });

const storedLanguage = async (person: Person) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, person.id)))[0]!.language;

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
  const store = await makeStore(t.db);
  manager = await makeUser(t, { pin: MANAGER_PIN, links: [{ storeId: store.id, role: 'ROLE_MANAGER' }] });
  barista = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] });
});
afterAll(() => t.close());

describe('PUT /api/users/me/language', () => {
  it('sets the caller’s language, read back by the profile and the next sign-in', async () => {
    const person = await makeUser(t);
    const { token, language } = await signIn(person);
    expect(language).toBe('en');

    const set = await setLanguage(token, 'es');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true, data: { language: 'es' } });

    const profile = await call('GET', `/api/profile/${person.username}`, token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.user.language).toBe('es');
    expect((await signIn(person)).language).toBe('es');

    const back = await setLanguage(token, 'en');
    expect(back.json().data).toEqual({ language: 'en' });
    expect((await signIn(person)).language).toBe('en');
  });

  it('lets a person with no phone on file switch, where the whole profile edit would refuse', async () => {
    const person = await makeUser(t);
    expect((await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, person.id)))[0]!.phone).toBeNull();
    const { token } = await signIn(person);
    const set = await setLanguage(token, 'es');
    expect(set.statusCode, set.body).toBe(200);
    expect(await storedLanguage(person)).toBe('es');
    // Nothing but the language changes.
    const profile = (await call('GET', `/api/profile/${person.username}`, token)).json().data.user;
    expect(profile).toMatchObject({ phone: null, email: person.email, firstName: person.firstName });
  });

  it('refuses a language the portal does not speak with a 422, in the caller’s language', async () => {
    const english = await makeUser(t);
    const spanish = await makeUser(t);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));

    const inEnglish = await setLanguage((await signIn(english)).token, 'fr');
    expect(inEnglish.statusCode).toBe(422);
    expect(inEnglish.json()).toEqual({
      success: false,
      message: 'Language: Invalid option: expected one of "en"|"es"',
      errors: { language: ['Invalid option: expected one of "en"|"es"'] },
    });

    const inSpanish = await setLanguage((await signIn(spanish)).token, 'fr');
    expect(inSpanish.statusCode).toBe(422);
    expect(inSpanish.json()).toEqual({
      success: false,
      message: 'Idioma: Opción inválida: se esperaba una de "en"|"es"',
      errors: { language: ['Opción inválida: se esperaba una de "en"|"es"'] },
    });
    expect(await storedLanguage(spanish)).toBe('es');

    const missing = await call('PUT', '/api/users/me/language', (await signIn(english)).token, {});
    expect(missing.statusCode).toBe(422);
    expect(await storedLanguage(english)).toBe('en');
  });

  it('refuses a caller who is not signed in with a 401', async () => {
    const answer = await setLanguage(undefined, 'es');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().success).toBe(false);
  });

  it('in a management session changes the device user’s own language, never the manager’s', async () => {
    const { token } = await signIn(barista);
    const pin = await call('POST', '/api/auth/manager', token, { pin: MANAGER_PIN });
    expect(pin.statusCode, pin.body).toBe(200);
    const set = await setLanguage(pin.json().data.token, 'es');
    expect(set.statusCode, set.body).toBe(200);
    expect(await storedLanguage(barista)).toBe('es');
    expect(await storedLanguage(manager)).toBe('en');
  });

  it('leaves /users/{id} to the spec’s routes', async () => {
    const { token } = await signIn(barista);
    const view = await call('GET', `/api/users/${barista.id}/view`, token);
    expect(view.statusCode).not.toBe(404);
    const other = await call('PUT', '/api/users/me/other', token, { language: 'es' });
    expect(other.statusCode).not.toBe(200);
  });
});
