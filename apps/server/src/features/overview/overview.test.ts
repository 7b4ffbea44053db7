import { and, between, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Overview, OverviewStore, OverviewTrends } from '@dripp/contract/overview';
import type { StoreDay } from '@dripp/contract/store-day';
import { ACTION_OPEN_STATUSES } from '@dripp/contract/corrective-actions';
import { SUGGESTION_MATCH_UNITS } from '@dripp/contract/suggested-orders';
import { storeDateTime, todayIn } from '@dripp/domain/dates';
import { runStoreDaySweep } from '../jobs';
import { round2 } from '@dripp/domain/score-summary';
import {
  cashCounts,
  checklistNames,
  correctiveActions,
  incidentReports,
  orderLines,
  orders,
  retailScoreSheets,
  storeChecklistDays,
  wasteLogEntries,
} from '../../db/schema/index';
import {
  PERIOD,
  PREVIOUS,
  call,
  days,
  person,
  store,
  t,
  tok,
  useOverviewWorld,
  zone,
} from '../../../test/fixtures/overview';

useOverviewWorld();

const CARDS = new Set(['open', 'mid', 'close', 'weekly']);
const custom = `period=custom&from=${PERIOD.from}&to=${PERIOD.to}`;
const keyOf = (id: number) => (Object.keys(store) as (keyof typeof store)[]).find((k) => store[k] === id)!;
const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : null);
const inRange = (date: string, r: { from: string; to: string }) => date >= r.from && date <= r.to;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The store's day as the Today board works it out, live, tallied for its checklist cards. */
async function liveDay(storeId: number, date: string) {
  const res = await call('GET', `/api/store-day/stores/${storeId}/days/${date}`, tok.corporate);
  expect(res.statusCode).toBe(200);
  const cards = (res.json().data as StoreDay).items.filter((i) => CARDS.has(i.item));
  const n = (state: string) => cards.filter((i) => i.state === state).length;
  return { due: cards.length, onTime: n('done'), late: n('late'), missed: n('missed') };
}

/** Every measure of one store, straight from its records (and the live store days for checklists). */
async function direct(storeId: number) {
  const db = t.ctx.db;
  const tz = zone[keyOf(storeId)];
  const checklist = { cur: { due: 0, onTime: 0, missed: 0 }, prev: { due: 0, onTime: 0, missed: 0 } };
  for (const date of days(PREVIOUS.from, PERIOD.to)) {
    const day = await liveDay(storeId, date);
    const into = inRange(date, PERIOD) ? checklist.cur : checklist.prev;
    into.due += day.due;
    into.onTime += day.onTime;
    into.missed += day.missed;
  }
  const counts = await db.select().from(cashCounts).where(eq(cashCounts.storeId, storeId));
  const waste = await db.select().from(wasteLogEntries).where(eq(wasteLogEntries.storeId, storeId));
  const bought = await db.select().from(orders).where(eq(orders.storeId, storeId));
  const sheets = await db.select().from(retailScoreSheets).where(eq(retailScoreSheets.storeId, storeId));
  const actions = await db.select().from(correctiveActions).where(eq(correctiveActions.storeId, storeId));
  const incidents = await db.select().from(incidentReports).where(eq(incidentReports.storeId, storeId));
  const lines = await db
    .select({ qty: orderLines.qty, suggested: orderLines.suggestedQty, createdAt: orders.createdAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.storeId, storeId));
  const now = Date.now();
  const cashIn = (r: typeof PERIOD) => counts.filter((c) => inRange(c.date, r));
  const wasteIn = (r: typeof PERIOD) => sum(waste.filter((w) => inRange(w.date, r)).map((w) => w.lossCents));
  const spendIn = (r: typeof PERIOD) =>
    sum(
      bought
        .filter((o) => inRange(storeDateTime(o.createdAt, tz).date, r))
        .map((o) => Math.round(Number(o.costSum) * 100)),
    );
  /** Lines submitted in the period with a suggestion, and those ordered within ±1 unit of it. */
  const suggestedIn = (r: typeof PERIOD) =>
    lines.filter((l) => l.suggested !== null && inRange(storeDateTime(l.createdAt, tz).date, r));
  const matchedIn = (r: typeof PERIOD) =>
    suggestedIn(r).filter((l) => Math.abs(l.qty - l.suggested!) <= SUGGESTION_MATCH_UNITS).length;
  const fourWeeks = wasteIn({ from: '2026-09-03', to: '2026-09-30' });
  const average = Math.round((fourWeeks * 31) / 28);
  const newest = sheets
    .filter((s) => s.scoreDate <= PERIOD.to)
    .sort((a, b) => b.scoreDate.localeCompare(a.scoreDate) || b.id - a.id);
  const score = (s?: (typeof sheets)[number]) => (s ? round2((s.evaluatedScore / s.totalScore) * 100) : null);
  const open = actions.filter((a) => (ACTION_OPEN_STATUSES as readonly string[]).includes(a.status));
  return {
    checklist_on_time_pct: pct(checklist.cur.onTime, checklist.cur.due),
    previous_checklist_on_time_pct: pct(checklist.prev.onTime, checklist.prev.due),
    checklist_missed: checklist.cur.missed,
    previous_checklist_missed: checklist.prev.missed,
    cash_over_short: sum(cashIn(PERIOD).map((c) => c.totalDiscrepancyCents)) / 100,
    previous_cash_over_short: sum(cashIn(PREVIOUS).map((c) => c.totalDiscrepancyCents)) / 100,
    cash_flagged: cashIn(PERIOD).filter((c) => c.flagged).length,
    previous_cash_flagged: cashIn(PREVIOUS).filter((c) => c.flagged).length,
    deposits_unverified: counts.filter(
      (c) => c.depositStatus === 'deposited' && c.depositedAt!.getTime() < now - 2 * 86_400_000,
    ).length,
    waste_cost: wasteIn(PERIOD) / 100,
    previous_waste_cost: wasteIn(PREVIOUS) / 100,
    waste_four_week_average: average / 100,
    waste_change_pct: average > 0 ? round2(((wasteIn(PERIOD) - average) / average) * 100) : null,
    order_spend: spendIn(PERIOD) / 100,
    previous_order_spend: spendIn(PREVIOUS) / 100,
    evaluation_score_pct: score(newest[0]),
    previous_evaluation_score_pct: score(newest[1]),
    evaluation_sheet_id: newest[0]?.id ?? null,
    evaluation_date: newest[0]?.scoreDate ?? null,
    actions_open: open.length,
    actions_overdue: open.filter((a) => a.dueAt.getTime() < now).length,
    incidents: incidents.filter((i) => inRange(i.incidentDate, PERIOD)).length,
    previous_incidents: incidents.filter((i) => inRange(i.incidentDate, PREVIOUS)).length,
    suggested_lines: suggestedIn(PERIOD).length,
    previous_suggested_lines: suggestedIn(PREVIOUS).length,
    suggestion_match_pct: pct(matchedIn(PERIOD), suggestedIn(PERIOD).length),
    previous_suggestion_match_pct: pct(matchedIn(PREVIOUS), suggestedIn(PREVIOUS).length),
    // The seeded month has no food-safety units: nothing due (report.test.ts counts a store that has).
    food_safety_pct: null,
    previous_food_safety_pct: null,
    food_safety_missed: 0,
  };
}

const measuresOf = (s: OverviewStore) => {
  const { store_id: _id, title: _t, number: _n, group_id: _g, time_zone: _z, region: _r, ...rest } = s;
  return rest;
};

describe('the overview of a seeded month', () => {
  let overview: Overview;

  it('answers each store the same figures as a direct computation over its records', async () => {
    const res = await call('GET', `/api/overview?${custom}`, tok.corporate);
    expect(res.statusCode).toBe(200);
    overview = res.json().data;
    expect(overview.range).toEqual({
      period: 'custom',
      ...PERIOD,
      previous_from: PREVIOUS.from,
      previous_to: PREVIOUS.to,
    });
    expect(overview.stores.map((s) => s.title)).toEqual(['Brooklyn', 'Chicago Loop', 'Denver', 'Los Feliz']);
    // Each store with its region (decision 198): none for Chicago.
    expect(overview.stores.map((s) => s.region)).toEqual(['East', null, 'West', 'West']);
    for (const s of overview.stores) expect(measuresOf(s), s.title).toEqual(await direct(s.store_id));
    // The seeded month has some of everything, so the comparison above compares something.
    const ny = overview.stores.find((s) => s.store_id === store.ny)!;
    expect(ny.checklist_missed).toBeGreaterThan(0);
    expect(ny.checklist_on_time_pct).toBeGreaterThan(0);
    expect(ny.cash_flagged).toBeGreaterThan(0);
    expect(ny.order_spend).toBeGreaterThan(0);
    expect(ny.actions_overdue).toBe(2);
    expect(ny.suggested_lines).toBeGreaterThan(0);
    expect(ny.suggestion_match_pct).toBeGreaterThan(0);
    expect(ny.suggestion_match_pct).toBeLessThan(100);
  }, 120_000);

  it('keeps each closed day as the live store day works it out', async () => {
    const kept = await t.ctx.db
      .select()
      .from(storeChecklistDays)
      .where(between(storeChecklistDays.date, PREVIOUS.from, PERIOD.to));
    expect(kept).toHaveLength(4 * days(PREVIOUS.from, PERIOD.to).length);
    for (const row of kept.filter((_, i) => i % 3 === 0)) {
      const { due, onTime, late, missed } = row;
      expect({ due, onTime, late, missed }, `${row.storeId} ${row.date}`).toEqual(await liveDay(row.storeId, row.date));
    }
  }, 120_000);

  it('adds the totals over the stores and groups the stores by franchisee', () => {
    const { stores, totals, groups } = overview;
    const total = (k: keyof OverviewStore) => round2(sum(stores.map((s) => s[k] as number)));
    for (const k of [
      'checklist_missed',
      'cash_flagged',
      'deposits_unverified',
      'actions_open',
      'incidents',
      'suggested_lines',
    ] as const)
      expect(totals[k]).toBe(total(k));
    for (const k of ['cash_over_short', 'waste_cost', 'order_spend', 'previous_order_spend'] as const)
      expect(totals[k]).toBeCloseTo(total(k), 2);
    const scores = stores.map((s) => s.evaluation_score_pct!);
    expect(totals.evaluation_score_pct).toBe(round2(sum(scores) / scores.length));
    expect(groups).toEqual(
      [
        { id: person.franchisee.id, name: person.franchisee.name, store_ids: [store.ny, store.la] },
        { id: person.franchisee2.id, name: person.franchisee2.name, store_ids: [store.other] },
        { id: null, name: 'Company stores', store_ids: [store.chi] },
      ].sort((a, b) => Number(a.id == null) - Number(b.id == null) || a.name.localeCompare(b.name)),
    );
    expect(stores.find((s) => s.store_id === store.chi)!.group_id).toBeNull();
  });

  it('draws each day of the period from the same records', async () => {
    const res = await call('GET', `/api/overview/trends?${custom}&store_ids=${store.ny},${store.chi}`, tok.corporate);
    expect(res.statusCode).toBe(200);
    const trends: OverviewTrends = res.json().data;
    expect(trends.stores.map((s) => s.store_id)).toEqual([store.ny, store.chi]);
    for (const s of trends.stores) {
      expect(s.days).toHaveLength(31);
      const row = overview.stores.find((o) => o.store_id === s.store_id)!;
      expect(round2(sum(s.days.map((d) => d.order_spend)))).toBeCloseTo(row.order_spend, 2);
      expect(round2(sum(s.days.map((d) => d.waste_cost)))).toBeCloseTo(row.waste_cost, 2);
      expect(round2(sum(s.days.map((d) => d.cash_over_short)))).toBeCloseTo(row.cash_over_short, 2);
      const day = s.days[9]!;
      const live = await liveDay(s.store_id, day.date);
      expect(day.checklist_on_time_pct).toBe(pct(live.onTime, live.due));
    }
  }, 60_000);

  it('works a day out again when a name is written for it afterwards', async () => {
    const date = '2026-10-12';
    const [task] = await t.ctx.db
      .execute<{ id: number }>(sql`select id from checklists where store_id = ${store.chi} and type = 'close'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await t.ctx.db
      .delete(checklistNames)
      .where(and(eq(checklistNames.checklistId, task!.id), eq(checklistNames.date, date)));
    const gone = await t.ctx.db
      .select()
      .from(storeChecklistDays)
      .where(and(eq(storeChecklistDays.storeId, store.chi), eq(storeChecklistDays.date, date)));
    expect(gone).toHaveLength(0);
    await t.ctx.db.insert(checklistNames).values({ checklistId: task!.id, storeId: store.chi, date, name: 'Sam' });
    const res = await call('GET', `/api/overview?${custom}`, tok.corporate);
    const chi = (res.json().data as Overview).stores.find((s) => s.store_id === store.chi)!;
    expect(measuresOf(chi)).toEqual(await direct(store.chi));
    const [row] = await t.ctx.db
      .select()
      .from(storeChecklistDays)
      .where(and(eq(storeChecklistDays.storeId, store.chi), eq(storeChecklistDays.date, date)));
    expect({ due: row!.due, onTime: row!.onTime, late: row!.late, missed: row!.missed }).toEqual(
      await liveDay(store.chi, date),
    );
  }, 60_000);
});

describe('the minute sweep', () => {
  it('keeps the days that just closed at each store, as the live store day works them out', async () => {
    await t.ctx.db.delete(storeChecklistDays);
    await runStoreDaySweep(t.ctx.app.ctx);
    for (const key of Object.keys(store) as (keyof typeof store)[]) {
      const yesterday = days('2026-01-01', todayIn(zone[key])).at(-2)!;
      const [row] = await t.ctx.db
        .select()
        .from(storeChecklistDays)
        .where(and(eq(storeChecklistDays.storeId, store[key]), eq(storeChecklistDays.date, yesterday)));
      expect(row, key).toBeDefined();
    }
    const [sample] = await t.ctx.db
      .select()
      .from(storeChecklistDays)
      .where(and(eq(storeChecklistDays.storeId, store.ny), eq(storeChecklistDays.date, '2026-11-02')));
    const { due, onTime, late, missed } = sample!;
    expect({ due, onTime, late, missed }).toEqual(await liveDay(store.ny, '2026-11-02'));
  }, 60_000);
});

describe('who sees what', () => {
  it('shows a franchisee only their own stores, and refuses another store in the trends', async () => {
    const res = await call('GET', `/api/overview?${custom}`, tok.franchisee);
    expect(res.statusCode).toBe(200);
    const mine: Overview = res.json().data;
    expect(mine.stores.map((s) => s.store_id).sort()).toEqual([store.ny, store.la].sort());
    expect(JSON.stringify(mine)).not.toContain('Denver');
    expect(mine.groups).toEqual([
      { id: person.franchisee.id, name: person.franchisee.name, store_ids: [store.ny, store.la] },
    ]);
    const corporate: Overview = (await call('GET', `/api/overview?${custom}`, tok.corporate)).json().data;
    expect(mine.stores).toEqual(corporate.stores.filter((s) => s.store_id === store.ny || s.store_id === store.la));
    expect(mine.totals.order_spend).toBeCloseTo(sum(mine.stores.map((s) => s.order_spend)), 2);
    const other = await call(
      'GET',
      `/api/overview/trends?${custom}&store_ids=${store.ny},${store.other}`,
      tok.franchisee,
    );
    expect(other.statusCode).toBe(403);
    const own = await call('GET', `/api/overview/trends?${custom}&store_ids=${store.la}`, tok.franchisee);
    expect((own.json().data as OverviewTrends).stores.map((s) => s.store_id)).toEqual([store.la]);
    const csv = await call('GET', `/api/overview/export?${custom}`, tok.franchisee2);
    expect(csv.body).toContain('Denver');
    expect(csv.body).not.toContain('Brooklyn');
  });

  it('refuses callers without area-view', async () => {
    for (const path of ['/api/overview', '/api/overview/trends?store_ids=1', '/api/overview/export'])
      expect((await call('GET', path, tok.barista)).statusCode, path).toBe(403);
    expect((await call('GET', '/api/overview')).statusCode).toBe(401);
  });

  it('checks the custom period', async () => {
    const long = await call('GET', '/api/overview?period=custom&from=2025-01-01&to=2026-01-02', tok.corporate);
    expect(long.statusCode).toBe(422);
    const none = await call('GET', '/api/overview?period=custom', tok.corporate);
    expect(Object.keys(none.json().errors)).toEqual(['from', 'to']);
    const week = await call('GET', '/api/overview?period=last-week', tok.corporate);
    const range = week.json().data.range;
    expect(new Date(`${range.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(days(range.from, range.to)).toHaveLength(7);
    expect(days(range.previous_from, range.previous_to)).toHaveLength(7);
  });
});

describe('the CSV', () => {
  it('has one row per store with the same figures as the overview', async () => {
    const res = await call('GET', `/api/overview/export?${custom}`, tok.corporate);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const overview: Overview = (await call('GET', `/api/overview?${custom}`, tok.corporate)).json().data;
    expect(rows).toHaveLength(overview.stores.length);
    const column = (name: string) => header!.indexOf(name);
    const fields: Record<string, keyof OverviewStore> = {
      Store: 'title',
      Number: 'number',
      Region: 'region',
      'Checklists on time %': 'checklist_on_time_pct',
      'Previous checklists on time %': 'previous_checklist_on_time_pct',
      'Checklists missed': 'checklist_missed',
      'Previous checklists missed': 'previous_checklist_missed',
      'Cash over/short': 'cash_over_short',
      'Previous cash over/short': 'previous_cash_over_short',
      'Cash counts flagged': 'cash_flagged',
      'Previous cash counts flagged': 'previous_cash_flagged',
      'Deposits not verified': 'deposits_unverified',
      'Waste cost': 'waste_cost',
      'Previous waste cost': 'previous_waste_cost',
      'Waste 4-week average': 'waste_four_week_average',
      'Waste change %': 'waste_change_pct',
      'Order spend': 'order_spend',
      'Previous order spend': 'previous_order_spend',
      'Evaluation score %': 'evaluation_score_pct',
      'Previous evaluation score %': 'previous_evaluation_score_pct',
      'Evaluation date': 'evaluation_date',
      'Open actions': 'actions_open',
      'Overdue actions': 'actions_overdue',
      Incidents: 'incidents',
      'Previous incidents': 'previous_incidents',
      'Lines with a suggestion': 'suggested_lines',
      'Previous lines with a suggestion': 'previous_suggested_lines',
      'Ordered as suggested (±1) %': 'suggestion_match_pct',
      'Previous ordered as suggested (±1) %': 'previous_suggestion_match_pct',
    };
    expect(header).toEqual(expect.arrayContaining(Object.keys(fields)));
    const groupOf = new Map(overview.groups.flatMap((g) => g.store_ids.map((id) => [id, g.name])));
    overview.stores.forEach((s, i) => {
      const row = rows[i]!;
      for (const [name, key] of Object.entries(fields))
        expect(row[column(name)], `${s.title} ${name}`).toBe(String(s[key] ?? ''));
      expect(row[column('Group')]).toBe(groupOf.get(s.store_id));
    });
  });
});
