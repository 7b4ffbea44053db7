import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';

let t: TestContext;
let tokens: Record<string, string>;
let ids: Record<string, number>;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const titles = (data: { title: string }[]) => data.map((s) => s.title);

beforeAll(async () => {
  t = await startTestApp();
  // Numbers chosen so that text order ("10" < "9") and reading order differ.
  const a = await makeStore(t.db, { title: 'Alpha', number: '9' });
  const b = await makeStore(t.db, { title: 'Bravo', number: '10' });
  const c = await makeStore(t.db, { title: 'Charlie', number: '110' });
  const gone = await makeStore(t.db, { title: 'Gone', number: '50', deletedAt: new Date() });
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  const corp = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  const managerA = await makeUser(t, { links: [{ storeId: a.id, role: 'ROLE_MANAGER' }] });
  const managerB = await makeUser(t, { links: [{ storeId: b.id, role: 'ROLE_MANAGER' }] });
  const franchisee = await makeUser(t, {
    links: [
      { storeId: a.id, role: 'ROLE_FRANCHISEE' },
      { storeId: b.id, role: 'ROLE_FRANCHISEE' },
    ],
  });
  const barista = await makeUser(t, { links: [{ storeId: a.id, role: 'ROLE_BARISTA' }] });
  const nobody = await makeUser(t);
  await makeUser(t, { links: [{ storeId: a.id, role: 'ROLE_MANAGER' }], deleted: true });
  await makeUser(t, { links: [{ storeId: gone.id, role: 'ROLE_MANAGER' }] });
  const users = { admin, corp, managerA, managerB, franchisee, barista, nobody };
  tokens = Object.fromEntries(Object.entries(users).map(([k, u]) => [k, tokenFor(t.app, u)]));
  ids = {
    a: a.id,
    b: b.id,
    c: c.id,
    gone: gone.id,
    ...Object.fromEntries(Object.entries(users).map(([k, u]) => [k, u.id])),
  };
});
afterAll(() => t.close());

describe('GET /api/stores-managers', () => {
  it('lists a linked user only their stores, with managers and franchisees as people', async () => {
    const res = await get('/api/stores-managers', tokens.barista);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((d: { store: { title: string } }) => d.store.title)).toEqual(['Alpha']);
    expect(data[0].managers.map((m: { id: number }) => m.id)).toEqual([ids.managerA]);
    expect(data[0].franchisees.map((m: { id: number }) => m.id)).toEqual([ids.franchisee]);
    expect(Object.keys(data[0].managers[0]).sort()).toEqual([
      'email',
      'first_name',
      'id',
      'last_name',
      'phone',
      'username',
    ]);
    expect(Object.keys(data[0].store)).toContain('fax');
  });

  it('lists every active store, in number order, to corporate users and admins', async () => {
    for (const who of ['admin', 'corp']) {
      const res = await get('/api/stores-managers?trashed=0', tokens[who]);
      expect(res.json().data.map((d: { store: { title: string } }) => d.store.title)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
      ]);
    }
  });

  it('lists deactivated stores with trashed=1 for stores-view holders across the chain', async () => {
    const res = await get('/api/stores-managers?trashed=1', tokens.corp);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { store: { title: string } }) => d.store.title)).toEqual(['Gone']);
    // A manager's link to a deactivated store grants nothing there.
    const manager = await get('/api/stores-managers?trashed=1', tokens.managerA);
    expect(manager.json().data).toEqual([]);
  });

  it('refuses trashed=1 without stores-view or stores-delete', async () => {
    expect((await get('/api/stores-managers?trashed=1', tokens.barista)).statusCode).toBe(403);
  });

  it('answers 401 without a token and 422 for a bad trashed value', async () => {
    expect((await get('/api/stores-managers')).statusCode).toBe(401);
    const bad = await get('/api/stores-managers?trashed=yes', tokens.admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.trashed).toBeDefined();
  });
});

describe('GET /api/stores', () => {
  it('orders stores by number as people read it', async () => {
    const res = await get('/api/stores', tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { number: string }) => s.number)).toEqual(['9', '10', '110']);
  });

  it('shows a franchisee their two stores and a user without links none', async () => {
    expect(titles((await get('/api/stores', tokens.franchisee)).json().data)).toEqual(['Alpha', 'Bravo']);
    expect((await get('/api/stores', tokens.nobody)).json().data).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/stores')).statusCode).toBe(401);
  });
});

describe('GET /api/stores-roles', () => {
  it('lists the store-level roles only', async () => {
    const res = await get('/api/stores-roles', tokens.barista);
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((r: { role: string }) => r.role);
    expect(codes).toEqual(
      expect.arrayContaining(['ROLE_MANAGER', 'ROLE_FRANCHISEE', 'ROLE_SHIFT_LEAD', 'ROLE_BARISTA']),
    );
    expect(codes).not.toContain('ROLE_ADMIN');
    expect(codes).not.toContain('ROLE_CORPORATE');
    expect(res.json().data.every((r: { requiresStore: boolean }) => r.requiresStore)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/stores-roles')).statusCode).toBe(401);
  });
});

describe('GET /api/get-permitted-stores', () => {
  it('lists the stores where the permission passes', async () => {
    const barista = await get('/api/get-permitted-stores?permission=cash-count-view', tokens.barista);
    expect(barista.statusCode).toBe(200);
    expect(barista.json().data).toEqual([{ id: ids.a, title: 'Alpha' }]);
    const franchisee = await get('/api/get-permitted-stores?permission=order-history-view', tokens.franchisee);
    expect(titles(franchisee.json().data)).toEqual(['Alpha', 'Bravo']);
    const corp = await get('/api/get-permitted-stores?permission=users-view', tokens.corp);
    expect(titles(corp.json().data)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('answers an empty list where the caller holds the permission nowhere', async () => {
    const res = await get('/api/get-permitted-stores?permission=stores-edit', tokens.managerA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('keeps allow-for-all to the stores the caller may see', async () => {
    const res = await get('/api/get-permitted-stores?permission=allow-for-all', tokens.barista);
    expect(titles(res.json().data)).toEqual(['Alpha']);
  });

  it('answers 422 for an unknown or missing permission, 401 without a token', async () => {
    const unknown = await get('/api/get-permitted-stores?permission=launch-rockets', tokens.admin);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permission).toEqual(['Unknown permission']);
    expect((await get('/api/get-permitted-stores', tokens.admin)).statusCode).toBe(422);
    expect((await get(`/api/get-permitted-stores?permission=${'x'.repeat(200)}`, tokens.admin)).statusCode).toBe(422);
    expect((await get('/api/get-permitted-stores?permission=users-view')).statusCode).toBe(401);
  });
});

describe('GET /api/stores-of-user', () => {
  it('lists the linked stores, or every active store for corporate users', async () => {
    expect((await get('/api/stores-of-user', tokens.franchisee)).json().data).toEqual([
      { id: ids.a, title: 'Alpha' },
      { id: ids.b, title: 'Bravo' },
    ]);
    expect(titles((await get('/api/stores-of-user', tokens.corp)).json().data)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect((await get('/api/stores-of-user', tokens.nobody)).json().data).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/stores-of-user')).statusCode).toBe(401);
  });
});

describe('GET /api/stores-as-managers', () => {
  it('lists the stores a manager manages, every store for an admin', async () => {
    expect((await get('/api/stores-as-managers', tokens.managerA)).json().data).toEqual([
      { id: ids.a, title: 'Alpha' },
    ]);
    expect((await get('/api/stores-as-managers', tokens.franchisee)).json().data).toEqual([]);
    expect((await get('/api/stores-as-managers', tokens.corp)).json().data).toEqual([]);
    expect(titles((await get('/api/stores-as-managers', tokens.admin)).json().data)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
  });

  it('adds the stores of the manager whose PIN was entered (management token)', async () => {
    const token = t.app.jwt.sign(
      { sub: String(ids.managerB), sv: 0, uid: ids.barista, usv: 0, username: 'm', roles: [], typ: 'management' },
      { expiresIn: '1h' },
    );
    expect((await get('/api/stores-as-managers', token)).json().data).toEqual([{ id: ids.b, title: 'Bravo' }]);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/stores-as-managers')).statusCode).toBe(401);
  });
});

describe('GET /api/managers-of-store/{storeId}', () => {
  it("lists the store's active managers by id and name", async () => {
    const res = await get(`/api/managers-of-store/${ids.a}`, tokens.barista);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: ids.managerA, name: expect.stringMatching(/^Test user_/) }]);
  });

  it('refuses a store where the caller holds nothing, allows corporate users everywhere', async () => {
    expect((await get(`/api/managers-of-store/${ids.b}`, tokens.barista)).statusCode).toBe(403);
    expect((await get(`/api/managers-of-store/${ids.a}`, tokens.nobody)).statusCode).toBe(403);
    const corp = await get(`/api/managers-of-store/${ids.b}`, tokens.corp);
    expect(corp.json().data.map((m: { id: number }) => m.id)).toEqual([ids.managerB]);
  });

  it('answers 404 for an unknown store, 422 for a bad id, 401 without a token', async () => {
    expect((await get('/api/managers-of-store/999999', tokens.admin)).statusCode).toBe(404);
    expect((await get('/api/managers-of-store/abc', tokens.admin)).statusCode).toBe(422);
    expect((await get('/api/managers-of-store/0', tokens.admin)).statusCode).toBe(422);
    expect((await get(`/api/managers-of-store/${ids.a}`)).statusCode).toBe(401);
  });
});
