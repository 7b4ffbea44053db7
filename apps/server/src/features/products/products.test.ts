import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, productCategories, products, roles, storeVendors } from '../../db/schema/index';
import { bearer, makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { insertVendor } from '../../../test/fixtures/ordering';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';

let t: TestContext;
let tok: Record<
  'admin' | 'corp' | 'viewer' | 'editor' | 'storeEditor' | 'orderer' | 'ordererElsewhere' | 'barista',
  string
>;

const call = apiCaller(() => t);

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TEXT_AS_PNG = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

const vendorRow = (deleted = false) => insertVendor(t.db, { deletedAt: deleted ? new Date() : null });

async function productRow(vendorId: number, fields: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(products)
    .values({ vendorId, itemNo: 'X-1', description: 'Thing', cost: '1.00', ...fields })
    .returning();
  return row!;
}

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;

const validProduct = {
  category_id: 0,
  item_no: 'ESP-5',
  description: 'House espresso blend, 5 lb bag',
  cost: 48.5,
  wholesale: '52.00',
  retail: '',
  um: 'bag',
};

let storeA: number;

beforeAll(async () => {
  t = await startTestApp();
  const a = await makeStore(t.db);
  const b = await makeStore(t.db);
  storeA = a.id;
  const viewerRole = await makeRole(t.db, 'ROLE_PRODUCT_VIEWER', ['products-view']);
  const editorRole = await makeRole(t.db, 'ROLE_PRODUCT_EDITOR', ['products-view', 'products-edit']);
  // Products apply to every store: products-edit counts only from a corporate role.
  await t.db.update(roles).set({ requiresStore: false }).where(eq(roles.id, editorRole.id));
  const storeEditorRole = await makeRole(t.db, 'ROLE_STORE_PRODUCT_EDITOR', ['products-view', 'products-edit']);
  tok = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    corp: { baseRoles: ['ROLE_CORPORATE'] },
    viewer: { links: [{ storeId: a.id, role: viewerRole.role }] },
    editor: { baseRoles: [editorRole.role] },
    storeEditor: { links: [{ storeId: a.id, role: storeEditorRole.role }] },
    orderer: { links: [{ storeId: a.id, role: 'ROLE_MANAGER' }] },
    ordererElsewhere: { links: [{ storeId: b.id, role: 'ROLE_MANAGER' }] },
    barista: { links: [{ storeId: a.id, role: 'ROLE_BARISTA' }] },
  });
});
afterAll(() => t.close());

describe('a vendor’s products grouped by category', () => {
  let vendorId: number;
  let p: Record<'beansOn' | 'beansOff' | 'seasonal' | 'looseOn' | 'looseOff', number>;
  let emptyId: number;

  beforeAll(async () => {
    const v = await vendorRow();
    vendorId = v.id;
    await t.db.insert(storeVendors).values({ storeId: storeA, vendorId });
    const [beans, seasonal, empty] = await t.db
      .insert(productCategories)
      .values([
        { vendorId, name: 'Beans' },
        { vendorId, name: 'Seasonal', deletedAt: new Date() },
        { vendorId, name: 'Empty' },
      ])
      .returning();
    emptyId = empty!.id;
    p = {
      beansOn: (await productRow(vendorId, { categoryId: beans!.id, itemNo: 'B-10' })).id,
      beansOff: (await productRow(vendorId, { categoryId: beans!.id, itemNo: 'B-2', active: false })).id,
      seasonal: (await productRow(vendorId, { categoryId: seasonal!.id })).id,
      looseOn: (await productRow(vendorId, { itemNo: 'L-1', cost: '12.5' })).id,
      looseOff: (await productRow(vendorId, { itemNo: 'L-2', active: false })).id,
    };
  });

  const groups = async (query: string, token = tok.viewer) => {
    const res = await call('GET', `/api/vendors/${vendorId}/products${query}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json().data as { category: { id: number; name: string }; products: { id: number }[] }[]).map((g) => [
      g.category.name,
      g.products.map((x) => x.id),
    ]);
  };

  it('follows the filters of spec 2 §4', async () => {
    // Default: active categories, active items.
    expect(await groups('?activeC=1&activeP=1')).toEqual([
      ['Beans', [p.beansOn]],
      ['Empty', []],
      ['No Category', [p.looseOn]],
    ]);
    // A category with no items is still listed, as itself.
    const listed = await call('GET', `/api/vendors/${vendorId}/products?activeC=1&activeP=1`, tok.viewer);
    expect(listed.json().data.find((g: { category: { name: string } }) => g.category.name === 'Empty')).toMatchObject({
      category: { id: emptyId, name: 'Empty' },
      products: [],
    });
    // "Show Deactivated Categories": every category, item filter off.
    expect(await groups('?activeC=0')).toEqual([
      ['Beans', expect.arrayContaining([p.beansOn, p.beansOff])],
      ['Empty', []],
      ['Seasonal', [p.seasonal]],
      ['No Category', [p.looseOn, p.looseOff]],
    ]);
    // "Show Deactivated Items": categories filter kept, item filter off.
    expect(await groups('?activeC=1')).toEqual([
      ['Beans', expect.arrayContaining([p.beansOn, p.beansOff])],
      ['Empty', []],
      ['No Category', [p.looseOn, p.looseOff]],
    ]);
    // The products admin sends activeP only: 1 active items, 0 deactivated ones.
    expect(await groups('?activeP=1')).toEqual([
      ['Beans', [p.beansOn]],
      ['Empty', []],
      ['No Category', [p.looseOn]],
    ]);
    expect(await groups('?activeP=0')).toEqual([
      ['Beans', [p.beansOff]],
      ['Empty', []],
      ['No Category', [p.looseOff]],
    ]);
  });

  it('answers products in the spec’s shape, money with two places', async () => {
    const res = await call('GET', `/api/vendors/${vendorId}/products?activeP=1`, tok.viewer);
    const loose = (res.json().data as { category: { id: number }; products: object[] }[]).find(
      (g) => g.category.id === 0,
    )!;
    expect(loose.products[0]).toEqual({
      id: p.looseOn,
      vendor_id: vendorId,
      category_id: 0,
      item_no: 'L-1',
      description: 'Thing',
      cost: '12.50',
      wholesale: null,
      retail: null,
      um: null,
      file: null,
      active: '1',
      // The order form's entries (spec 1 §3): blank, as the call names no store.
      on_hand: null,
      qty: null,
    });
  });

  it('gives a store that orders from the vendor the order form’s view only', async () => {
    const expected = [
      ['Beans', [p.beansOn]],
      ['Empty', []],
      ['No Category', [p.looseOn]],
    ];
    expect(await groups('?activeP=1', tok.orderer)).toEqual(expected);
    expect(await groups('?activeC=0&activeP=0', tok.orderer)).toEqual(expected);
  });

  it('refuses stores the vendor does not serve, callers without permission and bad input', async () => {
    expect((await call('GET', `/api/vendors/${vendorId}/products?activeP=1`, tok.ordererElsewhere)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/vendors/${vendorId}/products?activeP=1`, tok.barista)).statusCode).toBe(403);
    expect((await call('GET', `/api/vendors/${vendorId}/products?activeP=1`)).statusCode).toBe(401);
    expect((await call('GET', '/api/vendors/999999/products', tok.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/vendors/${vendorId}/products?activeP=2`, tok.admin)).statusCode).toBe(422);
  });
});

describe('reading and writing products', () => {
  it('creates a product with an image that is then served', async () => {
    const v = await vendorRow();
    const res = await call('POST', `/api/products/${v.id}`, tok.corp, {
      ...validProduct,
      file: PNG,
      filename: 'bag.png',
    });
    expect(res.statusCode).toBe(200);
    // A field the form does not have is refused, not quietly dropped.
    expect((await call('POST', `/api/products/${v.id}`, tok.corp, { ...validProduct, active: '0' })).statusCode).toBe(
      422,
    );
    const data = res.json().data;
    expect(data).toMatchObject({
      vendor_id: v.id,
      category_id: 0,
      item_no: 'ESP-5',
      cost: '48.50',
      wholesale: '52.00',
      retail: null,
      um: 'bag',
      active: '1',
    });
    expect(data.file).toMatch(/^\/api\/media\/[0-9a-f]{32}\/bag\.png$/);
    const image = await t.app.inject({ method: 'GET', url: data.file });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const read = await call('GET', `/api/products/${data.id}`, tok.viewer);
    expect(read.json().data).toEqual(data);
  });

  it('refuses bad prices, a foreign category and a file that is not an image, storing nothing', async () => {
    const v = await vendorRow();
    const other = await vendorRow();
    const [foreign] = await t.db.insert(productCategories).values({ vendorId: other.id, name: 'Theirs' }).returning();
    const before = await productCount();
    const mediaBefore = (await t.db.select().from(media)).length;
    const bad = async (body: object, field: string) => {
      const res = await call('POST', `/api/products/${v.id}`, tok.corp, { ...validProduct, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json())).toBeDefined();
    };
    await bad({ cost: 'abc' }, 'cost');
    await bad({ cost: -1 }, 'cost');
    await bad({ cost: '1.234' }, 'cost');
    await bad({ cost: null }, 'cost');
    await bad({ retail: '9.999' }, 'retail');
    await bad({ description: '' }, 'description');
    await bad({ category_id: foreign!.id }, 'category_id');
    await bad({ file: TEXT_AS_PNG, filename: 'x.png' }, 'file');
    expect(await productCount()).toBe(before);
    expect(await t.db.select().from(media)).toHaveLength(mediaBefore);
  });

  it('refuses product writes without the right permission or a token, and unknown vendors', async () => {
    const v = await vendorRow();
    const before = await productCount();
    expect((await call('POST', `/api/products/${v.id}`, tok.editor, validProduct)).statusCode).toBe(403);
    expect((await call('POST', `/api/products/${v.id}`, undefined, validProduct)).statusCode).toBe(401);
    expect((await call('POST', '/api/products/999999', tok.corp, validProduct)).statusCode).toBe(404);
    expect(await productCount()).toBe(before);
    const prod = await productRow(v.id);
    expect((await call('GET', `/api/products/${prod.id}`, tok.orderer)).statusCode).toBe(403);
    expect((await call('GET', `/api/products/${prod.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/products/999999', tok.viewer)).statusCode).toBe(404);
  });

  it('updates a product, keeping the image unless a new one is sent', async () => {
    const v = await vendorRow();
    const [cat] = await t.db.insert(productCategories).values({ vendorId: v.id, name: 'Beans' }).returning();
    const created = (
      await call('POST', `/api/products/${v.id}`, tok.corp, { ...validProduct, file: PNG, filename: 'a.png' })
    ).json().data;
    const kept = await call('PUT', `/api/products/${created.id}`, tok.editor, {
      ...validProduct,
      category_id: String(cat!.id),
      cost: '50',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({
      category_id: cat!.id,
      cost: '50.00',
      vendor_id: v.id,
      file: created.file,
    });
    const replaced = await call('PUT', `/api/products/${created.id}`, tok.editor, {
      ...validProduct,
      file: PNG,
      filename: 'b.png',
    });
    expect(replaced.json().data.file).toMatch(/\/b\.png$/);
    expect((await t.app.inject({ method: 'GET', url: created.file })).statusCode).toBe(404);
    const owned = await t.db.select().from(media).where(eq(media.ownerId, created.id));
    expect(owned.filter((m) => m.ownerType === 'product')).toHaveLength(1);

    const bad = await call('PUT', `/api/products/${created.id}`, tok.editor, { ...validProduct, cost: '-3' });
    expect(bad.statusCode).toBe(422);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.cost).toBe('48.50');
    expect((await call('PUT', `/api/products/${created.id}`, tok.viewer, validProduct)).statusCode).toBe(403);
    expect((await call('PUT', '/api/products/999999', tok.editor, validProduct)).statusCode).toBe(404);
  });

  it('clones a product with its image as a file of its own', async () => {
    const v = await vendorRow();
    const source = (
      await call('POST', `/api/products/${v.id}`, tok.corp, { ...validProduct, file: PNG, filename: 'c.png' })
    ).json().data;
    await call('PUT', `/api/products/${source.id}/deactivate`, tok.corp);
    const res = await call('POST', `/api/products/${source.id}/clone`, tok.corp);
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    expect(id).not.toBe(source.id);
    const copy = (await call('GET', `/api/products/${id}`, tok.corp)).json().data;
    expect(copy).toMatchObject({ item_no: 'ESP-5', description: validProduct.description, cost: '48.50', active: '1' });
    expect(copy.file).toMatch(/\/c\.png$/);
    expect(copy.file).not.toBe(source.file);
    expect((await t.app.inject({ method: 'GET', url: copy.file })).statusCode).toBe(200);
    expect((await call('POST', `/api/products/${source.id}/clone`, tok.editor)).statusCode).toBe(403);
    expect((await call('POST', `/api/products/${source.id}/clone`)).statusCode).toBe(401);
    expect((await call('POST', '/api/products/999999/clone', tok.corp)).statusCode).toBe(404);
  });

  it('deactivates and activates with products-edit', async () => {
    const v = await vendorRow();
    const prod = await productRow(v.id);
    const off = await call('PUT', `/api/products/${prod.id}/deactivate`, tok.editor);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe('0');
    expect((await call('PUT', `/api/products/${prod.id}/activate`, tok.editor)).json().data.active).toBe('1');
    expect((await call('PUT', `/api/products/${prod.id}/deactivate`, tok.viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/products/${prod.id}/activate`)).statusCode).toBe(401);
    expect((await call('PUT', '/api/products/999999/activate', tok.editor)).statusCode).toBe(404);
  });

  it('deletes only a deactivated product, with its image', async () => {
    const v = await vendorRow();
    const created = (
      await call('POST', `/api/products/${v.id}`, tok.corp, { ...validProduct, file: PNG, filename: 'd.png' })
    ).json().data;
    expect((await call('DELETE', `/api/products/${created.id}`, tok.corp)).statusCode).toBe(409);
    await call('PUT', `/api/products/${created.id}/deactivate`, tok.corp);
    expect((await call('DELETE', `/api/products/${created.id}`, tok.editor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/products/${created.id}`)).statusCode).toBe(401);
    const res = await call('DELETE', `/api/products/${created.id}`, tok.corp);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, created.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: created.file })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/products/${created.id}`, tok.corp)).statusCode).toBe(404);
  });

  it('lets a chain-wide product editor remove a product image through the media address', async () => {
    const v = await vendorRow();
    const created = (
      await call('POST', `/api/products/${v.id}`, tok.corp, { ...validProduct, file: PNG, filename: 'e.png' })
    ).json().data;
    expect((await t.app.inject({ method: 'DELETE', url: created.file, headers: bearer(tok.viewer) })).statusCode).toBe(
      403,
    );
    const fromStore = await t.app.inject({ method: 'DELETE', url: created.file, headers: bearer(tok.storeEditor) });
    expect(fromStore.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: created.file })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: created.file, headers: bearer(tok.editor) })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/products/${created.id}`, tok.viewer)).json().data.file).toBeNull();
  });
});
