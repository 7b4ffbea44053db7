import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  orderLines,
  orders,
  productCategories,
  products,
  storeVendors,
  vendors,
} from '../../db/schema/index';
import type { Mailer, MailMessage } from '../../platform/mail';
import { bearer, makeStore, readOutbox, startTestApp, type TestContext } from '../../../test/harness';
import { insertVendor, orderingStaff } from '../../../test/fixtures/ordering';

let t: TestContext;
let tok: Record<'admin' | 'managerA' | 'managerB' | 'franchiseeA' | 'baristaA', string>;
let store: { a: number; b: number };
let vendor: Record<'main' | 'other' | 'unlinked' | 'off', number>;
let product: Record<'espresso' | 'decaf' | 'retired' | 'foreign' | 'hidden', number>;

const submit = (storeId: number, body: object, token?: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stores/${storeId}/order`,
    headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

const vendorRow = async (fields: Partial<typeof vendors.$inferInsert> = {}) => (await insertVendor(t.db, fields)).id;

/** What the client would send for a product: its copies, which the server must not believe. */
const line = (productId: number, qty: unknown, onHand: unknown = 2) => ({
  category_id: 0,
  product_id: productId,
  on_hand: onHand,
  qty,
  item_no: 'FAKE',
  description: 'Client copy',
  cost: '0.01',
  wholesale: '0.01',
  retail: '0.01',
  um: 'each',
});

async function setup(ctx: TestContext) {
  t = ctx;
  const a = await makeStore(t.db, { title: 'Pearl District', number: '101', email: 'store101@dripp.example' });
  const b = await makeStore(t.db, { title: 'Hawthorne', number: '102', email: null });
  store = { a: a.id, b: b.id };
  vendor = {
    main: await vendorRow({
      name: 'Rose City Roasters',
      accountNo: 'RCR-4411',
      email: 'orders@rosecity.example, rep@rosecity.example',
      salesContact: 'Sal Sales',
    }),
    other: await vendorRow({ name: 'Valley Dairy' }),
    unlinked: await vendorRow({ name: 'Far Away Paper' }),
    off: await vendorRow({ name: 'Closed Syrups', deletedAt: new Date() }),
  };
  await t.db.insert(storeVendors).values([
    { storeId: a.id, vendorId: vendor.main },
    { storeId: a.id, vendorId: vendor.other },
    { storeId: a.id, vendorId: vendor.off },
    { storeId: b.id, vendorId: vendor.main },
  ]);
  const [beans, gone] = await t.db
    .insert(productCategories)
    .values([
      { vendorId: vendor.main, name: 'Beans' },
      { vendorId: vendor.main, name: 'Discontinued', deletedAt: new Date() },
    ])
    .returning();
  const add = async (values: typeof products.$inferInsert) =>
    (await t.db.insert(products).values(values).returning())[0]!.id;
  product = {
    espresso: await add({
      vendorId: vendor.main,
      categoryId: beans!.id,
      itemNo: 'RCR-ESP5',
      description: 'Espresso blend 5 lb',
      cost: '2.35',
      retail: '14.00',
      um: 'bag',
    }),
    decaf: await add({ vendorId: vendor.main, itemNo: 'RCR-DEC1', description: 'Decaf 1 lb', cost: '0.10', um: 'lb' }),
    retired: await add({
      vendorId: vendor.main,
      itemNo: 'RCR-OLD',
      description: 'Old blend',
      cost: '9.00',
      active: false,
    }),
    foreign: await add({ vendorId: vendor.other, itemNo: 'VD-MILK', description: 'Whole milk', cost: '4.10' }),
    hidden: await add({
      vendorId: vendor.main,
      categoryId: gone!.id,
      itemNo: 'RCR-XMAS',
      description: 'Holiday blend',
      cost: '11.00',
    }),
  };
  tok = await orderingStaff(t, a.id, b.id);
}

describe('ordering with a working mailer', () => {
  beforeAll(async () => setup(await startTestApp()));
  afterAll(() => t.close());

  it('lists the active vendors that serve a store', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${store.a}/vendors`,
      headers: bearer(tok.managerA),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: number; name: string; accountNo: string }[];
    expect(data.map((v) => v.name)).toEqual(['Rose City Roasters', 'Valley Dairy']);
    expect(data[0]).toMatchObject({
      accountNo: 'RCR-4411',
      salesContact: 'Sal Sales',
      email: 'orders@rosecity.example, rep@rosecity.example',
    });
    const viewOnly = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${store.a}/vendors`,
      headers: bearer(tok.franchiseeA),
    });
    expect(viewOnly.statusCode).toBe(200);
  });

  it('refuses the vendor list for another store, without permission or token', async () => {
    const get = (storeId: number | string, token?: string) =>
      t.app.inject({ method: 'GET', url: `/api/stores/${storeId}/vendors`, headers: token ? bearer(token) : {} });
    expect((await get(store.a, tok.managerB)).statusCode).toBe(403);
    expect((await get(store.a, tok.baristaA)).statusCode).toBe(403);
    expect((await get(store.a)).statusCode).toBe(401);
    expect((await get(999999, tok.admin)).statusCode).toBe(404);
    expect((await get('x', tok.admin)).statusCode).toBe(422);
  });

  it('stores an order with the product’s own data and an exact total, then mails it', async () => {
    const before = readOutbox(t.dataDir).length;
    const res = await submit(
      store.a,
      {
        vendor_id: vendor.main,
        products: [
          line(product.espresso, '3', '1.5'),
          line(product.decaf, 3, null),
          line(product.retired, ''),
          line(product.foreign, null),
        ],
      },
      tok.managerA,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ cost_sum: '7.35', mail_status: 'sent' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.data.id));
    expect(order).toMatchObject({
      storeId: store.a,
      vendorId: vendor.main,
      vendorName: 'Rose City Roasters',
      costSum: '7.35',
      mailStatus: 'sent',
    });
    expect(order!.createdBy).not.toBeNull();
    const stored = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, body.data.id))
      .orderBy(orderLines.id);
    expect(stored.map((l) => [l.productId, l.itemNo, l.description, l.cost, l.retail, l.um, l.onHand, l.qty])).toEqual([
      [product.espresso, 'RCR-ESP5', 'Espresso blend 5 lb', '2.35', '14.00', 'bag', '1.50', 3],
      [product.decaf, 'RCR-DEC1', 'Decaf 1 lb', '0.10', null, 'lb', null, 3],
    ]);

    const mails = readOutbox(t.dataDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatch(/^To: orders@rosecity\.example, rep@rosecity\.example$/m);
    expect(mail).toMatch(/^Cc: store101@dripp\.example$/m);
    expect(mail).toMatch(/^Subject: Purchase order #\d+ from Pearl District/m);
    for (const text of ['RCR-4411', 'RCR-ESP5', 'Espresso blend 5 lb', 'Total: 7.35', '<table'])
      expect(mail).toContain(text);
    expect(mail).not.toContain('Client copy');
    // The portal's one date format, in the store clock with the zone's short name; never ISO or UTC.
    expect(mail).toMatch(/Purchase order #\d+ =E2=80=94 [A-Z][a-z]+ \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M [A-Z+\d:-]{2,}/);
    expect(mail).not.toMatch(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/);
  });

  it('mails a store without an email address with no copy', async () => {
    const res = await submit(store.b, { vendor_id: vendor.main, products: [line(product.decaf, 1)] }, tok.managerB);
    expect(res.statusCode).toBe(200);
    const mail = readOutbox(t.dataDir).at(-1)!;
    expect(mail).toContain('Hawthorne');
    expect(mail).not.toMatch(/^Cc:/m);
  });

  const refusals: [string, () => object, string][] = [
    ['a negative qty', () => ({ vendor_id: vendor.main, products: [line(product.espresso, -1)] }), 'products.0.qty'],
    [
      'a non-numeric qty',
      () => ({ vendor_id: vendor.main, products: [line(product.espresso, 'two')] }),
      'products.0.qty',
    ],
    ['a fractional qty', () => ({ vendor_id: vendor.main, products: [line(product.espresso, 1.5)] }), 'products.0.qty'],
    [
      'a non-numeric on-hand',
      () => ({ vendor_id: vendor.main, products: [line(product.espresso, 1, 'lots')] }),
      'products.0.on_hand',
    ],
    [
      'an unknown product',
      () => ({ vendor_id: vendor.main, products: [line(product.decaf, 1), line(999999, 1)] }),
      'products.1.product_id',
    ],
    [
      'a product of another vendor',
      () => ({ vendor_id: vendor.main, products: [line(product.foreign, 2)] }),
      'products.0.product_id',
    ],
    [
      'a deactivated product',
      () => ({ vendor_id: vendor.main, products: [line(product.retired, 2)] }),
      'products.0.product_id',
    ],
    [
      'a product of a deactivated category',
      () => ({ vendor_id: vendor.main, products: [line(product.hidden, 2)] }),
      'products.0.product_id',
    ],
    [
      'a product listed twice',
      () => ({ vendor_id: vendor.main, products: [line(product.decaf, 1), line(product.decaf, 2)] }),
      'products.1.product_id',
    ],
    ['a vendor that does not serve the store', () => ({ vendor_id: vendor.unlinked, products: [] }), 'vendor_id'],
    ['a deactivated vendor', () => ({ vendor_id: vendor.off, products: [] }), 'vendor_id'],
    ['an unknown vendor', () => ({ vendor_id: 999999, products: [] }), 'vendor_id'],
    [
      'an empty order',
      () => ({ vendor_id: vendor.main, products: [line(product.espresso, ''), line(product.decaf, 0)] }),
      'products',
    ],
    ['no products list', () => ({ vendor_id: vendor.main }), 'products'],
  ];
  it.each(refusals)('refuses %s with a clear error and stores nothing', async (_name, body, field) => {
    const before = await orderCount();
    const mails = readOutbox(t.dataDir).length;
    const key = `key-${field}-${Math.random()}`;
    const res = await submit(store.a, body(), tok.managerA, key);
    expect(res.statusCode).toBe(422);
    const json = res.json();
    expect(json.success).toBe(false);
    expect(json.message.length).toBeGreaterThan(0);
    expect(json.errors?.[field], JSON.stringify(json)).toBeDefined();
    expect(await orderCount()).toBe(before);
    expect(readOutbox(t.dataDir)).toHaveLength(mails);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });

  it('refuses orders for another store, without order-history-create, or without a token', async () => {
    const before = await orderCount();
    const body = { vendor_id: vendor.main, products: [line(product.decaf, 1)] };
    expect((await submit(store.a, body, tok.managerB)).statusCode).toBe(403);
    expect((await submit(store.a, body, tok.franchiseeA)).statusCode).toBe(403);
    expect((await submit(store.a, body, tok.baristaA)).statusCode).toBe(403);
    expect((await submit(store.a, body)).statusCode).toBe(401);
    expect((await submit(999999, body, tok.admin)).statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  it('stores one order for a double submit with one Idempotency-Key', async () => {
    const before = await orderCount();
    const mails = readOutbox(t.dataDir).length;
    const body = { vendor_id: vendor.main, products: [line(product.espresso, 2)] };
    const first = await submit(store.a, body, tok.managerA, 'order-7f3a');
    const second = await submit(store.a, body, tok.managerA, 'order-7f3a');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
    expect(readOutbox(t.dataDir)).toHaveLength(mails + 1);

    // Several at once, as a double tap on a slow connection would send them.
    const twins = await Promise.all(Array.from({ length: 5 }, () => submit(store.a, body, tok.managerA, 'order-twin')));
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(twins.map((r) => r.json().data.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 2);

    const other = await submit(store.a, body, tok.managerA, 'order-8b21');
    expect(other.json().data.id).not.toBe(first.json().data.id);
    expect(await orderCount()).toBe(before + 3);
  });

  it('refuses the same Idempotency-Key with a different order, and stores and mails nothing', async () => {
    const body = { vendor_id: vendor.main, products: [line(product.espresso, 2), line(product.decaf, 1)] };
    const first = await submit(store.a, body, tok.managerA, 'order-reused');
    expect(first.statusCode).toBe(200);
    const before = await orderCount();
    const lineCount = (await t.db.select({ n: count() }).from(orderLines))[0]!.n;
    const mails = readOutbox(t.dataDir).length;
    const different = [
      { ...body, products: [line(product.espresso, 3), line(product.decaf, 1)] },
      { ...body, products: [line(product.espresso, 2)] },
      { ...body, products: [line(product.espresso, 2, 5), line(product.decaf, 1)] },
      { vendor_id: vendor.other, products: [] },
    ];
    for (const changed of different) {
      const res = await submit(store.a, changed, tok.managerA, 'order-reused');
      expect(res.statusCode, JSON.stringify(changed)).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/Idempotency-Key was already used for a different order/),
      });
    }
    // Several different orders at once under one fresh key: one is stored, the others refused.
    const racing = await Promise.all(
      [1, 2, 3].map((qty) =>
        submit(store.a, { vendor_id: vendor.main, products: [line(product.decaf, qty)] }, tok.managerA, 'order-race'),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await orderCount()).toBe(before + 1);
    expect((await t.db.select({ n: count() }).from(orderLines))[0]!.n).toBe(lineCount + 1);
    expect(readOutbox(t.dataDir)).toHaveLength(mails + 1);

    // The same order again, its lines in another order and the client's copies changed, is a repeat.
    const again = await submit(
      store.a,
      {
        vendor_id: String(vendor.main),
        products: [{ ...line(product.decaf, '1'), cost: '9.99' }, line(product.espresso, 2)],
      },
      tok.managerA,
      'order-reused',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const before = await orderCount();
    const res = await submit(
      store.a,
      { vendor_id: vendor.main, products: [line(product.decaf, 1)] },
      tok.managerA,
      'x'.repeat(201),
    );
    expect(res.statusCode).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('mails a stored order again on request, for that store only', async () => {
    const created = (
      await submit(store.a, { vendor_id: vendor.main, products: [line(product.decaf, 4)] }, tok.managerA)
    ).json();
    const mails = readOutbox(t.dataDir).length;
    const resend = (storeId: number, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/stores/${storeId}/orders/${created.data.id}/resend`,
        headers: token ? bearer(token) : {},
      });
    const res = await resend(store.a, tok.managerA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: created.data.id, cost_sum: '0.40', mail_status: 'sent' });
    expect(readOutbox(t.dataDir)).toHaveLength(mails + 1);
    expect((await resend(store.b, tok.managerB)).statusCode).toBe(404);
    expect((await resend(store.a, tok.managerB)).statusCode).toBe(403);
    expect((await resend(store.a, tok.franchiseeA)).statusCode).toBe(403);
    expect((await resend(store.a)).statusCode).toBe(401);
    expect(readOutbox(t.dataDir)).toHaveLength(mails + 1);
  });
});

describe('ordering when the mail cannot be sent', () => {
  const sent: MailMessage[] = [];
  let failing = true;
  const mailer: Mailer = {
    async send(message) {
      if (failing) throw new Error('SMTP connection refused');
      sent.push(message);
    },
    close: () => undefined,
  };
  beforeAll(async () => setup(await startTestApp({}, { mailer })));
  afterAll(() => t.close());

  it('keeps the order, records the failure and says so', async () => {
    const res = await submit(
      store.a,
      { vendor_id: vendor.main, products: [line(product.espresso, 1)] },
      tok.managerA,
      'k-1',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ cost_sum: '2.35', mail_status: 'failed' });
    expect(body.message).toMatch(/could not be mailed/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.data.id));
    expect(order).toMatchObject({ mailStatus: 'failed', mailError: 'SMTP connection refused' });
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, body.data.id))).toHaveLength(1);
    // The repeat answers the first answer and does not mail or store again.
    const again = await submit(
      store.a,
      { vendor_id: vendor.main, products: [line(product.espresso, 1)] },
      tok.managerA,
      'k-1',
    );
    expect(again.json()).toEqual(body);
    expect(await orderCount()).toBe(1);

    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/stores/${store.a}/orders/${body.data.id}/resend`,
        headers: bearer(tok.managerA),
      });
    const stillDown = await resend();
    expect(stillDown.statusCode).toBe(502);
    expect(stillDown.json().message).toMatch(/could not be mailed/);

    failing = false;
    const ok = await resend();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.mail_status).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['orders@rosecity.example', 'rep@rosecity.example']);
    expect(sent[0]!.cc).toEqual(['store101@dripp.example']);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, body.data.id));
    expect(after).toMatchObject({ mailStatus: 'sent', mailError: null });
    expect(after!.mailedAt).not.toBeNull();
  });
});
