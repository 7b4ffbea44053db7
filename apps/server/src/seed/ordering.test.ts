import { and, count, eq, gte, isNull, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@dripp/domain/dates';
import { costSum } from '@dripp/domain/ordering';
import type { OrderSuggestions } from '@dripp/contract/suggested-orders';
import {
  deliverySchedules,
  orderLines,
  orders,
  productCategories,
  products,
  stores,
  storeVendors,
  vendors,
} from '../db/schema/index';
import { bearer, startTestApp, TEST_SECRET, tokenFor, type TestContext } from '../../test/harness';
import { demoUserId, seedDemoChain } from './demo';
import { seedOrdering } from './ordering';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, TEST_SECRET);
  // Seeded again on its own, on a chain whose records of this part were cleared. Its speed is
  // a benchmark's to measure, not a unit test's: a timed test fails on a busy machine.
  await t.db.delete(orders);
  await t.db.delete(vendors);
  await seedOrdering(t.db);
});
afterAll(() => t.close());

const total = async (
  table: typeof vendors | typeof products | typeof productCategories | typeof orders | typeof orderLines,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('ordering demo data', () => {
  it('fills vendors, about 150 products and 60 days of orders', async () => {
    expect(await total(vendors)).toBe(5);
    expect(await total(productCategories)).toBeGreaterThanOrEqual(20);
    expect(await total(products)).toBeGreaterThanOrEqual(140);
    const storeCount = (await t.db.select({ n: count() }).from(stores).where(isNull(stores.deletedAt)))[0]!.n;
    expect((await t.db.select({ n: count() }).from(storeVendors))[0]!.n).toBe(storeCount * 5);
    // 2–4 orders a week per vendor and store, over about 8.5 weeks.
    const orderCount = await total(orders);
    expect(orderCount).toBeGreaterThan(storeCount * 5 * 2 * 8 * 0.8);
    expect(orderCount).toBeLessThan(storeCount * 5 * 4 * 9);
    expect(await total(orderLines)).toBeGreaterThan(orderCount * 3);
  });

  it('gives every vendor realistic contact data on its own domain', async () => {
    const rows = await t.db.select().from(vendors);
    for (const v of rows) {
      for (const address of v.email.split(',').map((a) => a.trim()))
        expect(address).toMatch(/^[\w.]+@[a-z]+\.example$/);
      expect(v.accountNo).not.toBe('');
      expect(v.salesContact).toMatch(/^\w+ \w+$/);
    }
  });

  it('stores totals that are the exact sum of their lines, over the last 60 days', async () => {
    const sample = await t.db.select().from(orders).limit(25);
    for (const order of sample) {
      const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(order.costSum).toBe(costSum(lines));
    }
    const [{ first } = { first: null }] = await t.db.select({ first: min(orders.createdAt) }).from(orders);
    const days = (Date.now() - first!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(55);
    expect(days).toBeLessThanOrEqual(61);
  });

  it('is what a demo manager sees when ordering and reading the history', async () => {
    const managerId = await demoUserId(t.db, 'manager1');
    const token = tokenFor(t.app, { id: managerId, username: 'manager1' });
    const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.number, '101'));
    const list = await t.app.inject({ method: 'GET', url: `/api/stores/${store!.id}/vendors`, headers: bearer(token) });
    expect(list.json().data).toHaveLength(5);
    const vendorId = list.json().data[0].id as number;
    const groups = await t.app.inject({
      method: 'GET',
      url: `/api/vendors/${vendorId}/products?activeP=1`,
      headers: bearer(token),
    });
    expect(groups.statusCode).toBe(200);
    const listed = groups.json().data as { products: unknown[] }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((g) => g.products.length > 0)).toBe(true);
    const today = todayIn('UTC');
    const since = new Date(Date.now() - 30 * 86_400_000);
    const recent = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.storeId, store!.id), gte(orders.createdAt, since)));
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${store!.id}/orders?startDate=${new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)}&endDate=${today}&tz=UTC`,
      headers: bearer(token),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.length).toBeGreaterThanOrEqual(recent[0]!.n);
  });

  it('gives New Orders a suggestion for every product of the creamery and the roaster at store 101', async () => {
    const managerId = await demoUserId(t.db, 'manager1');
    const token = tokenFor(t.app, { id: managerId, username: 'manager1' });
    const [store] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.number, '101'));
    expect((await t.db.select({ n: count() }).from(deliverySchedules))[0]!.n).toBe(
      (await t.db.select({ n: count() }).from(storeVendors))[0]!.n,
    );
    for (const name of ['Willamette Valley Creamery', 'Rose City Coffee Roasters']) {
      const [vendor] = await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.name, name));
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/stores/${store!.id}/vendors/${vendor!.id}/suggestions`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const parts = (res.json().data as OrderSuggestions).products;
      expect(parts.length).toBeGreaterThan(10);
      expect(parts.filter((p) => p.reason !== null)).toEqual([]);
      expect(parts.every((p) => p.daily_usage > 0 && p.intervals_used >= 3)).toBe(true);
    }
  });
});
