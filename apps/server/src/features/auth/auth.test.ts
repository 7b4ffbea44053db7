import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  bearer,
  makeStore,
  makeUser,
  startTestApp,
  TEST_PASSWORD,
  tokenFor,
  type TestContext,
} from '../../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

const signIn = (username: string, password: string, remember_me?: boolean) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { username, password, remember_me } });

const getUser = (username: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/${encodeURIComponent(username)}`,
    headers: token ? bearer(token) : {},
  });

const pinSignIn = (pin: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/manager', payload: { pin }, headers: token ? bearer(token) : {} });

interface Claims {
  sub: string;
  username: string;
  roles: string[];
  typ: string;
  uid?: number;
  iat: number;
  exp: number;
}
const claimsOf = (token: string) => t.app.jwt.decode<Claims>(token)!;

describe('POST /api/auth', () => {
  it('signs in by username in any case, with a 12-hour access token holding base and linked roles', async () => {
    const store = await makeStore(t.db);
    const user = await makeUser(t, {
      username: 'Casey',
      baseRoles: ['ROLE_CORPORATE'],
      links: [{ storeId: store.id, role: 'ROLE_BARISTA' }],
    });
    const res = await signIn('cASEY', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const claims = claimsOf(body.data.token);
    expect(claims).toMatchObject({ sub: String(user.id), username: 'Casey', typ: 'access' });
    expect(claims.roles.sort()).toEqual(['ROLE_BARISTA', 'ROLE_CORPORATE']);
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    expect((await getUser('casey', body.data.token)).statusCode).toBe(200);
  });

  it('signs in by email in any case; remember_me makes the token last 30 days', async () => {
    const user = await makeUser(t, { email: 'Robin.Smith@Example.test' });
    const res = await signIn('  robin.smith@EXAMPLE.test ', TEST_PASSWORD, true);
    expect(res.statusCode).toBe(200);
    const claims = claimsOf(res.json().data.token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const user = await makeUser(t);
    const wrong = await signIn(user.username, 'not-the-password');
    const unknown = await signIn('nobody-by-that-name', TEST_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses deactivated users and users who have not set a password yet', async () => {
    const gone = await makeUser(t, { deleted: true });
    const invited = await makeUser(t, { password: null });
    for (const res of [await signIn(gone.username, TEST_PASSWORD), await signIn(invited.username, '')]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().success).toBe(false);
    }
    expect((await signIn(gone.username, TEST_PASSWORD)).json().message).toBe('Invalid username or password');
    expect((await signIn(invited.username, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('stops accepting a token once its user is deactivated', async () => {
    const user = await makeUser(t);
    const token = (await signIn(user.username, TEST_PASSWORD)).json().data.token;
    expect((await getUser(user.username, token)).statusCode).toBe(200);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await getUser(user.username, token)).statusCode).toBe(401);
  });

  it('rejects malformed bodies with a 4xx and no token', async () => {
    const bodies: unknown[] = [
      {},
      { username: 'a' },
      { username: 5, password: 'x' },
      { username: 'a'.repeat(255), password: 'x' },
      { username: 'a', password: 'p'.repeat(129) },
      { username: 'a', password: 'x', remember_me: 'yes' },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: payload as object });
      expect(res.statusCode).toBe(422);
      expect(res.json().success).toBe(false);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('GET /api/user/{username}', () => {
  it('answers the signed-in user with their permission data, ignoring case', async () => {
    const store = await makeStore(t.db);
    const user = await makeUser(t, { username: 'Dana', links: [{ storeId: store.id, role: 'ROLE_SHIFT_LEAD' }] });
    const res = await getUser('DANA', tokenFor(t.app, user));
    expect(res.statusCode).toBe(200);
    const { user: answered, userRolePermissionData } = res.json().data;
    expect(answered).toEqual({
      id: user.id,
      username: 'Dana',
      firstName: 'Test',
      lastName: 'Dana',
      name: 'Test Dana',
      email: user.email,
      phone: null,
      language: 'en',
      temperature_unit: 'F',
    });
    expect(answered).not.toHaveProperty('passwordHash');
    expect(userRolePermissionData.ROLE_SHIFT_LEAD).toMatchObject({ requires_store: true, store_ids: [store.id] });
    expect(userRolePermissionData.ROLE_SHIFT_LEAD.permissions.length).toBeGreaterThan(0);
  });

  it('refuses another user without users-view (403) and shows them to a holder of users-view', async () => {
    const store = await makeStore(t.db);
    const barista = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] });
    const other = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] });
    const corporate = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
    expect((await getUser(other.username, tokenFor(t.app, barista))).statusCode).toBe(403);
    expect((await getUser('no-such-user', tokenFor(t.app, barista))).statusCode).toBe(403);
    const seen = await getUser(other.username.toUpperCase(), tokenFor(t.app, corporate));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.user.id).toBe(other.id);
    expect((await getUser('no-such-user', tokenFor(t.app, corporate))).statusCode).toBe(404);
  });

  it('answers 401 without a token, with a bad token, or with a token of another kind', async () => {
    const user = await makeUser(t);
    expect((await getUser(user.username)).statusCode).toBe(401);
    expect((await getUser(user.username, 'not.a.token')).statusCode).toBe(401);
    const foreign = t.app.jwt.sign({ sub: String(user.id), username: user.username, roles: [], typ: 'refresh' });
    expect((await getUser(user.username, foreign)).statusCode).toBe(401);
    const noCaller = t.app.jwt.sign({ sub: String(user.id), username: user.username, roles: [], typ: 'management' });
    expect((await getUser(user.username, noCaller)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/manager', () => {
  async function managerSetup(pin: string) {
    const store = await makeStore(t.db);
    const barista = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_BARISTA' }] });
    const manager = await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_MANAGER' }], pin });
    return { store, barista, manager };
  }

  it("answers a 12-hour management token for the manager on the caller's session, accepted by the API", async () => {
    const { store, barista, manager } = await managerSetup('4821');
    const res = await pinSignIn('4821', tokenFor(t.app, barista));
    expect(res.statusCode).toBe(200);
    const { token, userRolePermissionData } = res.json().data;
    expect(userRolePermissionData.ROLE_MANAGER).toMatchObject({ store_ids: [store.id] });
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      sub: String(manager.id),
      username: manager.username,
      roles: ['ROLE_MANAGER'],
      typ: 'management',
      uid: barista.id,
    });
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    const own = await getUser(barista.username, token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.user.id).toBe(barista.id);
  });

  it('accepts the PIN of an administrator (a base role)', async () => {
    const caller = await makeUser(t);
    const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'], pin: '77665544' });
    const res = await pinSignIn('77665544', tokenFor(t.app, caller));
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().data.token).sub).toBe(String(admin.id));
  });

  it('refuses a wrong PIN, the PIN of a non-manager and of a deactivated manager with the same 401', async () => {
    const { store, barista } = await managerSetup('5932');
    await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_SHIFT_LEAD' }], pin: '6043' });
    await makeUser(t, { links: [{ storeId: store.id, role: 'ROLE_MANAGER' }], pin: '7154', deleted: true });
    const token = tokenFor(t.app, barista);
    for (const pin of ['0000', '6043', '7154']) {
      const res = await pinSignIn(pin, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid PIN' });
    }
  });

  it('needs a normal session: no token or a management token is a 401', async () => {
    const { barista } = await managerSetup('8265');
    expect((await pinSignIn('8265')).statusCode).toBe(401);
    const management = (await pinSignIn('8265', tokenFor(t.app, barista))).json().data.token;
    const again = await pinSignIn('8265', management);
    expect(again.statusCode).toBe(401);
    expect(again.json().success).toBe(false);
  });

  it('stops accepting a management token once the manager is deactivated', async () => {
    const { barista, manager } = await managerSetup('9376');
    const management = (await pinSignIn('9376', tokenFor(t.app, barista))).json().data.token;
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, manager.id));
    expect((await getUser(barista.username, management)).statusCode).toBe(401);
  });

  it('rejects malformed bodies with 422', async () => {
    const caller = await makeUser(t);
    for (const pin of [undefined, 1234, '', '1'.repeat(17)]) {
      const res = await pinSignIn(pin, tokenFor(t.app, caller));
      expect(res.statusCode).toBe(422);
    }
  });
});
