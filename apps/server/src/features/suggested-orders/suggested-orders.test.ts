import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSuggestions, SuggestionParts, VendorDeliveryRow } from '@dripp/contract/suggested-orders';
import { addDays } from '@dripp/domain/dates';
import { suggestionParts, suggestQuantity, type OrderPoint } from '@dripp/domain/suggested-order';
import { orderLines, orders, products, recordChanges, storeVendors } from '../../db/schema/index';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { insertVendor } from '../../../test/fixtures/ordering';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';

/*
 * Suggested orders on the API (DESIGN §8, decision 260): delivery days per store, a product's
 * order settings, and the suggestion parts, each checked at the store the record belongs to.
 * The clock is Thursday 2025-04-10, 10:00 in Los Angeles, the store's zone.
 */

const NOW = new Date('2025-04-10T17:00:00Z');
const ZONE = 'America/Los_Angeles';
const TODAY = '2025-04-10';
const SCHEDULE = { delivery_days: [5, 2], lead_days: 1, order_by: '14:00' };

let t: TestContext;
const call = apiCaller(() => t);
let tok: Record<'admin' | 'managerA' | 'managerB' | 'franchiseeA' | 'baristaA' | 'storeEditor', string>;
let store: { a: number; b: number };
let vendor: { main: number; unlinked: number };
let product: { espresso: number; decaf: number };
/** The espresso's orders at store A as the estimate reads them, oldest first. */
const espressoHistory: OrderPoint[] = [];

/** An order of store A placed at 09:00 store time on `day` (16:00 UTC in spring). */
async function placeOrder(day: string, lines: { productId: number; onHand: string; qty: number }[], hour = 16) {
  const createdAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const [order] = await t.db
    .insert(orders)
    .values({ storeId: store.a, vendorId: vendor.main, vendorName: 'Rose City', costSum: '0.00', createdAt })
    .returning();
  await t.db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.productId,
      description: 'x',
      cost: '0.00',
      onHand: l.onHand,
      qty: l.qty,
    })),
  );
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => NOW });
  const a = await makeStore(t.db, { title: 'Pearl District', timeZone: ZONE });
  const b = await makeStore(t.db, { title: 'Hawthorne', timeZone: ZONE });
  store = { a: a.id, b: b.id };
  vendor = { main: (await insertVendor(t.db, { name: 'Rose City' })).id, unlinked: (await insertVendor(t.db)).id };
  await t.db.insert(storeVendors).values([
    { storeId: a.id, vendorId: vendor.main },
    { storeId: b.id, vendorId: vendor.main },
  ]);
  const add = async (description: string) =>
    (await t.db.insert(products).values({ vendorId: vendor.main, description, cost: '1.00' }).returning())[0]!.id;
  product = { espresso: await add('Espresso 5 lb'), decaf: await add('Decaf 1 lb') };
  // Two bags a day: ordered Mondays and Thursdays, four on hand each time, so the usage is the quantity.
  for (let day = '2025-03-03'; day <= '2025-04-07'; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 1 && weekday !== 4) continue;
    const qty = weekday === 1 ? 6 : 8;
    const lines = [{ productId: product.espresso, onHand: '4', qty }];
    if (day === '2025-03-03') lines.push({ productId: product.decaf, onHand: '1', qty: 2 });
    await placeOrder(day, lines);
    espressoHistory.push({ day, on_hand: 4, qty });
  }
  // This morning's order (08:00): it arrives Friday, so it is still on order.
  await placeOrder(TODAY, [{ productId: product.espresso, onHand: '4', qty: 8 }], 15);
  espressoHistory.push({ day: TODAY, on_hand: 4, qty: 8 });
  // Holds the settings' permission at one store only: not enough for a chain-wide record.
  await makeRole(t.db, 'ROLE_STORE_CATALOGUE', ['products-view', 'product-order-settings-edit']);
  tok = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    managerA: { links: [{ storeId: a.id, role: 'ROLE_MANAGER' }] },
    managerB: { links: [{ storeId: b.id, role: 'ROLE_MANAGER' }] },
    franchiseeA: { links: [{ storeId: a.id, role: 'ROLE_FRANCHISEE' }] },
    baristaA: { links: [{ storeId: a.id, role: 'ROLE_BARISTA' }] },
    storeEditor: { links: [{ storeId: a.id, role: 'ROLE_STORE_CATALOGUE' }] },
  });
});
afterAll(() => t.close());

const deliveriesUrl = (vendorId = vendor.main) => `/api/vendors/${vendorId}/deliveries`;
const suggestionsUrl = (storeId = store.a, vendorId = vendor.main) =>
  `/api/stores/${storeId}/vendors/${vendorId}/suggestions`;

describe('delivery days', () => {
  it('a manager sets the delivery days at their store, kept in its history', async () => {
    const res = await call('PUT', `${deliveriesUrl()}/${store.a}`, tok.managerA, SCHEDULE);
    expect(res.statusCode).toBe(200);
    const row = res.json().data as VendorDeliveryRow;
    expect(row.schedule).toEqual({ delivery_days: [2, 5], lead_days: 1, order_by: '14:00' });
    // Thursday 10:00, order by 14:00 the day before: Friday's delivery, then Tuesday's.
    expect(row.next_deliveries).toEqual(['2025-04-11', '2025-04-15']);
    const kept = await t.db
      .select()
      .from(recordChanges)
      .where(and(eq(recordChanges.recordType, 'delivery-schedule'), eq(recordChanges.storeId, store.a)));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.recordId).toBe(vendor.main);
    expect(kept[0]!.changes).toContainEqual({ field: 'Delivery days', before: null, after: 'Tue, Fri' });
  });

  it('lists only the stores where the caller may see the delivery days', async () => {
    const mine = await call('GET', deliveriesUrl(), tok.managerA);
    expect(mine.statusCode).toBe(200);
    expect((mine.json().data as VendorDeliveryRow[]).map((r) => [r.store.id, r.schedule?.lead_days])).toEqual([
      [store.a, 1],
    ]);
    const all = (await call('GET', deliveriesUrl(), tok.admin)).json().data as VendorDeliveryRow[];
    expect(all.map((r) => r.store.id).sort()).toEqual([store.a, store.b].sort());
    expect(all.find((r) => r.store.id === store.b)).toMatchObject({ schedule: null, next_deliveries: [] });
    expect((await call('GET', deliveriesUrl(), tok.baristaA)).statusCode).toBe(403);
    expect((await call('GET', deliveriesUrl())).statusCode).toBe(401);
    expect((await call('GET', deliveriesUrl(999_999), tok.managerA)).statusCode).toBe(404);
  });

  it('refuses another store, a missing permission and no token, and changes nothing', async () => {
    expect((await call('PUT', `${deliveriesUrl()}/${store.b}`, tok.managerA, SCHEDULE)).statusCode).toBe(403);
    expect((await call('PUT', `${deliveriesUrl()}/${store.a}`, tok.franchiseeA, SCHEDULE)).statusCode).toBe(403);
    expect((await call('PUT', `${deliveriesUrl()}/${store.a}`, undefined, SCHEDULE)).statusCode).toBe(401);
    const b = (await call('GET', deliveriesUrl(), tok.managerB)).json().data as VendorDeliveryRow[];
    expect(b[0]!.schedule).toBeNull();
  });

  it('refuses bad delivery days and a vendor that does not serve the store with a clear 422', async () => {
    const bad = [
      [{ ...SCHEDULE, delivery_days: [] }, 'Pick at least one delivery day'],
      [{ ...SCHEDULE, delivery_days: [2, 2] }, 'delivery_days'],
      [{ ...SCHEDULE, lead_days: 15 }, 'Lead time may be at most 14 days'],
      [{ ...SCHEDULE, order_by: '2 PM' }, 'Use a time such as 07:00'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await call('PUT', `${deliveriesUrl()}/${store.a}`, tok.managerA, body);
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const unlinked = await call('PUT', `${deliveriesUrl(vendor.unlinked)}/${store.a}`, tok.managerA, SCHEDULE);
    expect(unlinked.statusCode).toBe(422);
    expect(unlinked.json().message).toBe('This vendor does not serve this store');
    const after = (await call('GET', deliveriesUrl(), tok.managerA)).json().data as VendorDeliveryRow[];
    expect(after[0]!.schedule).toEqual({ delivery_days: [2, 5], lead_days: 1, order_by: '14:00' });
    expect((await call('GET', deliveriesUrl(vendor.unlinked), tok.admin)).json().data).toEqual([]);
  });
});

describe("a product's order settings", () => {
  const url = () => `/api/products/${product.espresso}/order-settings`;
  const settings = { case_size: 6, par: 4, shelf_life_days: null, case_threshold_pct: 40 };

  it('are read with products-view and written with a chain-wide grant, kept in its history', async () => {
    expect((await call('GET', url(), tok.admin)).json().data).toEqual({
      case_size: null,
      par: null,
      shelf_life_days: null,
      case_threshold_pct: null,
    });
    const saved = await call('PUT', url(), tok.admin, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(settings);
    expect((await call('GET', url(), tok.admin)).json().data).toEqual(settings);
    const kept = await t.db
      .select()
      .from(recordChanges)
      .where(and(eq(recordChanges.recordType, 'product'), eq(recordChanges.recordId, product.espresso)));
    expect(kept[0]!.changes).toContainEqual({ field: 'Case size', before: null, after: 6 });
  });

  it('refuses a grant held at one store only, no grant, no token and bad input, and changes nothing', async () => {
    expect((await call('GET', url(), tok.managerA)).statusCode).toBe(403);
    expect((await call('PUT', url(), tok.managerA, { ...settings, case_size: 12 })).statusCode).toBe(403);
    expect((await call('GET', url(), tok.storeEditor)).statusCode).toBe(200);
    expect((await call('PUT', url(), tok.storeEditor, { ...settings, case_size: 12 })).statusCode).toBe(403);
    expect((await call('PUT', url(), undefined, settings)).statusCode).toBe(401);
    for (const body of [
      { ...settings, case_size: 0 },
      { ...settings, case_threshold_pct: 101 },
      { ...settings, par: -1 },
    ]) {
      expect((await call('PUT', url(), tok.admin, body)).statusCode).toBe(422);
    }
    expect((await call('PUT', `/api/products/999999/order-settings`, tok.admin, settings)).statusCode).toBe(404);
    expect((await call('GET', url(), tok.admin)).json().data).toEqual(settings);
  });
});

describe('the suggestions', () => {
  it("name each product's parts, worked out from the store's own orders", async () => {
    const res = await call('GET', suggestionsUrl(), tok.managerA);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as OrderSuggestions;
    expect(data).toMatchObject({ as_of: TODAY, next_delivery: '2025-04-11', delivery_after: '2025-04-15' });
    const espresso = data.products.find((p) => p.product_id === product.espresso)!;
    const expected = suggestionParts({
      product_id: product.espresso,
      history: espressoHistory,
      now: { date: TODAY, time: '10:00' },
      schedule: SCHEDULE,
      settings: { case_size: 6, par: 4, shelf_life_days: null, case_threshold_pct: 40 },
      on_order: 8,
      closedDays: new Set(),
    });
    expect(espresso).toEqual(expected);
    expect(espresso).toMatchObject({ reason: null, on_order: 8, case_size: 6, case_threshold_pct: 40, last_qty: 8 });
    expect(espresso.daily_usage).toBeCloseTo(2, 1);
    expect(espresso.cover_days).toBe(5);
    expect(data.products.find((p) => p.product_id === product.decaf)).toMatchObject({ reason: 'too-few-orders' });
  });

  it('say why there is none where the delivery days are not set', async () => {
    const res = await call('GET', suggestionsUrl(store.b), tok.managerB);
    expect(res.statusCode).toBe(200);
    const parts = (res.json().data as OrderSuggestions).products;
    expect(parts.map((p) => p.reason)).toEqual(['no-delivery-schedule', 'no-delivery-schedule']);
  });

  it("are scoped to the caller's stores", async () => {
    expect((await call('GET', suggestionsUrl(), tok.managerB)).statusCode).toBe(403);
    expect((await call('GET', suggestionsUrl(), tok.franchiseeA)).statusCode).toBe(403);
    expect((await call('GET', suggestionsUrl())).statusCode).toBe(401);
    expect((await call('GET', suggestionsUrl(store.a, vendor.unlinked), tok.managerA)).statusCode).toBe(404);
  });

  it('are kept beside each submitted line, from its on-hand', async () => {
    const plain = { case_size: null, par: null, shelf_life_days: null, case_threshold_pct: null };
    await call('PUT', `/api/products/${product.espresso}/order-settings`, tok.admin, plain);
    const parts = ((await call('GET', suggestionsUrl(), tok.managerA)).json().data as OrderSuggestions).products;
    const espresso = parts.find((p) => p.product_id === product.espresso) as SuggestionParts;
    const res = await call('POST', `/api/stores/${store.a}/order`, tok.managerA, {
      vendor_id: vendor.main,
      products: [
        { product_id: product.espresso, on_hand: '0', qty: 12 },
        { product_id: product.decaf, on_hand: '1', qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const lines = await t.db
      .select({ productId: orderLines.productId, qty: orderLines.qty, suggested: orderLines.suggestedQty })
      .from(orderLines)
      .where(eq(orderLines.orderId, res.json().data.id as number));
    const suggested = suggestQuantity(espresso, 0)!.qty;
    expect(suggested).toBeGreaterThan(0);
    expect(lines.sort((x, y) => x.productId! - y.productId!)).toEqual([
      { productId: product.espresso, qty: 12, suggested },
      { productId: product.decaf, qty: 1, suggested: null },
    ]);
  });
});
