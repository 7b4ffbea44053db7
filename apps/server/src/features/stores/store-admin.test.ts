import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  permissions,
  rolePermissions,
  roles,
  stores,
  storeVendors,
  userStores,
  vendors,
} from '../../db/schema/index';
import { bearer, makeStore, makeUser, roleId, startTestApp, tokenFor, type TestContext } from '../../../test/harness';

let t: TestContext;
type Person = 'admin' | 'corp' | 'editorA' | 'managerA' | 'barista' | 'newcomer' | 'leaver';
let tok: Record<Person, string>;
let id: Record<Person | 'a' | 'b' | 'doomed' | 'gone', number>;
let vendorIds: { beans: number; milk: number };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const storeRow = async (storeId: number) => (await t.db.select().from(stores).where(eq(stores.id, storeId)))[0];
const storeCount = async () => (await t.db.select({ n: count() }).from(stores))[0]!.n;
const linkOf = async (storeId: number, userId: number) =>
  (
    await t.db
      .select()
      .from(userStores)
      .where(and(eq(userStores.storeId, storeId), eq(userStores.userId, userId)))
  )[0];

/** A store-level role with exactly these permissions. */
async function makeRole(code: string, names: string[]) {
  const [role] = await t.db.insert(roles).values({ name: code, role: code, requiresStore: true }).returning();
  const rows = await t.db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
  await t.db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return role!;
}

const validStore = {
  title: 'Northgate',
  number: '301',
  email: 'northgate@dripp.example',
  email2: '',
  street1: '401 NE Northgate Way',
  street2: '',
  city: 'Seattle',
  state: 'WA',
  zip: '98125',
  phone: '(206) 555-0301',
  fax: '(206) 555-0391',
};

beforeAll(async () => {
  t = await startTestApp();
  const a = await makeStore(t.db, { title: 'Alpha', number: '1' });
  const b = await makeStore(t.db, { title: 'Bravo', number: '2' });
  const doomed = await makeStore(t.db, { title: 'Doomed', number: '3' });
  const gone = await makeStore(t.db, { title: 'Gone', number: '4', deletedAt: new Date() });
  const editor = await makeRole('ROLE_STORE_EDITOR', [
    'stores-view',
    'stores-edit',
    'stores-delete',
    'cash-count-view',
    'communication-log-view',
  ]);
  await makeRole('ROLE_CASHIER', ['cash-count-view']);
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  const corp = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  const editorA = await makeUser(t, {
    links: [
      { storeId: a.id, role: editor.role },
      { storeId: doomed.id, role: editor.role },
    ],
  });
  const managerA = await makeUser(t, { links: [{ storeId: a.id, role: 'ROLE_MANAGER' }] });
  const barista = await makeUser(t, { links: [{ storeId: a.id, role: 'ROLE_BARISTA' }] });
  const newcomer = await makeUser(t);
  const leaver = await makeUser(t, { deleted: true });
  await makeUser(t, { links: [{ storeId: doomed.id, role: 'ROLE_BARISTA' }] });
  const vendor = (name: string, deleted = false) => ({
    name,
    accountNo: `AC-${name}`,
    email: `${name.toLowerCase()}@vendor.example`,
    street1: '1 Market St',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    phone: '(503) 555-0000',
    salesContact: 'Sam Seller',
    deletedAt: deleted ? new Date() : null,
  });
  const [beans, milk] = await t.db
    .insert(vendors)
    .values([vendor('Beans'), vendor('Milk'), vendor('Bygone', true)])
    .returning();
  await t.db.insert(storeVendors).values({ storeId: a.id, vendorId: beans!.id });
  const people = { admin, corp, editorA, managerA, barista, newcomer, leaver };
  tok = Object.fromEntries(Object.entries(people).map(([k, u]) => [k, tokenFor(t.app, u)])) as typeof tok;
  vendorIds = { beans: beans!.id, milk: milk!.id };
  id = {
    a: a.id,
    b: b.id,
    doomed: doomed.id,
    gone: gone.id,
    ...(Object.fromEntries(Object.entries(people).map(([k, u]) => [k, u.id])) as Record<Person, number>),
  };
});
afterAll(() => t.close());

describe('GET /api/stores/{id}/view', () => {
  it('answers the store with linked and unlinked users, vendor lists and store roles', async () => {
    const res = await call('GET', `/api/stores/${id.a}/view`, tok.managerA);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: id.a, title: 'Alpha', number: '1', deleted_at: null });
    expect(data.vendors).toEqual({
      linked: [
        {
          id: vendorIds.beans,
          name: 'Beans',
          accountNo: 'AC-Beans',
          salesContact: 'Sam Seller',
          email: 'beans@vendor.example',
          phone: '(503) 555-0000',
          city: 'Portland',
          state: 'OR',
        },
      ],
      unlinked: [{ id: vendorIds.milk, name: 'Milk' }],
    });
    const linked = data.users.linked.find((u: { id: number }) => u.id === id.barista);
    expect(linked).toEqual({
      id: id.barista,
      name: expect.any(String),
      username: expect.any(String),
      email: expect.any(String),
      role: 'Barista',
      role_id: await roleId(t.db, 'ROLE_BARISTA'),
    });
    const unlinkedIds = data.users.unlinked.map((u: { id: number }) => u.id);
    expect(unlinkedIds).toContain(id.newcomer);
    expect(unlinkedIds).not.toContain(id.barista);
    expect(unlinkedIds).not.toContain(id.leaver);
    expect(data.store_roles.length).toBeGreaterThan(0);
    expect(data.store_roles.every((r: { requiresStore: boolean }) => r.requiresStore)).toBe(true);
  });

  it('refuses without stores-view, or with it only at another store', async () => {
    expect((await call('GET', `/api/stores/${id.a}/view`, tok.barista)).statusCode).toBe(403);
    expect((await call('GET', `/api/stores/${id.b}/view`, tok.managerA)).statusCode).toBe(403);
  });

  it('answers 404, 422 and 401 where they apply', async () => {
    expect((await call('GET', '/api/stores/999999/view', tok.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/stores/x/view', tok.admin)).statusCode).toBe(422);
    expect((await call('GET', `/api/stores/${id.a}/view`)).statusCode).toBe(401);
  });
});

describe('GET /api/stores/{id}/edit', () => {
  it('answers the store fields for stores-edit at that store', async () => {
    const res = await call('GET', `/api/stores/${id.a}/edit`, tok.editorA);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual([
      'city',
      'email',
      'email2',
      'fax',
      'id',
      'number',
      'phone',
      'region',
      'state',
      'street1',
      'street2',
      'time_zone',
      'title',
      'zip',
    ]);
  });

  it('refuses stores-view only, another store, or no token', async () => {
    expect((await call('GET', `/api/stores/${id.a}/edit`, tok.managerA)).statusCode).toBe(403);
    expect((await call('GET', `/api/stores/${id.b}/edit`, tok.editorA)).statusCode).toBe(403);
    expect((await call('GET', `/api/stores/${id.a}/edit`)).statusCode).toBe(401);
    expect((await call('GET', '/api/stores/999999/edit', tok.corp)).statusCode).toBe(404);
  });
});

describe('POST /api/stores', () => {
  it('creates a store and records who did', async () => {
    // Fields the caller may not set (id, audit, deactivation) are refused, and nothing is created.
    const extra = {
      id: 424242,
      created_by: id.barista,
      createdBy: id.barista,
      deleted_at: '2020-01-01',
      deletedAt: '2020-01-01',
    };
    const before = await storeCount();
    const refused = await call('POST', '/api/stores', tok.corp, { ...validStore, ...extra, number: 301 });
    expect(refused.statusCode).toBe(422);
    expect(await storeCount()).toBe(before);
    const res = await call('POST', '/api/stores', tok.corp, { ...validStore, number: 301 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ title: 'Northgate', number: '301', email2: null, street2: null });
    const row = await storeRow(data.id);
    expect(row).toMatchObject({ createdBy: id.corp, updatedBy: id.corp, deletedAt: null });
  });

  it('names every missing or malformed field and changes nothing', async () => {
    const before = await storeCount();
    const res = await call('POST', '/api/stores', tok.corp, { title: ' ', email: 'not-an-email', email2: 'nope' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.title).toEqual(['Title is required']);
    expect(errors.email).toEqual(['Email is not a valid email address']);
    expect(errors.email2).toEqual(['Email 2 is not a valid email address']);
    for (const field of ['number', 'street1', 'city', 'state', 'zip', 'phone', 'fax'])
      expect(errors[field]).toBeDefined();
    const long = await call('POST', '/api/stores', tok.corp, { ...validStore, number: '999', title: 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(await storeCount()).toBe(before);
  });

  it('refuses a number another store already has', async () => {
    const before = await storeCount();
    const res = await call('POST', '/api/stores', tok.admin, { ...validStore, number: '2' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.number).toEqual(['Another store already has this number']);
    expect(await storeCount()).toBe(before);
  });

  it('refuses without stores-create and without a token', async () => {
    const before = await storeCount();
    expect((await call('POST', '/api/stores', tok.editorA, { ...validStore, number: '777' })).statusCode).toBe(403);
    expect((await call('POST', '/api/stores', undefined, { ...validStore, number: '778' })).statusCode).toBe(401);
    expect(await storeCount()).toBe(before);
  });
});

describe('PUT /api/stores/{id}', () => {
  it('updates the store and records who did', async () => {
    const res = await call('PUT', `/api/stores/${id.a}`, tok.editorA, {
      ...validStore,
      title: 'Alpha Prime',
      number: '1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe('Alpha Prime');
    expect(await storeRow(id.a)).toMatchObject({ title: 'Alpha Prime', updatedBy: id.editorA });
  });

  it('keeps the region when it is left out, and clears it when blank (decision 198)', async () => {
    const put = (extra: object) =>
      call('PUT', `/api/stores/${id.a}`, tok.editorA, { ...validStore, title: 'Alpha Prime', number: '1', ...extra });
    expect((await put({ region: ' Puget Sound ' })).json().data.region).toBe('Puget Sound');
    expect((await put({})).json().data.region).toBe('Puget Sound');
    expect((await put({ region: '' })).json().data.region).toBeNull();
    expect((await put({ region: 'x'.repeat(101) })).statusCode).toBe(422);
  });

  it('refuses another store, stores-view only and no token, leaving the store as it was', async () => {
    const before = await storeRow(id.b);
    expect((await call('PUT', `/api/stores/${id.b}`, tok.editorA, validStore)).statusCode).toBe(403);
    expect((await call('PUT', `/api/stores/${id.a}`, tok.managerA, validStore)).statusCode).toBe(403);
    expect((await call('PUT', `/api/stores/${id.b}`, undefined, validStore)).statusCode).toBe(401);
    expect(await storeRow(id.b)).toEqual(before);
  });

  it('refuses bad input and unknown stores', async () => {
    const before = await storeRow(id.a);
    const res = await call('PUT', `/api/stores/${id.a}`, tok.editorA, { ...validStore, zip: '', phone: 5 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['phone', 'zip']);
    expect((await call('PUT', `/api/stores/${id.a}`, tok.editorA, { ...validStore, number: '2' })).statusCode).toBe(
      422,
    );
    expect(await storeRow(id.a)).toEqual(before);
    expect((await call('PUT', '/api/stores/999999', tok.admin, { ...validStore, number: '555' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/stores/{id} and PUT /api/stores/{id}/restore', () => {
  it('deactivates an active store, then deletes it for good from the deactivated list', async () => {
    const first = await call('DELETE', `/api/stores/${id.doomed}`, tok.editorA);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Successfully deactivated Store');
    expect(await storeRow(id.doomed)).toMatchObject({ deletedAt: expect.any(Date), updatedBy: id.editorA });
    // The link at a deactivated store grants nothing any more.
    expect((await call('DELETE', `/api/stores/${id.doomed}`, tok.editorA)).statusCode).toBe(403);
    const second = await call('DELETE', `/api/stores/${id.doomed}`, tok.admin);
    expect(second.json().message).toBe('Successfully deleted Store');
    expect(await storeRow(id.doomed)).toBeUndefined();
    expect(await t.db.select().from(userStores).where(eq(userStores.storeId, id.doomed))).toEqual([]);
  });

  it('keeps a deactivated store that has order history (409)', async () => {
    const kept = await makeStore(t.db, { title: 'Kept', number: '88', deletedAt: new Date() });
    await t.db.insert(orders).values({ storeId: kept.id, vendorName: 'Beans', costSum: '12.50' });
    const res = await call('DELETE', `/api/stores/${kept.id}`, tok.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/order history/);
    expect(await storeRow(kept.id)).toBeDefined();
  });

  it('refuses delete without the permission at that store, and without a token', async () => {
    expect((await call('DELETE', `/api/stores/${id.b}`, tok.editorA)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/stores/${id.a}`, tok.managerA)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/stores/${id.a}`)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/stores/999999', tok.admin)).statusCode).toBe(404);
    expect((await storeRow(id.a))!.deletedAt).toBeNull();
    expect((await storeRow(id.b))!.deletedAt).toBeNull();
  });

  it('restores a deactivated store and records who did', async () => {
    expect((await call('PUT', `/api/stores/${id.gone}/restore`, tok.editorA)).statusCode).toBe(403);
    expect((await call('PUT', `/api/stores/${id.gone}/restore`)).statusCode).toBe(401);
    const res = await call('PUT', `/api/stores/${id.gone}/restore`, tok.corp);
    expect(res.statusCode).toBe(200);
    expect(await storeRow(id.gone)).toMatchObject({ deletedAt: null, updatedBy: id.corp });
  });

  it('answers 409 when restoring an active store and 404 for an unknown one', async () => {
    expect((await call('PUT', `/api/stores/${id.b}/restore`, tok.corp)).statusCode).toBe(409);
    expect((await call('PUT', '/api/stores/999999/restore', tok.corp)).statusCode).toBe(404);
  });
});

describe('POST and DELETE /api/stores/{id}/users/{userId}/link', () => {
  const link = (storeId: number, userId: number, token: string | undefined, body: object) =>
    call('POST', `/api/stores/${storeId}/users/${userId}/link`, token, body);
  const unlink = (storeId: number, userId: number, token?: string) =>
    call('DELETE', `/api/stores/${storeId}/users/${userId}/link`, token);

  it('links a user with a store-level role, and a second link changes the role', async () => {
    const cashier = await roleId(t.db, 'ROLE_CASHIER');
    const res = await link(id.a, id.newcomer, tok.editorA, { role_id: cashier });
    expect(res.statusCode).toBe(200);
    expect((await linkOf(id.a, id.newcomer))!.roleId).toBe(cashier);
    expect((await storeRow(id.a))!.updatedBy).toBe(id.editorA);
    const barista = await roleId(t.db, 'ROLE_BARISTA');
    expect((await link(id.a, id.newcomer, tok.admin, { role_id: String(barista) })).statusCode).toBe(200);
    expect((await linkOf(id.a, id.newcomer))!.roleId).toBe(barista);
  });

  it('asks for a role when none, an unknown or a corporate role is chosen, changing nothing', async () => {
    // The same answers as the users route gives (one store-link rule).
    for (const [body, message] of [
      [{ role_id: 0 }, 'Choose a role'],
      [{}, 'Choose a role'],
      [{ role_id: await roleId(t.db, 'ROLE_CORPORATE') }, 'Choose a store-level role'],
      [{ role_id: 987654 }, 'Role not found'],
    ] as const) {
      const res = await link(id.b, id.newcomer, tok.admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { role_id: [message] } });
    }
    expect((await link(id.b, id.newcomer, tok.admin, { role_id: 'manager' })).statusCode).toBe(422);
    expect(await linkOf(id.b, id.newcomer)).toBeUndefined();
  });

  it('refuses another store, a role beyond the caller, no token, unknown or deactivated users', async () => {
    const cashier = await roleId(t.db, 'ROLE_CASHIER');
    expect((await link(id.b, id.newcomer, tok.editorA, { role_id: cashier })).statusCode).toBe(403);
    const manager = await roleId(t.db, 'ROLE_MANAGER');
    const beyond = await link(id.a, id.newcomer, tok.editorA, { role_id: manager });
    expect(beyond.statusCode).toBe(403);
    expect((await link(id.b, id.newcomer, undefined, { role_id: cashier })).statusCode).toBe(401);
    expect((await link(id.b, 999999, tok.admin, { role_id: cashier })).statusCode).toBe(404);
    expect((await link(id.b, id.leaver, tok.admin, { role_id: cashier })).statusCode).toBe(409);
    expect((await link(999999, id.newcomer, tok.admin, { role_id: cashier })).statusCode).toBe(404);
    expect(await linkOf(id.b, id.newcomer)).toBeUndefined();
    expect((await linkOf(id.a, id.newcomer))!.roleId).toBe(await roleId(t.db, 'ROLE_BARISTA'));
  });

  it('unlinks a user, refusing another store, a role beyond the caller and no token', async () => {
    expect((await unlink(id.a, id.managerA, tok.editorA)).statusCode).toBe(403);
    expect(await linkOf(id.a, id.managerA)).toBeDefined();
    expect((await unlink(id.a, id.newcomer)).statusCode).toBe(401);
    expect((await unlink(id.b, id.newcomer, tok.editorA)).statusCode).toBe(403);
    // The newcomer is a barista at Alpha now, a role with more than the editor holds there.
    expect((await unlink(id.a, id.newcomer, tok.editorA)).statusCode).toBe(403);
    await link(id.a, id.newcomer, tok.admin, { role_id: await roleId(t.db, 'ROLE_CASHIER') });
    const res = await unlink(id.a, id.newcomer, tok.editorA);
    expect(res.statusCode).toBe(200);
    expect(await linkOf(id.a, id.newcomer)).toBeUndefined();
    expect((await unlink(id.a, id.newcomer, tok.editorA)).statusCode).toBe(404);
  });
});
