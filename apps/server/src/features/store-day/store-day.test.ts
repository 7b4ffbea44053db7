import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@dripp/domain/dates';
import type { StoreDay } from '@dripp/contract/store-day';
import { eq } from 'drizzle-orm';
import {
  cashCounts,
  chainDueTimes,
  checklistNames,
  checklists,
  commSheets,
  storeDueTimes,
  stores,
} from '../../db/schema/index';
import { LONG_AGO, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { storeClocks, storeDays } from './store-day.service';

const NY = 'America/New_York';
const PHOENIX = 'America/Phoenix';
const KIRITIMATI = 'Pacific/Kiritimati';
const PAGO_PAGO = 'Pacific/Pago_Pago';

let t: TestContext;
const store = {} as Record<'ny' | 'phx' | 'east' | 'west' | 'other', number>;
const tok = {} as Record<'admin' | 'corporate' | 'managerNy' | 'baristaNy' | 'franchiseeNy' | 'baristaOther', string>;
const openTask = {} as Record<'ny' | 'phx', number[]>;
const call = apiCaller(() => t);

const cashSheet = { counts: {}, cents: {} } as never;

beforeAll(async () => {
  t = await startTestApp();
  store.ny = (await makeStore(t.db, { title: 'Brooklyn', timeZone: NY })).id;
  store.phx = (await makeStore(t.db, { title: 'Phoenix', timeZone: PHOENIX })).id;
  store.east = (await makeStore(t.db, { title: 'East', timeZone: KIRITIMATI })).id;
  store.west = (await makeStore(t.db, { title: 'West', timeZone: PAGO_PAGO })).id;
  store.other = (await makeStore(t.db, { title: 'Elsewhere', timeZone: NY })).id;
  for (const s of ['ny', 'phx'] as const) {
    const rows = await t.db
      .insert(checklists)
      .values([
        { createdAt: LONG_AGO, storeId: store[s], type: 'open', task: 'Unlock doors', sortOrder: 1 },
        { createdAt: LONG_AGO, storeId: store[s], type: 'open', task: 'Brew coffee', sortOrder: 2 },
        { createdAt: LONG_AGO, storeId: store[s], type: 'close', task: 'Mop floors', sortOrder: 3 },
      ])
      .returning({ id: checklists.id, type: checklists.type });
    openTask[s] = rows.filter((r) => r.type === 'open').map((r) => r.id);
  }
  await t.db.insert(checklists).values([
    { createdAt: LONG_AGO, storeId: store.east, type: 'open', task: 'Unlock doors', sortOrder: 1 },
    { createdAt: LONG_AGO, storeId: store.west, type: 'open', task: 'Unlock doors', sortOrder: 1 },
    { createdAt: LONG_AGO, storeId: store.other, type: 'open', task: 'Unlock doors', sortOrder: 1 },
  ]);
  tok.admin = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_ADMIN'] }));
  tok.corporate = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] }));
  tok.managerNy = tokenFor(t.app, await makeUser(t, { links: [{ storeId: store.ny, role: 'ROLE_MANAGER' }] }));
  tok.baristaNy = tokenFor(t.app, await makeUser(t, { links: [{ storeId: store.ny, role: 'ROLE_BARISTA' }] }));
  tok.franchiseeNy = tokenFor(t.app, await makeUser(t, { links: [{ storeId: store.ny, role: 'ROLE_FRANCHISEE' }] }));
  tok.baristaOther = tokenFor(t.app, await makeUser(t, { links: [{ storeId: store.other, role: 'ROLE_BARISTA' }] }));
});
afterAll(() => t.close());

async function dayAt(storeId: number, date: string, now: Date) {
  const clocks = await storeClocks(t.db, [storeId]);
  const [day] = await storeDays(t.db, clocks, () => date, now);
  return day!;
}

const itemOf = (day: StoreDay, item: string) => day.items.find((i) => i.item === item);

describe('store-local days', () => {
  it('the same instant is today at one store and yesterday at the other', async () => {
    // 25 hours apart: between 10:00 and 11:00 UTC the two stores' days are two dates apart.
    const now = new Date('2026-11-26T12:00:00Z');
    const clocks = await storeClocks(t.db, [store.east, store.west]);
    const days = await storeDays(t.db, clocks, (s) => todayIn(s.timeZone, now), now);
    const dateOf = (id: number) => days.find((d) => d.store_id === id)!.date;
    const east = new Date(`${dateOf(store.east)}T00:00:00Z`).getTime();
    const west = new Date(`${dateOf(store.west)}T00:00:00Z`).getTime();
    expect(east - west).toBe(86_400_000);
    expect(dateOf(store.east)).toBe(todayIn(KIRITIMATI, now));
    expect(dateOf(store.west)).toBe(todayIn(PAGO_PAGO, now));
  });
});

describe('states on daylight-saving days', () => {
  // 07:00 is the chain's opening due time. New York changes clocks on these days; Phoenix never does.
  const cases = [
    { s: 'ny', date: '2026-03-08', due: '2026-03-08T11:00:00.000Z' },
    { s: 'ny', date: '2026-11-01', due: '2026-11-01T12:00:00.000Z' },
    { s: 'phx', date: '2026-03-08', due: '2026-03-08T14:00:00.000Z' },
    { s: 'phx', date: '2026-11-01', due: '2026-11-01T14:00:00.000Z' },
  ] as const;

  for (const c of cases) {
    it(`${c.s} on ${c.date}: due at 07:00 local, upcoming, due, then late by 1 minute when saved a minute after`, async () => {
      const due = new Date(c.due);
      const minute = (n: number) => new Date(due.getTime() + n * 60_000);
      let day = await dayAt(store[c.s], c.date, minute(-1));
      expect(itemOf(day, 'open')).toMatchObject({ state: 'upcoming', due_at: c.due, due_time: '07:00' });
      day = await dayAt(store[c.s], c.date, minute(5));
      expect(itemOf(day, 'open')).toMatchObject({ state: 'due', minutes_late: 5 });

      // One of two tasks is not a done card.
      await t.db.insert(checklistNames).values({
        checklistId: openTask[c.s][0]!,
        storeId: store[c.s],
        date: c.date,
        name: 'Ann',
        createdAt: minute(-10),
      });
      day = await dayAt(store[c.s], c.date, minute(5));
      expect(itemOf(day, 'open')!.state).toBe('due');

      await t.db.insert(checklistNames).values({
        checklistId: openTask[c.s][1]!,
        storeId: store[c.s],
        date: c.date,
        name: 'Bo',
        createdAt: minute(1),
      });
      day = await dayAt(store[c.s], c.date, minute(90));
      expect(itemOf(day, 'open')).toMatchObject({ state: 'late', minutes_late: 1, done_at: minute(1).toISOString() });

      // The closing card (21:00) was never done: missed once the store's day is over.
      day = await dayAt(store[c.s], c.date, new Date(due.getTime() + 18 * 3_600_000));
      expect(itemOf(day, 'close')).toMatchObject({ state: 'missed' });
    });
  }

  it('a cash count and a closing sheet saved before their due time are done on time', async () => {
    const date = '2026-03-09';
    const due = new Date('2026-03-10T01:30:00.000Z'); // 21:30 EDT
    await t.db.insert(cashCounts).values({
      storeId: store.ny,
      date,
      sheet: cashSheet,
      totals: cashSheet,
      totalDepositCents: 0,
      totalDiscrepancyCents: 0,
      createdAt: new Date(due.getTime() - 60_000),
    });
    await t.db.insert(commSheets).values({ storeId: store.ny, date, type: 'close', createdAt: due });
    const day = await dayAt(store.ny, date, new Date(due.getTime() + 3_600_000));
    expect(itemOf(day, 'cash-count')).toMatchObject({ state: 'done', minutes_late: null });
    expect(itemOf(day, 'comm-sheet')).toMatchObject({ state: 'done', due_time: '21:30' });
  });
});

describe("a change of the store's zone", () => {
  it('re-times what is still to come; what was recorded keeps its instant', async () => {
    const moving = (await makeStore(t.db, { title: 'Moving', timeZone: NY })).id;
    const [task] = await t.db
      .insert(checklists)
      .values([
        { createdAt: LONG_AGO, storeId: moving, type: 'open', task: 'Unlock doors', sortOrder: 1 },
        { createdAt: LONG_AGO, storeId: moving, type: 'close', task: 'Mop floors', sortOrder: 2 },
      ])
      .returning({ id: checklists.id });
    const savedAt = new Date('2026-03-09T11:20:00Z'); // 07:20 in New York
    await t.db
      .insert(checklistNames)
      .values({ checklistId: task!.id, storeId: moving, date: '2026-03-09', name: 'Ann', createdAt: savedAt });
    const now = new Date('2026-03-09T15:00:00Z');
    let day = await dayAt(moving, '2026-03-09', now);
    expect(itemOf(day, 'close')!.due_at).toBe('2026-03-10T01:00:00.000Z');
    expect(itemOf(day, 'open')).toMatchObject({ state: 'late', minutes_late: 20 });

    await t.db.update(stores).set({ timeZone: PHOENIX }).where(eq(stores.id, moving));
    day = await dayAt(moving, '2026-03-09', now);
    expect(itemOf(day, 'close')!.due_at).toBe('2026-03-10T04:00:00.000Z');
    expect(itemOf(day, 'open')).toMatchObject({ state: 'done', done_at: savedAt.toISOString() });
  });
});

describe('the weekly checklist', () => {
  it('is on the day only on its weekday, done when every weekly task has a name in the seven days up to it', async () => {
    const weekly = (await makeStore(t.db, { title: 'Weekly', timeZone: NY })).id;
    const tasks = await t.db
      .insert(checklists)
      .values([
        { createdAt: LONG_AGO, storeId: weekly, type: 'weekly', task: 'Descale the espresso machine', sortOrder: 1 },
        { createdAt: LONG_AGO, storeId: weekly, type: 'weekly', task: 'Clean the ice machine', sortOrder: 2 },
      ])
      .returning({ id: checklists.id });
    // The chain's weekly checklist is due on Sundays at 18:00; 15 March 2026 is a Sunday.
    expect(itemOf(await dayAt(weekly, '2026-03-14', new Date('2026-03-14T12:00:00Z')), 'weekly')).toBeUndefined();
    await t.db.insert(checklistNames).values([
      {
        checklistId: tasks[0]!.id,
        storeId: weekly,
        date: '2026-03-10',
        name: 'Ann',
        createdAt: new Date('2026-03-10T15:00:00Z'),
      },
      {
        checklistId: tasks[1]!.id,
        storeId: weekly,
        date: '2026-03-15',
        name: 'Bo',
        createdAt: new Date('2026-03-15T20:00:00Z'),
      },
    ]);
    expect(itemOf(await dayAt(weekly, '2026-03-15', new Date('2026-03-15T23:00:00Z')), 'weekly')).toMatchObject({
      state: 'done',
      due_time: '18:00',
    });
    // A week later, last week's names no longer count.
    expect(itemOf(await dayAt(weekly, '2026-03-22', new Date('2026-03-22T23:00:00Z')), 'weekly')).toMatchObject({
      state: 'due',
    });
  });
});

describe('due times', () => {
  it("a store's own due time replaces the chain's, and handing it back follows the chain again", async () => {
    let res = await call('PUT', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy, {
      due_times: [{ item: 'open', time: '06:30', weekday: null }],
    });
    expect(res.statusCode).toBe(200);
    res = await call('GET', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy);
    const open = res.json().data.due_times.find((d: { item: string }) => d.item === 'open');
    expect(open).toMatchObject({ time: '06:30', overridden: true, chain_time: '07:00' });
    expect(res.json().data.time_zone).toBe(NY);
    const day = await dayAt(store.ny, '2026-03-08', new Date('2026-03-08T10:31:00Z'));
    expect(itemOf(day, 'open')).toMatchObject({ due_at: '2026-03-08T10:30:00.000Z' });

    res = await call('PUT', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy, {
      due_times: [],
      follow_chain: ['open'],
    });
    expect(res.statusCode).toBe(200);
    res = await call('GET', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy);
    expect(res.json().data.due_times.find((d: { item: string }) => d.item === 'open')).toMatchObject({
      time: '07:00',
      overridden: false,
    });
  });

  it('a store turns an item off with a null time: it leaves the day', async () => {
    await call('PUT', `/api/store-day/stores/${store.phx}/due-times`, tok.admin, {
      due_times: [{ item: 'cash-count', time: null, weekday: null }],
    });
    const day = await dayAt(store.phx, '2026-03-09', new Date('2026-03-09T20:00:00Z'));
    expect(itemOf(day, 'cash-count')).toBeUndefined();
    expect(itemOf(day, 'open')).toBeDefined();
  });

  it('bad times and weekdays are refused with field messages and change nothing', async () => {
    // A store override to keep, so that "nothing changed" also covers a follow_chain that would drop it.
    const kept = { due_times: [{ item: 'mid', time: '13:15', weekday: null }] };
    expect((await call('PUT', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy, kept)).statusCode).toBe(
      200,
    );
    const recorded = async () => ({
      chain: await t.db.select().from(chainDueTimes).orderBy(chainDueTimes.item),
      stores: await t.db.select().from(storeDueTimes).orderBy(storeDueTimes.storeId, storeDueTimes.item),
      shown: (await call('GET', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy)).json().data,
    });
    const before = await recorded();
    expect(before.stores.filter((r) => r.storeId === store.ny)).toMatchObject([{ item: 'mid', time: '13:15' }]);
    expect(before.chain.length).toBeGreaterThan(0);

    const open = (time: string) => ({ item: 'open', time, weekday: null });
    for (const [body, field] of [
      [{ due_times: [open('25:00')] }, 'due_times.0.time'],
      [{ due_times: [open('7:00')] }, 'due_times.0.time'],
      [{ due_times: [{ item: 'weekly', time: '18:00', weekday: null }] }, 'due_times.0.weekday'],
      [{ due_times: [{ item: 'open', time: '07:00', weekday: 3 }] }, 'due_times.0.weekday'],
      [{ due_times: [{ item: 'weekly', time: '18:00', weekday: 8 }] }, 'due_times.0.weekday'],
      [{ due_times: [{ item: 'lunch', time: '12:00', weekday: null }] }, 'due_times.0.item'],
      [{ due_times: [open('06:00'), open('25:00')] }, 'due_times.1.time'],
      [{ due_times: [open('25:00')], follow_chain: ['mid'] }, 'due_times.0.time'],
    ] as const) {
      const res = await call('PUT', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
      const chainRes = await call('PUT', '/api/store-day/due-times', tok.admin, body);
      expect(chainRes.statusCode, `chain ${JSON.stringify(body)}`).toBe(422);
    }
    expect(await recorded()).toEqual(before);

    await call('PUT', `/api/store-day/stores/${store.ny}/due-times`, tok.managerNy, {
      due_times: [],
      follow_chain: ['mid'],
    });
  });

  it("the chain's due times need a chain-wide grant; a store's need the grant at that store", async () => {
    const chainBody = { due_times: [{ item: 'mid', time: '14:30', weekday: null }] };
    expect((await call('PUT', '/api/store-day/due-times', tok.managerNy, chainBody)).statusCode).toBe(403);
    expect((await call('PUT', '/api/store-day/due-times', tok.corporate, chainBody)).statusCode).toBe(200);
    const got = await call('GET', '/api/store-day/due-times', tok.franchiseeNy);
    expect(got.json().data.due_times.find((d: { item: string }) => d.item === 'mid').time).toBe('14:30');
    await call('PUT', '/api/store-day/due-times', tok.admin, {
      due_times: [{ item: 'mid', time: '14:00', weekday: null }],
    });

    const storeBody = { due_times: [{ item: 'open', time: '06:00', weekday: null }] };
    expect(
      (await call('PUT', `/api/store-day/stores/${store.other}/due-times`, tok.managerNy, storeBody)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/store-day/stores/${store.ny}/due-times`, tok.baristaNy, storeBody)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/store-day/stores/${store.ny}/due-times`, tok.franchiseeNy, storeBody)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/store-day/stores/${store.other}/due-times`, tok.franchiseeNy)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/store-day/stores/999999/due-times`, tok.admin)).statusCode).toBe(404);
  });
});

describe('the Today board and a store day', () => {
  it('lists only the stores the caller may see, each on its own today', async () => {
    const res = await call('GET', '/api/store-day/today', tok.managerNy);
    expect(res.statusCode).toBe(200);
    const stores = res.json().data.stores as { store_id: number; date: string; time_zone: string }[];
    expect(stores.map((s) => s.store_id)).toEqual([store.ny]);
    expect(stores[0]!.date).toBe(todayIn(NY));

    const all = await call('GET', '/api/store-day/today', tok.corporate);
    const ids = (all.json().data.stores as { store_id: number }[]).map((s) => s.store_id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(store)));

    expect((await call('GET', '/api/store-day/today', tok.baristaNy)).statusCode).toBe(403);
  });

  it('puts a store with overdue work before a store whose work is done or still to come', async () => {
    const now = new Date('2026-03-08T13:00:00Z'); // 09:00 in New York, 06:00 in Phoenix
    const clocks = await storeClocks(t.db, [store.ny, store.phx]);
    const { todayBoard } = await import('./store-day.service');
    const principal = {
      userId: 0,
      username: 'x',
      grants: [{ ROLE_ADMIN: { permissions: [], requires_store: false, store_ids: [] } }],
    };
    const board = await todayBoard(t.app.ctx, principal as never, now);
    const order = board.stores.map((s) => s.store_id).filter((id) => clocks.some((c) => c.id === id));
    // New York's opening card is late (done at 07:01); Phoenix's is still to come at 07:00.
    expect(order).toEqual([store.ny, store.phx]);
  });

  it('a store day shows the items the caller may see, and only at their store', async () => {
    const date = todayIn(NY);
    const res = await call('GET', `/api/store-day/stores/${store.ny}/days/${date}`, tok.baristaNy);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ store_id: store.ny, date, time_zone: NY });
    expect((await call('GET', `/api/store-day/stores/${store.ny}/days/${date}`, tok.baristaOther)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/store-day/stores/${store.ny}/days/2026-02-30`, tok.baristaNy)).statusCode).toBe(
      422,
    );
  });
});
