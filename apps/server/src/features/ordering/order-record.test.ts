import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, storeVendors } from '../../db/schema/index';
import type { Mailer } from '../../platform/mail';
import { bearer, makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { insertVendor, orderingStaff } from '../../../test/fixtures/ordering';

/* An order's history: who submitted it, and each mail of its purchase order with who caused it. */

let t: TestContext;
let tok: Awaited<ReturnType<typeof orderingStaff>>;
let store: { a: number; b: number };
let productId: number;
let failing = true;
const mailer: Mailer = {
  async send() {
    if (failing) throw new Error('SMTP connection refused');
  },
  close: () => undefined,
};

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await startTestApp({}, { mailer });
  const a = await makeStore(t.db, { title: 'Pearl District', email: 'store@dripp.example' });
  const b = await makeStore(t.db);
  store = { a: a.id, b: b.id };
  const vendor = await insertVendor(t.db, { name: 'Rose City Roasters' });
  await t.db.insert(storeVendors).values({ storeId: a.id, vendorId: vendor.id });
  const [product] = await t.db
    .insert(products)
    .values({ vendorId: vendor.id, itemNo: 'RCR-1', description: 'Espresso', cost: '2.00' })
    .returning();
  productId = product!.id;
  tok = await orderingStaff(t, a.id, b.id);
});
afterAll(() => t.close());

describe('GET /api/stores/{storeId}/orders/{id}/history', () => {
  it('shows who submitted the order and each send of its purchase order, before and after', async () => {
    const submitted = await inject('POST', `/api/stores/${store.a}/order`, tok.managerA, {
      vendor_id: (await t.db.select().from(storeVendors))[0]!.vendorId,
      products: [
        {
          category_id: 0,
          product_id: productId,
          on_hand: 1,
          qty: 2,
          item_no: 'RCR-1',
          description: 'Espresso',
          cost: '2.00',
          wholesale: null,
          retail: null,
          um: null,
        },
      ],
    });
    const id = submitted.json().data.id as number;
    const url = `/api/stores/${store.a}/orders/${id}/history`;
    const first = (await inject('GET', url, tok.franchiseeA)).json().data;
    expect(first.created.by).toMatch(/^Test user_/);
    expect(first.history).toHaveLength(1);
    expect(first.history[0].changes).toEqual([
      { field: 'Purchase order mail', before: 'Pending', after: 'Failed' },
      { field: 'Mail error', before: '', after: 'SMTP connection refused' },
    ]);

    failing = false;
    expect((await inject('POST', `/api/stores/${store.a}/orders/${id}/resend`, tok.managerA)).statusCode).toBe(200);
    const record = (await inject('GET', url, tok.managerA)).json().data;
    expect(record.history).toHaveLength(2);
    const [resent] = record.history;
    expect(resent.by).toBe(first.created.by);
    expect(resent.changes).toEqual([
      { field: 'Purchase order mail', before: 'Failed', after: 'Sent' },
      {
        field: 'Mailed at',
        before: '',
        after: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2}:\d{2} [AP]M \S+$/),
      },
      { field: 'Mail error', before: 'SMTP connection refused', after: '' },
    ]);
    expect(record.updated.by).toBe(first.created.by);

    // Sent again while already sent (a minute later): the new time of sending is the change.
    await t.db.update(orders).set({ mailedAt: new Date(Date.now() - 60_000) });
    await inject('POST', `/api/stores/${store.a}/orders/${id}/resend`, tok.managerA);
    const twice = (await inject('GET', url, tok.managerA)).json().data;
    expect(twice.history).toHaveLength(3);
    expect(twice.history[0].changes.map((c: { field: string }) => c.field)).toEqual(['Mailed at']);
  });

  it("is read with order-history-view at the order's own store only", async () => {
    const url = (storeId: number) => `/api/stores/${storeId}/orders/1/history`;
    expect((await inject('GET', url(store.a))).statusCode).toBe(401);
    expect((await inject('GET', url(store.a), tok.managerB)).statusCode).toBe(403);
    expect((await inject('GET', url(store.a), tok.baristaA)).statusCode).toBe(403);
    expect((await inject('GET', url(store.b), tok.managerB)).statusCode).toBe(404);
    expect((await inject('GET', `/api/stores/${store.a}/orders/0x1/history`, tok.managerA)).statusCode).toBe(422);
  });
});
