import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn, addDays } from '@dripp/domain/dates';
import { cashCounts, stores } from '../db/schema/index';
import { bearer, startTestApp, TEST_SECRET, tokenFor, type TestContext } from '../../test/harness';
import { demoUserId, seedDemoChain } from './demo';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, TEST_SECRET);
});
afterAll(() => t.close());

describe('the demo cash oversight', () => {
  it('judges every count by its store tolerance, with a reason for each count beyond it', async () => {
    const rows = await t.db.select().from(cashCounts);
    const storeRows = await t.db.select().from(stores);
    for (const row of rows) {
      const own = storeRows.find((s) => s.id === row.storeId)!.cashToleranceCents;
      expect(row.toleranceCents).toBe(own ?? 500);
      expect(row.flagged).toBe(Math.abs(row.totalDiscrepancyCents) > row.toleranceCents!);
    }
    const flagged = rows.filter((r) => r.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.filter((r) => !r.overShortReason)).toEqual([]);
    expect(rows.filter((r) => r.flagged && r.totalDiscrepancyCents === -750)).toHaveLength(1);
    expect(storeRows.filter((s) => s.cashToleranceCents === 1000)).toHaveLength(1);
  });

  it('has deposits verified, deposited, one waiting more than two days, and today only counted', async () => {
    const rows = await t.db.select().from(cashCounts);
    const statuses = new Set(rows.map((r) => r.depositStatus));
    expect([...statuses].sort()).toEqual(['counted', 'deposited', 'verified']);
    const late = rows.filter(
      (r) => r.depositStatus === 'deposited' && r.depositedAt!.getTime() < Date.now() - 2 * 86_400_000,
    );
    expect(late).toHaveLength(1);
    for (const row of rows.filter((r) => r.depositStatus === 'verified')) {
      expect(row.depositVerifiedBy).not.toBe(row.depositedBy);
      expect(row.depositVerifiedAt!.getTime()).toBeGreaterThan(row.depositedAt!.getTime());
    }
  });

  it("shows store 1's flagged count of three days ago, verified, with its history", async () => {
    const [store] = await t.db.select().from(stores).where(eq(stores.number, '101'));
    const date = addDays(todayIn(store!.timeZone!), -3);
    const token = tokenFor(t.app, { id: await demoUserId(t.db, 'manager1'), username: 'manager1' });
    const res = await t.app.inject({ url: `/api/cash-count/${store!.id}/${date}`, headers: bearer(token) });
    const data = res.json().data;
    expect(data.totals.total_discrepancy).toBe(-7.5);
    expect(data.over_short).toMatchObject({ tolerance: 5, flagged: true });
    expect(data.over_short.reason).not.toBe('');
    expect(data.deposit).toMatchObject({ status: 'verified', may_verify: false });
    expect(data.record.history.map((h: { changes: { after: string }[] }) => h.changes[0]!.after)).toEqual([
      'Verified',
      'Deposited',
    ]);
  });
});
