import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@dripp/domain/dates';
import { orderLines, orders, products, storeVendors, vendors } from '../../db/schema/index';
import { bearer, makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { insertVendor, orderingStaff } from '../../../test/fixtures/ordering';

let t: TestContext;
let tok: Record<'admin' | 'managerA' | 'managerB' | 'franchiseeA' | 'baristaA', string>;
let store: { a: number; b: number };
let vendor: { roaster: number; dairy: number };
let product: { beans: number; milk: number };
let order: Record<'early' | 'lateLocal' | 'dairy' | 'otherStore' | 'today', number>;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const vendorRow = async (name: string) => (await insertVendor(t.db, { name })).id;

async function orderAt(
  storeId: number,
  vendorId: number,
  at: string | Date,
  lines: { productId: number; cost: string; qty: number; onHand: string | null }[],
  name = vendorId === vendor.roaster ? 'Rose City Roasters' : 'Valley Dairy',
) {
  const total = lines.reduce((sum, l) => sum + Number(l.cost) * 100 * l.qty, 0) / 100;
  const [row] = await t.db
    .insert(orders)
    .values({
      storeId,
      vendorId,
      vendorName: name,
      costSum: total.toFixed(2),
      mailStatus: 'sent',
      createdAt: new Date(at),
    })
    .returning();
  await t.db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: row!.id,
      productId: l.productId,
      itemNo: `IT-${l.productId}`,
      description: `Product ${l.productId}`,
      cost: l.cost,
      um: 'case',
      onHand: l.onHand,
      qty: l.qty,
    })),
  );
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const a = await makeStore(t.db);
  const b = await makeStore(t.db);
  store = { a: a.id, b: b.id };
  vendor = { roaster: await vendorRow('Rose City Roasters'), dairy: await vendorRow('Valley Dairy') };
  await t.db.insert(storeVendors).values([
    { storeId: a.id, vendorId: vendor.roaster },
    { storeId: a.id, vendorId: vendor.dairy },
  ]);
  const add = async (vendorId: number) =>
    (await t.db.insert(products).values({ vendorId, description: 'x', cost: '1.00' }).returning())[0]!.id;
  product = { beans: await add(vendor.roaster), milk: await add(vendor.dairy) };
  order = {
    early: await orderAt(a.id, vendor.roaster, '2024-03-08T17:00:00Z', [
      { productId: product.beans, cost: '10.25', qty: 2, onHand: '3.00' },
    ]),
    // 07:30 UTC on the 10th is still the 9th in Portland (PST, UTC-8).
    lateLocal: await orderAt(a.id, vendor.roaster, '2024-03-10T07:30:00Z', [
      { productId: product.beans, cost: '10.25', qty: 4, onHand: null },
    ]),
    dairy: await orderAt(a.id, vendor.dairy, '2024-03-09T20:00:00Z', [
      { productId: product.milk, cost: '4.10', qty: 6, onHand: '1.50' },
    ]),
    otherStore: await orderAt(b.id, vendor.roaster, '2024-03-09T18:00:00Z', [
      { productId: product.beans, cost: '10.25', qty: 9, onHand: '0.00' },
    ]),
    today: await orderAt(a.id, vendor.roaster, new Date(), [
      { productId: product.beans, cost: '10.25', qty: 1, onHand: '5.00' },
    ]),
  };
  tok = await orderingStaff(t, a.id, b.id);
});
afterAll(() => t.close());

describe('order history of a store', () => {
  const ids = async (query: string, token = tok.franchiseeA) => {
    const res = await get(`/api/stores/${store.a}/orders?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((o) => o.id);
  };

  it('lists the orders of the range with their products, newest first', async () => {
    const res = await get(
      `/api/stores/${store.a}/orders?startDate=2024-03-01&endDate=2024-03-31&tz=UTC`,
      tok.franchiseeA,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((o: { id: number }) => o.id)).toEqual([order.lateLocal, order.dairy, order.early]);
    expect(data[2]).toEqual({
      id: order.early,
      created_at: '2024-03-08T17:00:00.000Z',
      vendor: { id: vendor.roaster, name: 'Rose City Roasters' },
      cost_sum: '20.50',
      mail_status: 'sent',
      products: [
        {
          item_no: `IT-${product.beans}`,
          description: `Product ${product.beans}`,
          cost: '10.25',
          on_hand: 3,
          qty: 2,
          um: 'case',
          suggested_qty: null,
        },
      ],
    });
  });

  it('filters by vendor, with an empty vendorId meaning every vendor', async () => {
    expect(await ids(`startDate=2024-03-01&endDate=2024-03-31&tz=UTC&vendorId=${vendor.dairy}`)).toEqual([order.dairy]);
    expect(await ids('startDate=2024-03-01&endDate=2024-03-31&tz=UTC&vendorId=')).toHaveLength(3);
  });

  it('counts days in the caller’s time zone', async () => {
    expect(await ids('startDate=2024-03-09&endDate=2024-03-09&tz=America/Los_Angeles')).toEqual([
      order.lateLocal,
      order.dairy,
    ]);
    expect(await ids('startDate=2024-03-10&endDate=2024-03-10&tz=America/Los_Angeles')).toEqual([]);
    expect(await ids('startDate=2024-03-10&endDate=2024-03-10&tz=UTC')).toEqual([order.lateLocal]);
  });

  it('shows today when no range is given', async () => {
    expect(await ids('tz=UTC', tok.managerA)).toEqual([order.today]);
    expect(await ids(`startDate=${todayIn('UTC')}&tz=UTC`)).toEqual([order.today]);
  });

  it('keeps an order’s vendor name once the vendor is gone', async () => {
    const gone = await vendorRow('Gone Bakery');
    const [scone] = await t.db
      .insert(products)
      .values({ vendorId: gone, description: 'Scone', cost: '1.00' })
      .returning();
    const id = await orderAt(
      store.a,
      gone,
      '2024-01-05T12:00:00Z',
      [{ productId: scone!.id, cost: '1.00', qty: 1, onHand: null }],
      'Gone Bakery',
    );
    await t.db.delete(vendors).where(eq(vendors.id, gone));
    const res = await get(`/api/stores/${store.a}/orders?startDate=2024-01-05&endDate=2024-01-05&tz=UTC`, tok.admin);
    expect(res.json().data).toEqual([expect.objectContaining({ id, vendor: { id: null, name: 'Gone Bakery' } })]);
  });

  it('refuses bad ranges and zones', async () => {
    const bad = async (query: string, field: string) => {
      const res = await get(`/api/stores/${store.a}/orders?${query}`, tok.admin);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], res.body).toBeDefined();
    };
    await bad('startDate=2024-03-10&endDate=2024-03-01', 'endDate');
    await bad('startDate=2024-02-30&endDate=2024-03-01', 'startDate');
    await bad('startDate=03/01/2024', 'startDate');
    await bad('tz=Mars/Olympus', 'tz');
    await bad('vendorId=abc', 'vendorId');
  });

  it('is only for holders of order-history-view at that store', async () => {
    expect((await get(`/api/stores/${store.a}/orders`, tok.managerB)).statusCode).toBe(403);
    expect((await get(`/api/stores/${store.a}/orders`, tok.baristaA)).statusCode).toBe(403);
    expect((await get(`/api/stores/${store.a}/orders`)).statusCode).toBe(401);
    expect((await get('/api/stores/999999/orders', tok.admin)).statusCode).toBe(404);
  });
});

describe('order history of one product', () => {
  it('lists the product’s orders at that store, newest first', async () => {
    const res = await get(`/api/stores/${store.a}/order-products/${product.beans}`, tok.managerA);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; date: string; on_hand: number | null; qty: number }[];
    expect(data.map((e) => e.id)).toEqual([order.today, order.lateLocal, order.early]);
    expect(data[1]).toEqual({ id: order.lateLocal, date: '2024-03-10T07:30:00.000Z', on_hand: null, qty: 4 });
    expect(data[2]).toMatchObject({ on_hand: 3, qty: 2 });
    const viewOnly = await get(`/api/stores/${store.a}/order-products/${product.milk}`, tok.franchiseeA);
    expect((viewOnly.json().data as { id: number }[]).map((e) => e.id)).toEqual([order.dairy]);
  });

  it('refuses another store, missing permission, no token and unknown products', async () => {
    expect((await get(`/api/stores/${store.a}/order-products/${product.beans}`, tok.managerB)).statusCode).toBe(403);
    expect((await get(`/api/stores/${store.a}/order-products/${product.beans}`, tok.baristaA)).statusCode).toBe(403);
    expect((await get(`/api/stores/${store.a}/order-products/${product.beans}`)).statusCode).toBe(401);
    expect((await get(`/api/stores/${store.a}/order-products/999999`, tok.managerA)).statusCode).toBe(404);
    expect((await get(`/api/stores/${store.a}/order-products/abc`, tok.managerA)).statusCode).toBe(422);
    const other = await get(`/api/stores/${store.b}/order-products/${product.beans}`, tok.managerB);
    expect((other.json().data as { id: number }[]).map((e) => e.id)).toEqual([order.otherStore]);
  });
});
