import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_OPEN_STATUSES } from '@dripp/contract/corrective-actions';
import type { ActionSummary } from '@dripp/contract/corrective-actions';
import type { Overview } from '@dripp/contract/overview';
import { addDays, todayIn } from '@dripp/domain/dates';
import { cashCounts, correctiveActions, wasteLogEntries } from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { parseCsv } from '../../../test/support/csv';
import { DEPOSIT_VERIFY_HOURS, WASTE_AVERAGE_DAYS } from '../overview/measures.public';
import { storeFacts } from './digest-figures';

/*
 * The overview and the morning digest show some of the same figures (DESIGN §8): each is worked
 * out here by plain code over the rows seeded, and both answers must equal it: deposits on both
 * sides of the 48-hour edge, actions open and closed, overdue and not, and waste around its window.
 * Home's action counts and the two CSV files that carry these figures must equal it too.
 * The clock stands the day after daylight saving ended in the US.
 */

const NOW = new Date('2026-11-02T18:00:00Z');
const HOUR = 3_600_000;
const ZONES = ['America/New_York', 'America/Los_Angeles', 'America/Denver'] as const;
/** Hours since each deposit was made, by store: on both sides of the 48-hour edge. */
const DEPOSITED_HOURS_AGO = [
  [1, 47.5, 48.5, 72],
  [47.9, 49.5],
  [2, 48.1, 96, 120, 300],
];

let t: TestContext;
let token: string;
const call = apiCaller(() => t);
const storeIds: number[] = [];

beforeAll(async () => {
  t = await startTestApp({}, { now: () => NOW });
  for (const [i, timeZone] of ZONES.entries()) {
    const storeId = (await makeStore(t.db, { title: `Store ${i + 1}`, number: `${i + 1}`, timeZone })).id;
    storeIds.push(storeId);
    const yesterday = addDays(todayIn(timeZone, NOW), -1);
    const count = (n: number) => ({
      storeId,
      date: addDays(yesterday, -n),
      sheet: {} as never,
      totals: {} as never,
      totalDepositCents: 50_000,
      totalDiscrepancyCents: 0,
      flagged: false,
    });
    const hours = DEPOSITED_HOURS_AGO[i]!;
    await t.db.insert(cashCounts).values([
      ...hours.map((h, n) => ({
        ...count(n),
        depositStatus: 'deposited' as const,
        depositedAt: new Date(NOW.getTime() - h * HOUR),
      })),
      // Verified long after, and never deposited: neither is unverified.
      { ...count(hours.length), depositStatus: 'verified' as const, depositedAt: new Date(NOW.getTime() - 200 * HOUR) },
      { ...count(hours.length + 1), depositStatus: 'counted' as const, depositedAt: null },
    ]);
    // Waste on some of the 40 days before yesterday, and yesterday itself.
    const waste = [];
    for (let n = 0; n <= 40; n++)
      if ((n + i) % 3 !== 0)
        waste.push({
          storeId,
          date: addDays(yesterday, -n),
          position: 1,
          description: 'Whole milk',
          qtyHundredths: 100,
          valueCents: 450,
          lossCents: 100 * (i + 1) + 37 * n,
        });
    await t.db.insert(wasteLogEntries).values(waste);
    const action = { storeId, title: 'Fix it', source: 'manual' as const, priority: 'medium' as const };
    await t.db.insert(correctiveActions).values([
      { ...action, dueAt: new Date(NOW.getTime() - 30 * HOUR), status: 'open' },
      { ...action, dueAt: new Date(NOW.getTime() + 5 * HOUR), status: 'in-progress' },
      { ...action, dueAt: new Date(NOW.getTime() - HOUR), status: i === 1 ? 'reopened' : 'done' },
      { ...action, dueAt: new Date(NOW.getTime() - 90 * HOUR), status: 'verified' },
    ]);
  }
  token = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] }));
}, 60_000);

afterAll(() => t.close());

/** The figures of one store, by plain code over its rows. */
async function direct(storeId: number) {
  const counts = (await t.db.select().from(cashCounts)).filter((c) => c.storeId === storeId);
  const waste = (await t.db.select().from(wasteLogEntries)).filter((w) => w.storeId === storeId);
  const actions = (await t.db.select().from(correctiveActions)).filter((a) => a.storeId === storeId);
  const edge = NOW.getTime() - DEPOSIT_VERIFY_HOURS * HOUR;
  const open = actions.filter((a) => (ACTION_OPEN_STATUSES as readonly string[]).includes(a.status));
  const wasteOf = (from: string, to: string) =>
    waste.filter((w) => w.date >= from && w.date <= to).reduce((sum, w) => sum + w.lossCents, 0);
  return {
    unverified: counts.filter((c) => c.depositStatus === 'deposited' && c.depositedAt!.getTime() < edge).length,
    open: open.length,
    overdue: open.filter((a) => a.dueAt.getTime() < NOW.getTime()).length,
    wasteOf,
    firstWaste: waste.map((w) => w.date).sort()[0]!,
  };
}

describe('the figures the overview and the digest share', () => {
  it('are the same in both, and the same as worked out from the rows', async () => {
    // A week that ends on every store's yesterday (the stores' zones are on the same day at NOW).
    const to = addDays(todayIn(ZONES[0], NOW), -1);
    const from = addDays(to, -6);
    const res = await call('GET', `/api/overview?period=custom&from=${from}&to=${to}`, token);
    expect(res.statusCode).toBe(200);
    const overview = res.json().data as Overview;
    const facts = await storeFacts(t.db, storeIds, NOW);
    expect(overview.stores.map((s) => s.store_id)).toEqual(expect.arrayContaining(storeIds));
    expect(facts.map((f) => f.date)).toEqual(storeIds.map(() => to));

    for (const [i, storeId] of storeIds.entries()) {
      const rows = await direct(storeId);
      const shown = overview.stores.find((s) => s.store_id === storeId)!;
      const told = facts.find((f) => f.storeId === storeId)!;
      const name = `store ${i + 1}`;

      expect(shown.deposits_unverified, name).toBe(rows.unverified);
      expect(told.unverifiedDeposits, name).toHaveLength(rows.unverified);
      expect(shown.actions_open, name).toBe(rows.open);
      expect(shown.actions_overdue, name).toBe(rows.overdue);
      expect(told.overdueActions, name).toHaveLength(rows.overdue);

      // The same window of waste before the period (overview) and before yesterday (digest).
      const fourWeeks = rows.wasteOf(addDays(from, -WASTE_AVERAGE_DAYS), addDays(from, -1));
      expect(shown.waste_four_week_average, name).toBe(Math.round((fourWeeks * 7) / WASTE_AVERAGE_DAYS) / 100);
      expect(shown.waste_cost, name).toBe(rows.wasteOf(from, to) / 100);
      const before = rows.wasteOf(addDays(to, -WASTE_AVERAGE_DAYS), addDays(to, -1));
      expect(told.wasteCents, name).toBe(rows.wasteOf(to, to));
      expect(told.wasteAverageCents, name).toBe(Math.round(before / WASTE_AVERAGE_DAYS));
    }
    // Every side of each edge is seeded, so the comparisons above compare something.
    const mine = overview.stores.filter((s) => storeIds.includes(s.store_id));
    expect(mine.map((s) => s.deposits_unverified).sort()).toEqual([1, 2, 4]);
    expect(mine.map((s) => s.actions_overdue).sort()).toEqual([1, 1, 2]);
  }, 60_000);

  it("are the same in Home's action counts and in the overview's and the actions' CSV files", async () => {
    const to = addDays(todayIn(ZONES[0], NOW), -1);
    const from = addDays(to, -6);
    const summary = (await call('GET', '/api/corrective-actions/summary', token)).json().data as ActionSummary;
    const csv = await call('GET', `/api/overview/export?period=custom&from=${from}&to=${to}`, token);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(csv.body);
    const cell = (line: string[], name: string) => line[header!.indexOf(name)];

    for (const [i, storeId] of storeIds.entries()) {
      const rows = await direct(storeId);
      const name = `store ${i + 1}`;
      const counted = summary.stores.find((s) => s.store_id === storeId)!;
      expect(counted.open, name).toBe(rows.open);
      expect(counted.overdue, name).toBe(rows.overdue);

      const line = lines.find((l) => cell(l, 'Store') === `Store ${i + 1}` && cell(l, 'Number') === `${i + 1}`)!;
      expect(cell(line, 'Deposits not verified'), name).toBe(String(rows.unverified));
      expect(cell(line, 'Open actions'), name).toBe(String(rows.open));
      expect(cell(line, 'Overdue actions'), name).toBe(String(rows.overdue));

      const listed = await call('GET', `/api/corrective-actions/export?store_id=${storeId}`, token);
      const [listHeader, ...actions] = parseCsv(listed.body);
      const overdueCell = listHeader!.indexOf('Overdue');
      expect(
        actions.filter((a) => a[overdueCell] === 'Yes'),
        name,
      ).toHaveLength(rows.overdue);
      // Each action's own page says overdue exactly for the ones counted.
      const ids = actions.map((a) => a[listHeader!.indexOf('ID')]);
      const pages = await Promise.all(ids.map((id) => call('GET', `/api/corrective-actions/${id}`, token)));
      expect(
        pages.filter((p) => p.json().data.overdue === true),
        name,
      ).toHaveLength(rows.overdue);
    }
  }, 60_000);
});
