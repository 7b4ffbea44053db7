import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, productCategories, products, roles, storeVendors, vendors } from '../src/db/schema/index';
import { makeStore, startTestApp, type TestContext } from './harness';
import { insertVendor } from './fixtures/ordering';
import { apiCaller, makeRole, signedInPeople } from './fixtures/people';

/*
 * Vendors, products and categories apply to every store (a vendor's email decides where every
 * store's purchase orders go), so writing them needs the permission from a corporate role or an
 * administrator. A store-level role granting every one of those permissions is not enough.
 */
const CATALOGUE_PERMISSIONS = ['vendors', 'products', 'categories'].flatMap((area) =>
  ['view', 'edit', 'create', 'delete'].map((action) => `${area}-${action}`),
);
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestContext;
let tok: Record<'storeBuyer' | 'chainBuyer', string>;
let storeId: number;
const call = apiCaller(() => t);

const everything = async () => ({
  vendors: await t.db.select().from(vendors).orderBy(asc(vendors.id)),
  links: await t.db.select().from(storeVendors).orderBy(asc(storeVendors.vendorId)),
  categories: await t.db.select().from(productCategories).orderBy(asc(productCategories.id)),
  products: await t.db.select().from(products).orderBy(asc(products.id)),
  media: await t.db.select().from(media).orderBy(asc(media.id)),
});

beforeAll(async () => {
  t = await startTestApp();
  storeId = (await makeStore(t.db)).id;
  const storeRole = await makeRole(t.db, 'ROLE_STORE_BUYER', CATALOGUE_PERMISSIONS);
  const chainRole = await makeRole(t.db, 'ROLE_CHAIN_BUYER', CATALOGUE_PERMISSIONS);
  await t.db.update(roles).set({ requiresStore: false }).where(eq(roles.id, chainRole.id));
  tok = await signedInPeople(t, {
    storeBuyer: { links: [{ storeId, role: storeRole.role }] },
    chainBuyer: { baseRoles: [chainRole.role] },
  });
});
afterAll(() => t.close());

const vendorBody = {
  name: 'Harbor Milk Co',
  account_no: 'HM-1',
  email: 'orders@harbor.example',
  street1: '1 Dock St',
  street2: '',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  phone: '(503) 555-0100',
  phone2: null,
  sales_contact: 'Hal Harbor',
};
const productBody = { category_id: 0, item_no: 'HM-2', description: 'Whole milk', cost: '3.10', um: 'gallon' };

describe('chain-wide records need a chain-wide grant', () => {
  it('refuses every vendor, category and product write through a store-level role, changing nothing', async () => {
    const vendor = await insertVendor(t.db);
    const retired = await insertVendor(t.db, { deletedAt: new Date() });
    const gone = await insertVendor(t.db, { deletedAt: new Date() });
    await t.db.insert(storeVendors).values({ storeId, vendorId: vendor.id });
    const [category, retiredCategory, goneCategory] = await t.db
      .insert(productCategories)
      .values([
        { vendorId: vendor.id, name: 'Milk' },
        { vendorId: vendor.id, name: 'Old', deletedAt: new Date() },
        { vendorId: vendor.id, name: 'Gone', deletedAt: new Date() },
      ])
      .returning();
    const newProduct = async () =>
      (
        await call('POST', `/api/products/${vendor.id}`, tok.chainBuyer, {
          ...productBody,
          file: PNG,
          filename: 'm.png',
        })
      ).json().data as { id: number; file: string };
    const [product, goneProduct] = [await newProduct(), await newProduct()];
    await t.db.update(products).set({ active: false }).where(eq(products.id, product.id));
    await t.db.update(products).set({ active: false }).where(eq(products.id, goneProduct.id));

    const writes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['vendor edit form', 'GET', `/api/vendors/${vendor.id}/edit`],
      ['vendor create', 'POST', '/api/vendors', vendorBody],
      ['vendor update', 'PUT', `/api/vendors/${vendor.id}`, { ...vendorBody, email: 'attacker@evil.example' }],
      ['vendor restore', 'PUT', `/api/vendors/${retired.id}/restore`],
      ['vendor delete', 'DELETE', `/api/vendors/${gone.id}`],
      ['category create', 'POST', `/api/categories/${vendor.id}`, { name: 'Syrups' }],
      ['category update', 'PUT', `/api/categories/${category!.id}`, { name: 'Renamed' }],
      ['category deactivate', 'PUT', `/api/categories/${category!.id}/deactivate`],
      ['category activate', 'PUT', `/api/categories/${retiredCategory!.id}/activate`],
      ['category delete', 'DELETE', `/api/categories/${goneCategory!.id}`],
      ['product create', 'POST', `/api/products/${vendor.id}`, productBody],
      ['product update', 'PUT', `/api/products/${product.id}`, { ...productBody, cost: '0.01' }],
      ['product clone', 'POST', `/api/products/${product.id}/clone`],
      ['product activate', 'PUT', `/api/products/${product.id}/activate`],
      ['product delete', 'DELETE', `/api/products/${goneProduct.id}`],
      ['product image delete', 'DELETE', product.file],
      ['vendor deactivate', 'PUT', `/api/vendors/${vendor.id}/deactivate`],
    ];
    const before = await everything();
    for (const [name, method, url, payload] of writes) {
      const res = await call(method, url, tok.storeBuyer, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
      expect(res.json(), name).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await everything()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: product.file })).statusCode).toBe(200);

    // The same permissions from a corporate role do all of it.
    for (const [name, method, url, payload] of writes) {
      const res = await call(method, url, tok.chainBuyer, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('still lets a store-level holder of vendors-edit choose which vendors their own store orders from', async () => {
    const vendor = await insertVendor(t.db);
    const res = await call('POST', `/api/vendors/${vendor.id}/link/${storeId}`, tok.storeBuyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(storeVendors).where(eq(storeVendors.vendorId, vendor.id))).toHaveLength(1);
  });
});
