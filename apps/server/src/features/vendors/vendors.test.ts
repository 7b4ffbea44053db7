import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productCategories, products, storeVendors, vendors } from '../../db/schema/index';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { insertVendor } from '../../../test/fixtures/ordering';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';

let t: TestContext;
let tok: Record<'admin' | 'corp' | 'viewer' | 'editorA' | 'manager', string>;
let store: { a: number; b: number; gone: number };

const call = apiCaller(() => t);

const vendorRow = (fields: Partial<typeof vendors.$inferInsert> = {}) => insertVendor(t.db, fields);

const vendorCount = async () => (await t.db.select({ n: count() }).from(vendors))[0]!.n;

const validVendor = {
  name: 'Stumptown Dairy',
  account_no: 'SD-1001',
  email: ' orders@dairy.example ,  rep@dairy.example ',
  street1: '77 Creamery Rd',
  street2: '',
  city: 'Tillamook',
  state: 'OR',
  zip: '97141',
  phone: '(503) 555-0177',
  phone2: null,
  sales_contact: 'Dana Milkwood',
};

beforeAll(async () => {
  t = await startTestApp();
  const a = await makeStore(t.db, { title: 'Alpha', number: '11' });
  const b = await makeStore(t.db, { title: 'Bravo', number: '12' });
  const gone = await makeStore(t.db, { title: 'Gone', number: '13', deletedAt: new Date() });
  store = { a: a.id, b: b.id, gone: gone.id };
  const viewerRole = await makeRole(t.db, 'ROLE_VENDOR_VIEWER', ['vendors-view']);
  const editorRole = await makeRole(t.db, 'ROLE_VENDOR_EDITOR', ['vendors-view', 'vendors-edit']);
  tok = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    corp: { baseRoles: ['ROLE_CORPORATE'] },
    viewer: { links: [{ storeId: a.id, role: viewerRole.role }] },
    editorA: { links: [{ storeId: a.id, role: editorRole.role }] },
    manager: { links: [{ storeId: a.id, role: 'ROLE_MANAGER' }] },
  });
});
afterAll(() => t.close());

describe('vendor lists and views', () => {
  it('lists active vendors by name, and deactivated ones with trashed=1', async () => {
    const zed = await vendorRow({ name: 'Zed Paper' });
    const acme = await vendorRow({ name: 'acme Syrups' });
    const old = await vendorRow({ name: 'Old Roaster', deletedAt: new Date() });
    const active = await call('GET', '/api/vendors', tok.viewer);
    expect(active.statusCode).toBe(200);
    const names = (active.json().data as { name: string }[]).map((v) => v.name);
    expect(names.indexOf('acme Syrups')).toBeLessThan(names.indexOf('Zed Paper'));
    expect(names).not.toContain('Old Roaster');
    const first = (active.json().data as { id: number }[]).find((v) => v.id === acme.id);
    expect(first).toMatchObject({ accountNo: acme.accountNo, salesContact: 'Sam Seller', deleted_at: null });
    const trashed = await call('GET', '/api/vendors?trashed=1', tok.corp);
    expect((trashed.json().data as { id: number }[]).map((v) => v.id)).toEqual([old.id]);
    expect(zed.id).toBeGreaterThan(0);
  });

  it('refuses without a token, without vendors-view, and a bad flag', async () => {
    expect((await call('GET', '/api/vendors')).statusCode).toBe(401);
    expect((await call('GET', '/api/vendors', tok.manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/vendors?trashed=2', tok.admin)).statusCode).toBe(422);
  });

  it('shows a vendor with the stores it serves and the active stores it could serve', async () => {
    const v = await vendorRow();
    await t.db.insert(storeVendors).values([
      { storeId: store.a, vendorId: v.id },
      { storeId: store.gone, vendorId: v.id },
    ]);
    const res = await call('GET', `/api/vendors/${v.id}/view`, tok.viewer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: v.id, name: v.name, street2: null });
    expect(data.stores.linked).toEqual([{ id: store.a, number: '11', title: 'Alpha' }]);
    const unlinked = (data.stores.unlinked as { id: number }[]).map((s) => s.id);
    expect(unlinked).toContain(store.b);
    expect(unlinked).not.toContain(store.a);
    expect(unlinked).not.toContain(store.gone);
  });

  it('answers the edit data to chain-wide vendor editors only', async () => {
    const v = await vendorRow();
    const res = await call('GET', `/api/vendors/${v.id}/edit`, tok.corp);
    expect(res.statusCode).toBe(200);
    // vendors-edit through a store-level role is not enough: a vendor serves every store.
    expect((await call('GET', `/api/vendors/${v.id}/edit`, tok.editorA)).statusCode).toBe(403);
    expect(res.json().data).toMatchObject({ id: v.id, email: v.email, phone2: null });
    expect((await call('GET', `/api/vendors/${v.id}/edit`, tok.viewer)).statusCode).toBe(403);
    expect((await call('GET', `/api/vendors/${v.id}/edit`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown vendor and 422 for a malformed id', async () => {
    expect((await call('GET', '/api/vendors/999999/view', tok.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/vendors/999999/edit', tok.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/vendors/abc/view', tok.admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/vendors/999999/view', tok.manager)).statusCode).toBe(403);
  });
});

describe('creating and updating vendors', () => {
  it('creates a vendor, normalising its list of addresses', async () => {
    const res = await call('POST', '/api/vendors', tok.corp, validVendor);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Stumptown Dairy',
      accountNo: 'SD-1001',
      email: 'orders@dairy.example, rep@dairy.example',
      street2: null,
      salesContact: 'Dana Milkwood',
    });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, data.id));
    expect(row!.createdBy).not.toBeNull();
  });

  it('refuses missing required fields with one error per field, storing nothing', async () => {
    const before = await vendorCount();
    const res = await call('POST', '/api/vendors', tok.admin, { name: ' ', email: 'x@y.example' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    for (const field of ['name', 'account_no', 'street1', 'city', 'state', 'zip', 'phone', 'sales_contact']) {
      expect(errors[field], field).toBeDefined();
    }
    expect(errors.name).toEqual(['Name is required']);
    expect(await vendorCount()).toBe(before);
  });

  it('refuses an email list with an invalid address', async () => {
    const before = await vendorCount();
    const res = await call('POST', '/api/vendors', tok.admin, {
      ...validVendor,
      email: 'good@x.example, not-an-address',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/not-an-address/);
    expect((await call('POST', '/api/vendors', tok.admin, { ...validVendor, email: ' , ' })).statusCode).toBe(422);
    expect(await vendorCount()).toBe(before);
  });

  it('refuses creation without vendors-create or a token', async () => {
    expect((await call('POST', '/api/vendors', tok.editorA, validVendor)).statusCode).toBe(403);
    expect((await call('POST', '/api/vendors', undefined, validVendor)).statusCode).toBe(401);
  });

  it('updates a vendor and refuses fields a caller may not set', async () => {
    const v = await vendorRow();
    const refused = await call('PUT', `/api/vendors/${v.id}`, tok.corp, {
      ...validVendor,
      name: 'Renamed Dairy',
      id: 4242,
      deleted_at: '2020-01-01',
    });
    expect(refused.statusCode).toBe(422);
    const [unchanged] = await t.db.select().from(vendors).where(eq(vendors.id, v.id));
    expect(unchanged!.name).toBe(v.name);
    const res = await call('PUT', `/api/vendors/${v.id}`, tok.corp, { ...validVendor, name: 'Renamed Dairy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: v.id, name: 'Renamed Dairy', deleted_at: null });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, v.id));
    expect(row!.name).toBe('Renamed Dairy');
  });

  it('refuses a bad update and leaves the vendor as it was', async () => {
    const v = await vendorRow();
    const res = await call('PUT', `/api/vendors/${v.id}`, tok.admin, { ...validVendor, phone: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toEqual(['Phone is required']);
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, v.id));
    expect(row!.name).toBe(v.name);
    expect((await call('PUT', '/api/vendors/999999', tok.admin, validVendor)).statusCode).toBe(404);
    expect((await call('PUT', `/api/vendors/${v.id}`, tok.viewer, validVendor)).statusCode).toBe(403);
    expect((await call('PUT', `/api/vendors/${v.id}`, undefined, validVendor)).statusCode).toBe(401);
  });
});

describe('deactivating, restoring and deleting vendors', () => {
  it('deactivates and restores', async () => {
    const v = await vendorRow();
    const off = await call('PUT', `/api/vendors/${v.id}/deactivate`, tok.corp);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.deleted_at).not.toBeNull();
    const trashed = await call('GET', '/api/vendors?trashed=1', tok.corp);
    expect((trashed.json().data as { id: number }[]).map((x) => x.id)).toContain(v.id);
    const on = await call('PUT', `/api/vendors/${v.id}/restore`, tok.corp);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.deleted_at).toBeNull();
  });

  it('refuses deactivation and restore without vendors-delete', async () => {
    const v = await vendorRow();
    expect((await call('PUT', `/api/vendors/${v.id}/deactivate`, tok.editorA)).statusCode).toBe(403);
    expect((await call('PUT', `/api/vendors/${v.id}/restore`, tok.editorA)).statusCode).toBe(403);
    expect((await call('PUT', `/api/vendors/${v.id}/deactivate`)).statusCode).toBe(401);
    expect((await call('PUT', '/api/vendors/999999/deactivate', tok.admin)).statusCode).toBe(404);
  });

  it('deletes only a deactivated vendor, with its categories and products, keeping past orders', async () => {
    const v = await vendorRow();
    const [cat] = await t.db.insert(productCategories).values({ vendorId: v.id, name: 'Milk' }).returning();
    await t.db.insert(products).values([
      { vendorId: v.id, categoryId: cat!.id, description: 'Whole milk', cost: '4.10' },
      { vendorId: v.id, description: 'Loose item', cost: '1.00' },
    ]);
    await t.db.insert(storeVendors).values({ storeId: store.a, vendorId: v.id });
    const [order] = await t.db
      .insert(orders)
      .values({ storeId: store.a, vendorId: v.id, vendorName: v.name, costSum: '4.10' })
      .returning();

    const early = await call('DELETE', `/api/vendors/${v.id}`, tok.admin);
    expect(early.statusCode).toBe(409);
    expect(await t.db.select().from(vendors).where(eq(vendors.id, v.id))).toHaveLength(1);

    await call('PUT', `/api/vendors/${v.id}/deactivate`, tok.admin);
    expect((await call('DELETE', `/api/vendors/${v.id}`, tok.editorA)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/vendors/${v.id}`, tok.admin);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(vendors).where(eq(vendors.id, v.id))).toHaveLength(0);
    expect(await t.db.select().from(productCategories).where(eq(productCategories.vendorId, v.id))).toHaveLength(0);
    expect(await t.db.select().from(products).where(eq(products.vendorId, v.id))).toHaveLength(0);
    expect(await t.db.select().from(storeVendors).where(eq(storeVendors.vendorId, v.id))).toHaveLength(0);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({ vendorId: null, vendorName: v.name });
    expect((await call('DELETE', `/api/vendors/${v.id}`, tok.admin)).statusCode).toBe(404);
  });
});

describe('linking vendors and stores', () => {
  const links = async (vendorId: number) =>
    (await t.db.select().from(storeVendors).where(eq(storeVendors.vendorId, vendorId))).map((l) => l.storeId);

  it('links and unlinks a store (twice is harmless)', async () => {
    const v = await vendorRow();
    expect((await call('POST', `/api/vendors/${v.id}/link/${store.a}`, tok.editorA)).statusCode).toBe(200);
    expect((await call('POST', `/api/vendors/${v.id}/link/${store.a}`, tok.editorA)).statusCode).toBe(200);
    expect(await links(v.id)).toEqual([store.a]);
    expect((await call('DELETE', `/api/vendors/${v.id}/link/${store.a}`, tok.editorA)).statusCode).toBe(200);
    expect(await links(v.id)).toEqual([]);
  });

  it('checks vendors-edit at the store being linked', async () => {
    const v = await vendorRow();
    expect((await call('POST', `/api/vendors/${v.id}/link/${store.b}`, tok.editorA)).statusCode).toBe(403);
    await t.db.insert(storeVendors).values({ storeId: store.b, vendorId: v.id });
    expect((await call('DELETE', `/api/vendors/${v.id}/link/${store.b}`, tok.editorA)).statusCode).toBe(403);
    expect(await links(v.id)).toEqual([store.b]);
    expect((await call('POST', `/api/vendors/${v.id}/link/${store.a}`, tok.viewer)).statusCode).toBe(403);
    expect((await call('POST', `/api/vendors/${v.id}/link/${store.a}`)).statusCode).toBe(401);
  });

  it('refuses an unknown or deactivated store or vendor', async () => {
    const v = await vendorRow();
    const off = await vendorRow({ deletedAt: new Date() });
    expect((await call('POST', `/api/vendors/${v.id}/link/${store.gone}`, tok.admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/vendors/${v.id}/link/999999`, tok.admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/vendors/999999/link/${store.a}`, tok.admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/vendors/${off.id}/link/${store.a}`, tok.admin)).statusCode).toBe(409);
    expect((await call('POST', `/api/vendors/${v.id}/link/x`, tok.admin)).statusCode).toBe(422);
    expect(await links(v.id)).toEqual([]);
    expect(await links(off.id)).toEqual([]);
  });
});
