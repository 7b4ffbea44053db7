import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCountTotals } from '@dripp/domain/cash-count';
import { todayIn, addDays } from '@dripp/domain/dates';
import { cashCounts, checklistNames, checklists, commSheets, stores, wasteLogEntries } from '../db/schema/index';
import { sanitizeRichText } from '../platform/rich-text';
import { bearer, startTestApp, TEST_SECRET, tokenFor, type TestContext } from '../../test/harness';
import { seedDailyOps } from './daily-ops';
import { demoUserId, seedDemoChain } from './demo';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, TEST_SECRET);
  // Seeded again on its own, on a chain whose records of this part were cleared. Its speed is
  // a benchmark's to measure, not a unit test's: a timed test fails on a busy machine.
  for (const table of [checklistNames, checklists, commSheets, cashCounts, wasteLogEntries]) await t.db.delete(table);
  await seedDailyOps(t.db);
});
afterAll(() => t.close());

const total = async (
  table: typeof commSheets | typeof checklists | typeof checklistNames | typeof cashCounts | typeof wasteLogEntries,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('daily operations demo data', () => {
  it('fills two weeks of every store', async () => {
    const storeCount = (await t.db.select({ n: count() }).from(stores))[0]!.n;
    expect(storeCount).toBe(6);
    expect(await total(checklists)).toBe(storeCount * 31);
    expect(await total(cashCounts)).toBe(storeCount * 14);
    expect(await total(commSheets)).toBe(storeCount * (13 * 3 + 2));
    expect(await total(checklistNames)).toBeGreaterThan(storeCount * 13 * 25);
    expect(await total(wasteLogEntries)).toBeGreaterThanOrEqual(storeCount * 14);
  });

  it('stores totals that match the sheets and notes that are already clean HTML', async () => {
    for (const row of await t.db.select().from(cashCounts)) {
      expect(row.totals).toEqual(cashCountTotals(row.sheet));
      expect(row.totalDepositCents).toBe(row.totals.total_deposit);
    }
    for (const row of await t.db.select().from(commSheets)) expect(sanitizeRichText(row.comments)).toBe(row.comments);
  });

  it('is what store 1 staff see through the API', async () => {
    const [store] = await t.db.select().from(stores).where(eq(stores.number, '101'));
    // The store's own days, in its zone (Portland), whatever the machine's zone.
    const today = todayIn(store!.timeZone!);
    const token = tokenFor(t.app, { id: await demoUserId(t.db, 'manager1'), username: 'manager1' });
    const yesterday = addDays(today, -1);
    const sheet = (
      await t.app.inject({ url: `/api/comm-sheet/${store!.id}/${yesterday}`, headers: bearer(token) })
    ).json().data;
    expect(sheet.close.names.length).toBeGreaterThanOrEqual(2);
    const todaySheet = (
      await t.app.inject({ url: `/api/comm-sheet/${store!.id}/${today}`, headers: bearer(token) })
    ).json().data;
    expect(todaySheet.close.id).toBeNull();
    const list = (
      await t.app.inject({ url: `/api/daily-checklist/${store!.id}/${yesterday}`, headers: bearer(token) })
    ).json().data;
    expect(list.open.length).toBe(9);
    expect(list.close.length).toBeGreaterThan(0);
    expect(list.close.every((item: { name: string | null }) => item.name)).toBe(true);
    const cash = (
      await t.app.inject({ url: `/api/cash-count/${store!.id}/${yesterday}`, headers: bearer(token) })
    ).json().data;
    expect(cash.totals.total_deposit).toBeGreaterThan(0);
    const waste = (
      await t.app.inject({ url: `/api/wastelog/${store!.id}/${yesterday}`, headers: bearer(token) })
    ).json().data;
    expect(waste.length).toBeGreaterThan(0);
  });
});
