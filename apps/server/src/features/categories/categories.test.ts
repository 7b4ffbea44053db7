import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories, products } from '../../db/schema/index';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { insertVendor } from '../../../test/fixtures/ordering';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';

let t: TestContext;
let tok: Record<'admin' | 'corp' | 'viewer' | 'productEditor' | 'manager', string>;
let vendorId: number;

const call = apiCaller(() => t);

async function category(name: string, deleted = false) {
  const [row] = await t.db
    .insert(productCategories)
    .values({ vendorId, name, deletedAt: deleted ? new Date() : null })
    .returning();
  return row!;
}

const categoryCount = async () => (await t.db.select({ n: count() }).from(productCategories))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  const store = await makeStore(t.db);
  vendorId = (await insertVendor(t.db, { name: 'Cascade Paper Supply' })).id;
  const viewerRole = await makeRole(t.db, 'ROLE_CATEGORY_VIEWER', ['categories-view']);
  const productEditorRole = await makeRole(t.db, 'ROLE_PRODUCT_EDITOR', ['products-view', 'products-edit']);
  tok = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    corp: { baseRoles: ['ROLE_CORPORATE'] },
    viewer: { links: [{ storeId: store.id, role: viewerRole.role }] },
    productEditor: { links: [{ storeId: store.id, role: productEditorRole.role }] },
    manager: { links: [{ storeId: store.id, role: 'ROLE_MANAGER' }] },
  });
});
afterAll(() => t.close());

describe('reading categories', () => {
  it('lists a vendor’s categories: active=1 active, active=0 deactivated, none all', async () => {
    const cups = await category('Cups');
    const lids = await category('lids');
    const old = await category('Old straws', true);
    const ids = async (query: string, token = tok.viewer) => {
      const res = await call('GET', `/api/vendors/${vendorId}/categories${query}`, token);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[])
        .map((c) => c.id)
        .filter((id) => [cups.id, lids.id, old.id].includes(id));
    };
    expect(await ids('?active=1')).toEqual([cups.id, lids.id]);
    expect(await ids('?active=0')).toEqual([old.id]);
    expect(await ids('')).toEqual([cups.id, lids.id, old.id]);
    // The product form's category picker reads the same list.
    expect(await ids('?active=1', tok.productEditor)).toEqual([cups.id, lids.id]);
  });

  it('refuses the list without a token or permission, for an unknown vendor and a bad flag', async () => {
    expect((await call('GET', `/api/vendors/${vendorId}/categories`)).statusCode).toBe(401);
    expect((await call('GET', `/api/vendors/${vendorId}/categories`, tok.manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/vendors/999999/categories', tok.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/vendors/${vendorId}/categories?active=yes`, tok.admin)).statusCode).toBe(422);
  });

  it('answers one category', async () => {
    const c = await category('Napkins');
    const res = await call('GET', `/api/categories/${c.id}`, tok.viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: c.id, vendor_id: vendorId, name: 'Napkins', deleted_at: null });
    expect((await call('GET', `/api/categories/${c.id}`, tok.productEditor)).statusCode).toBe(403);
    expect((await call('GET', `/api/categories/${c.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/categories/999999', tok.admin)).statusCode).toBe(404);
  });
});

describe('changing categories', () => {
  it('creates a category for a vendor', async () => {
    const foreign = await call('POST', `/api/categories/${vendorId}`, tok.corp, { name: 'Sleeves', vendor_id: 4242 });
    expect(foreign.statusCode).toBe(422);
    const res = await call('POST', `/api/categories/${vendorId}`, tok.corp, { name: '  Sleeves  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ vendor_id: vendorId, name: 'Sleeves', deleted_at: null });
  });

  it('refuses an empty name, an unknown vendor and callers without categories-create', async () => {
    const before = await categoryCount();
    const empty = await call('POST', `/api/categories/${vendorId}`, tok.admin, { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Name is required']);
    expect((await call('POST', `/api/categories/${vendorId}`, tok.admin, {})).statusCode).toBe(422);
    expect((await call('POST', '/api/categories/999999', tok.admin, { name: 'X' })).statusCode).toBe(404);
    expect((await call('POST', `/api/categories/${vendorId}`, tok.viewer, { name: 'X' })).statusCode).toBe(403);
    expect((await call('POST', `/api/categories/${vendorId}`, undefined, { name: 'X' })).statusCode).toBe(401);
    expect(await categoryCount()).toBe(before);
  });

  it('renames a category, refusing an empty name', async () => {
    const c = await category('Stirers');
    const res = await call('PUT', `/api/categories/${c.id}`, tok.corp, { name: 'Stirrers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Stirrers');
    expect((await call('PUT', `/api/categories/${c.id}`, tok.corp, { name: '' })).statusCode).toBe(422);
    expect((await call('PUT', `/api/categories/${c.id}`, tok.viewer, { name: 'Z' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/categories/999999', tok.corp, { name: 'Z' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(productCategories).where(eq(productCategories.id, c.id));
    expect(row!.name).toBe('Stirrers');
  });

  it('deactivates and activates a category', async () => {
    const c = await category('Seasonal');
    const off = await call('PUT', `/api/categories/${c.id}/deactivate`, tok.corp);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.deleted_at).not.toBeNull();
    const on = await call('PUT', `/api/categories/${c.id}/activate`, tok.corp);
    expect(on.json().data.deleted_at).toBeNull();
    expect((await call('PUT', `/api/categories/${c.id}/deactivate`, tok.viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/categories/${c.id}/deactivate`)).statusCode).toBe(401);
    expect((await call('PUT', '/api/categories/999999/activate', tok.corp)).statusCode).toBe(404);
  });

  it('deletes a category with all its products, leaving other products alone', async () => {
    const c = await category('To go');
    const other = await category('Keep');
    await t.db.insert(products).values([
      { vendorId, categoryId: c.id, description: 'Cup 12 oz', cost: '40.00' },
      { vendorId, categoryId: c.id, description: 'Cup 16 oz', cost: '45.00', active: false },
      { vendorId, categoryId: other.id, description: 'Lid', cost: '20.00' },
    ]);
    expect((await call('DELETE', `/api/categories/${c.id}`, tok.viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/categories/${c.id}`)).statusCode).toBe(401);
    expect(await t.db.select().from(products).where(eq(products.categoryId, c.id))).toHaveLength(2);
    const res = await call('DELETE', `/api/categories/${c.id}`, tok.corp);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(productCategories).where(eq(productCategories.id, c.id))).toHaveLength(0);
    expect(await t.db.select().from(products).where(eq(products.categoryId, c.id))).toHaveLength(0);
    expect(await t.db.select().from(products).where(eq(products.categoryId, other.id))).toHaveLength(1);
    expect((await call('DELETE', `/api/categories/${c.id}`, tok.corp)).statusCode).toBe(404);
  });
});
