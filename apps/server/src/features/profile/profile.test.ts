import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions, roles } from '../../db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';

let t: TestContext;
let tok: Record<string, string>;
let who: Record<string, { id: number; username: string }>;
let storeIds: Record<string, number>;

const profile = (username: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/profile/${encodeURIComponent(username)}`,
    headers: token ? bearer(token) : {},
  });

beforeAll(async () => {
  t = await startTestApp();
  const a = await makeStore(t.db, { title: 'Alpha', number: '2' });
  const b = await makeStore(t.db, { title: 'Bravo', number: '1' });
  const closed = await makeStore(t.db, { title: 'Closed', number: '3', deletedAt: new Date() });
  const [hr] = await t.db
    .insert(roles)
    .values({ name: 'Store HR', role: 'ROLE_STORE_HR', requiresStore: true })
    .returning();
  const [usersView] = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, ['users-view']));
  await t.db.insert(rolePermissions).values({ roleId: hr!.id, permissionId: usersView!.id });

  const people = {
    barista: await makeUser(t, {
      username: 'Bea.Barista',
      links: [{ storeId: a.id, role: 'ROLE_BARISTA' }],
      pin: '4321',
    }),
    managerA: await makeUser(t, { links: [{ storeId: a.id, role: 'ROLE_MANAGER' }] }),
    managerB: await makeUser(t, {
      baseRoles: ['ROLE_SHIFT_LEAD'],
      links: [
        { storeId: b.id, role: 'ROLE_MANAGER' },
        { storeId: closed.id, role: 'ROLE_MANAGER' },
      ],
    }),
    franchisee: await makeUser(t, {
      links: [
        { storeId: a.id, role: 'ROLE_FRANCHISEE' },
        { storeId: b.id, role: 'ROLE_FRANCHISEE' },
      ],
    }),
    corp: await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] }),
    hrB: await makeUser(t, { links: [{ storeId: b.id, role: 'ROLE_STORE_HR' }] }),
    loner: await makeUser(t),
    leaver: await makeUser(t, { links: [{ storeId: a.id, role: 'ROLE_BARISTA' }], deleted: true }),
  };
  who = people;
  tok = Object.fromEntries(Object.entries(people).map(([k, u]) => [k, tokenFor(t.app, u)]));
  storeIds = { a: a.id, b: b.id };
});
afterAll(() => t.close());

describe('GET /api/profile/{username}', () => {
  it('shows a user their own profile, found whatever the case, without secrets', async () => {
    const res = await profile('bea.BARISTA', tok.barista);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toEqual({
      id: who.barista!.id,
      username: 'Bea.Barista',
      firstName: 'Test',
      lastName: 'Bea.Barista',
      name: 'Test Bea.Barista',
      email: 'Bea.Barista@example.test',
      phone: null,
      language: 'en',
      temperature_unit: 'F',
    });
    expect(data.stores).toEqual([
      { id: storeIds.a, title: 'Alpha', number: '2', role: 'Barista', city: 'Portland', state: 'OR', email: null },
    ]);
    expect(data.roles).toEqual([
      { id: expect.any(Number), name: 'Barista', role: 'ROLE_BARISTA', level: 'Store level' },
    ]);
    expect(res.body).not.toMatch(/password|pin|hash/i);
  });

  it('lists base roles and link roles once each, and active stores by number', async () => {
    const res = await profile(who.managerB!.username, tok.corp);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.stores.map((s: { title: string; role: string }) => `${s.title}:${s.role}`)).toEqual([
      'Bravo:Store Manager',
    ]);
    expect(data.roles.map((r: { role: string }) => r.role).sort()).toEqual(['ROLE_MANAGER', 'ROLE_SHIFT_LEAD']);
    const corp = await profile(who.corp!.username, tok.corp);
    expect(corp.json().data.roles).toEqual([
      { id: expect.any(Number), name: 'Corporate Office', role: 'ROLE_CORPORATE', level: 'Corporate' },
    ]);
  });

  it('opens a colleague’s profile when they share a store', async () => {
    expect((await profile(who.managerA!.username, tok.barista)).statusCode).toBe(200);
    expect((await profile(who.barista!.username, tok.franchisee)).statusCode).toBe(200);
    expect((await profile(who.managerB!.username, tok.franchisee)).statusCode).toBe(200);
  });

  it('opens profiles at a store where the caller holds users-view, and only there', async () => {
    expect((await profile(who.managerB!.username, tok.hrB)).statusCode).toBe(200);
    expect((await profile(who.managerA!.username, tok.hrB)).statusCode).toBe(403);
  });

  it('refuses people the caller shares no store with', async () => {
    expect((await profile(who.managerB!.username, tok.barista)).statusCode).toBe(403);
    expect((await profile(who.corp!.username, tok.managerA)).statusCode).toBe(403);
    expect((await profile(who.barista!.username, tok.loner)).statusCode).toBe(403);
  });

  it('hides deactivated people except from chain-wide users-view holders', async () => {
    expect((await profile(who.leaver!.username, tok.managerA)).statusCode).toBe(404);
    expect((await profile(who.leaver!.username, tok.corp)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user, 414 for an oversize name, 401 without a token', async () => {
    expect((await profile('no-such-person', tok.corp)).statusCode).toBe(404);
    // The router itself refuses path parameters over 100 characters.
    expect((await profile('x'.repeat(101), tok.corp)).statusCode).toBe(414);
    expect((await profile(who.barista!.username)).statusCode).toBe(401);
    expect((await profile(who.barista!.username, 'not-a-token')).statusCode).toBe(401);
  });
});
