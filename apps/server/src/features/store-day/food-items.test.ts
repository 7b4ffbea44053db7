import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreDay } from '@dripp/contract/store-day';
import {
  coolingBatches,
  coolingChecks,
  foodReadings,
  foodRechecks,
  foodUnits,
  notifications,
  users,
} from '../../db/schema/index';
import { LONG_AGO, makeStore, makeUser, startTestApp, type TestContext } from '../../../test/harness';
import type { Jobs } from '../../platform/jobs';
import { nothingInFlight, queueDrained, until } from '../../../test/support/settled';
import { runStoreDaySweep, startJobs, STORE_DAY_SWEEP } from '../jobs';
import { storeClocks, storeDays, todayAt } from './store-day.service';
import { sweepReminders } from './reminders';
import { sweepFoodEscalations } from '../food-safety/food-safety.public';

/*
 * Food safety on the store clock (decisions 279, 280): a Portland store (Pacific daylight time,
 * UTC−7, on 10 March 2026) with a walk-in cooler read at 07:00 and 15:00.
 */

const LA = 'America/Los_Angeles';
const DATE = '2026-03-10';
const at = (iso: string) => new Date(iso);

let t: TestContext;
let store: number;
let walkIn: number;
let reachIn: number;
const person = {} as Record<'barista' | 'manager' | 'franchisee' | 'corporate' | 'newcomer' | 'elsewhere', number>;

beforeAll(async () => {
  t = await startTestApp();
  store = (await makeStore(t.db, { title: 'Pearl', timeZone: LA })).id;
  const other = (await makeStore(t.db, { title: 'Elsewhere', timeZone: LA })).id;
  const units = await t.db
    .insert(foodUnits)
    .values([
      { storeId: store, type: 'walk-in', name: 'Walk-in cooler', dueTimes: ['15:00', '07:00'], createdAt: LONG_AGO },
      // Added at 09:00 on the day: its 07:00 reading is not that day's.
      {
        storeId: store,
        type: 'reach-in',
        name: 'Bar fridge',
        dueTimes: ['07:00', '15:00'],
        createdAt: at('2026-03-10T16:00:00Z'),
      },
    ])
    .returning({ id: foodUnits.id });
  walkIn = units[0]!.id;
  reachIn = units[1]!.id;
  const link = (storeId: number, role: string) => ({ links: [{ storeId, role }] });
  person.barista = (await makeUser(t, link(store, 'ROLE_BARISTA'))).id;
  person.manager = (await makeUser(t, link(store, 'ROLE_MANAGER'))).id;
  person.franchisee = (await makeUser(t, link(store, 'ROLE_FRANCHISEE'))).id;
  person.corporate = (await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] })).id;
  person.elsewhere = (await makeUser(t, link(other, 'ROLE_MANAGER'))).id;
  // A franchisee who joined after the day's problems: told of none of them.
  person.newcomer = (await makeUser(t, link(store, 'ROLE_FRANCHISEE'))).id;
  await t.db
    .update(users)
    .set({ createdAt: at('2026-03-11T00:00:00Z') })
    .where(eq(users.id, person.newcomer));
});
afterAll(() => t.close());

async function dayAt(now: Date): Promise<StoreDay> {
  const [day] = await storeDays(t.db, await storeClocks(t.db, [store]), todayAt(now), now);
  return day!;
}
const sorted = (list: string[]) => [...list].sort();
const food = (day: StoreDay) =>
  day.items
    .filter((i) => i.item.startsWith('food') || i.item === 'cooling-check')
    .map((i) => `${i.key} ${i.due_time} ${i.state}${i.minutes_late ? ` ${i.minutes_late}` : ''}`)
    .sort();

async function reading(fields: Partial<typeof foodReadings.$inferInsert> & { takenAt: Date }) {
  const [row] = await t.db
    .insert(foodReadings)
    .values({
      storeId: store,
      unitId: walkIn,
      kind: 'scheduled',
      value: 38,
      high: 41,
      inRange: true,
      date: DATE,
      takenBy: person.barista,
      ...fields,
    })
    .returning({ id: foodReadings.id });
  return row!.id;
}

/** An out-of-range reading with its fix and its re-check 30 minutes later, as the readings API writes them. */
async function outOfRange(takenAt: Date) {
  const id = await reading({
    kind: 'extra',
    value: 47,
    inRange: false,
    fix: 'moved-food',
    fixNote: 'Door ajar',
    takenAt,
  });
  await t.db
    .insert(foodRechecks)
    .values({ readingId: id, storeId: store, unitId: walkIn, dueAt: new Date(takenAt.getTime() + 30 * 60_000) });
  return id;
}

async function told(itemLike: string) {
  const rows = await t.db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      item: notifications.item,
      link: notifications.link,
      title: notifications.title,
      body: notifications.body,
    })
    .from(notifications)
    .where(like(notifications.item, itemLike));
  const name = Object.fromEntries(Object.entries(person).map(([k, id]) => [id, k]));
  return { rows, who: rows.map((r) => `${name[r.userId]}:${r.kind}`).sort() };
}

describe("a store's day lists each unit's due readings", () => {
  it('with their states at 05:00 and 23:00 UTC, nothing due before the unit existed', async () => {
    // 23:00 UTC is 16:00 in Portland: 07:00 and 15:00 have come; the bar fridge only has 15:00.
    expect(food(await dayAt(at('2026-03-10T23:00:00Z')))).toEqual(
      sorted([
        `reading:${reachIn}:15:00 15:00 due 60`,
        `reading:${walkIn}:07:00 07:00 due 540`,
        `reading:${walkIn}:15:00 15:00 due 60`,
      ]),
    );
    // 05:00 UTC the next morning is still 22:00 on the 10th in Portland.
    const late = await dayAt(at('2026-03-11T05:00:00Z'));
    expect(late.date).toBe(DATE);
    expect(food(late)).toContain(`reading:${walkIn}:15:00 15:00 due 420`);
    // 05:00 UTC on the 10th is 22:00 on the 9th: the bar fridge did not exist that day.
    const before = await dayAt(at('2026-03-10T05:00:00Z'));
    expect(before.date).toBe('2026-03-09');
    expect(food(before)).toEqual(
      sorted([`reading:${walkIn}:07:00 07:00 due 900`, `reading:${walkIn}:15:00 15:00 due 420`]),
    );
    const item = late.items.find((i) => i.key === `reading:${walkIn}:07:00`)!;
    expect(item).toMatchObject({
      label: 'Walk-in cooler reading',
      subject: 'Walk-in cooler',
      link: `/check-lists/food-safety/${store}/${DATE}`,
    });
  });

  it('a reading answering a due time makes it done, or done late when stamped late', async () => {
    await reading({ dueTime: '07:00', takenAt: at('2026-03-10T14:20:00Z') });
    await reading({ dueTime: '15:00', late: true, takenAt: at('2026-03-10T23:30:00Z') });
    const day = await dayAt(at('2026-03-11T05:00:00Z'));
    expect(food(day)).toEqual(
      sorted([
        `reading:${reachIn}:15:00 15:00 due 420`,
        `reading:${walkIn}:07:00 07:00 done`,
        `reading:${walkIn}:15:00 15:00 late 90`,
      ]),
    );
    expect(day.items.find((i) => i.key === `reading:${walkIn}:07:00`)!.done_by).toMatch(/^Test user_/);
    // The next day's 01:00: the bar fridge's 15:00 was never read.
    const [after] = await storeDays(t.db, await storeClocks(t.db, [store]), () => DATE, at('2026-03-11T09:00:00Z'));
    expect(food(after!)).toContain(`reading:${reachIn}:15:00 15:00 missed`);
  });
});

describe('re-checks', () => {
  let recheck: number;
  it('appears on the day and is reminded at its due time', async () => {
    recheck = await outOfRange(at('2026-03-10T17:00:00Z')); // 10:00, re-check at 10:30
    expect(food(await dayAt(at('2026-03-10T17:20:00Z')))).toContain(`recheck:${recheck} 10:30 upcoming`);
    expect(food(await dayAt(at('2026-03-10T17:40:00Z')))).toContain(`recheck:${recheck} 10:30 due 10`);
    await sweepReminders(t.app.ctx, at('2026-03-10T17:30:00Z'));
    const { who, rows } = await told(`recheck:${recheck}`);
    // Who records food safety at the store; nobody who oversees it yet.
    expect(who).toEqual(['barista:reminder', 'manager:reminder']);
    expect(rows[0]).toMatchObject({
      title: 'Walk-in cooler re-check is due',
      link: `/check-lists/food-safety/${store}/${DATE}`,
    });
  });

  describe('missed, escalates to who oversees the store once, with several workers', () => {
    const nodes: Jobs[] = [];
    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.stop()));
    });

    it('three workers on the queue and three direct sweeps tell each overseer once', async () => {
      const missedAt = at('2026-03-10T18:01:00Z'); // the window closed at 11:00
      expect(food(await dayAt(missedAt))).toContain(`recheck:${recheck} 10:30 missed`);
      for (let i = 0; i < 3; i++)
        nodes.push(await startJobs(t.app.ctx, t.database.sql, { schedule: false, pollingIntervalSeconds: 0.5 }));
      await Promise.all(nodes.map((n) => n.boss.send(STORE_DAY_SWEEP, { at: missedAt.toISOString() })));
      await Promise.all([
        runStoreDaySweep(t.app.ctx, missedAt),
        runStoreDaySweep(t.app.ctx, missedAt),
        sweepFoodEscalations(t.app.ctx, missedAt),
      ]);
      await until(async () => (await told(`recheck:${recheck}`)).who.some((w) => w.endsWith('food-escalation')));
      await queueDrained(nodes[0]!.boss, [STORE_DAY_SWEEP]);
      await nothingInFlight(t);
      const { who, rows } = await told(`recheck:${recheck}`);
      expect(who.filter((w) => w.endsWith(':food-escalation'))).toEqual([
        'corporate:food-escalation',
        'franchisee:food-escalation',
        'manager:food-escalation',
      ]);
      expect(rows.find((r) => r.kind === 'food-escalation')).toMatchObject({
        title: 'Re-check missed at Pearl: Walk-in cooler',
        body: 'Pearl: the re-check of Walk-in cooler due at 10:30 AM PDT was not taken. Open food safety: the unit can get a service ticket in one tap there.',
        link: `/check-lists/food-safety/${store}/${DATE}`,
      });
      const [row] = await t.db.select().from(foodRechecks).where(eq(foodRechecks.readingId, recheck));
      expect(row!.escalatedAt).toEqual(missedAt);
      // Later minutes add nothing.
      expect(await sweepFoodEscalations(t.app.ctx, at('2026-03-10T18:02:00Z'))).toBe(0);
    });
  });

  it('answered out of range, escalates; answered in range, does not', async () => {
    const bad = await outOfRange(at('2026-03-10T19:00:00Z'));
    const good = await outOfRange(at('2026-03-10T19:05:00Z'));
    const answer = async (of: number, inRange: boolean, takenAt: Date) => {
      const id = await reading({
        kind: 'recheck',
        refersTo: of,
        value: inRange ? 39 : 46,
        inRange,
        fix: inRange ? null : 'called-service',
        takenAt,
      });
      await t.db.update(foodRechecks).set({ answeredBy: id }).where(eq(foodRechecks.readingId, of));
    };
    await answer(bad, false, at('2026-03-10T19:32:00Z'));
    await answer(good, true, at('2026-03-10T19:36:00Z'));
    const now = at('2026-03-10T19:40:00Z');
    expect(food(await dayAt(now))).toEqual(
      expect.arrayContaining([`recheck:${bad} 12:30 done`, `recheck:${good} 12:35 done`]),
    );
    expect(await sweepFoodEscalations(t.app.ctx, now)).toBe(3);
    const { who, rows } = await told(`recheck:${bad}`);
    expect(who).toEqual(['corporate:food-escalation', 'franchisee:food-escalation', 'manager:food-escalation']);
    expect(rows[0]!.title).toBe('Still out of range at Pearl: Walk-in cooler');
    expect((await told(`recheck:${good}`)).rows).toHaveLength(0);
    expect(await sweepFoodEscalations(t.app.ctx, at('2026-03-10T20:40:00Z'))).toBe(0);
  });
});

describe('a unit taken out of service', () => {
  it('owes no re-check that came due after it went, and escalates none; one due before still counts', async () => {
    const [unit] = await t.db
      .insert(foodUnits)
      .values({ storeId: store, type: 'reach-in', name: 'Old fridge', dueTimes: [], createdAt: LONG_AGO })
      .returning({ id: foodUnits.id });
    const recheckOf = async (takenAt: Date) => {
      const id = await reading({
        unitId: unit!.id,
        kind: 'extra',
        value: 48,
        inRange: false,
        fix: 'moved-food',
        takenAt,
      });
      await t.db
        .insert(foodRechecks)
        .values({ readingId: id, storeId: store, unitId: unit!.id, dueAt: new Date(takenAt.getTime() + 30 * 60_000) });
      return id;
    };
    const before = await recheckOf(at('2026-03-10T20:00:00Z')); // re-check 13:30, missed at 14:00
    const after = await recheckOf(at('2026-03-10T20:40:00Z')); // re-check 14:10
    await t.db
      .update(foodUnits)
      .set({ deletedAt: at('2026-03-10T21:00:00Z') })
      .where(eq(foodUnits.id, unit!.id));
    // Retired at 14:00, with the 13:30 re-check missed and the 14:10 one not yet due.
    const now = at('2026-03-10T21:45:00Z');
    const items = food(await dayAt(now));
    expect(items).toContain(`recheck:${before} 13:30 missed`);
    expect(items.some((i) => i.startsWith(`recheck:${after} `))).toBe(false);
    await sweepFoodEscalations(t.app.ctx, now);
    expect((await told(`recheck:${before}`)).rows.length).toBeGreaterThan(0);
    expect((await told(`recheck:${after}`)).rows).toHaveLength(0);
  });
});

describe('cooling checks', () => {
  it('are on the day at 2 and 6 hours; a missed one escalates once, a batch checked in time does not', async () => {
    const [missed, kept] = await t.db
      .insert(coolingBatches)
      .values([
        { storeId: store, item: 'Chili', date: DATE, startedAt: at('2026-03-10T20:00:00Z'), startValue: 150 },
        { storeId: store, item: 'Rice', date: DATE, startedAt: at('2026-03-10T20:00:00Z'), startValue: 140 },
      ])
      .returning({ id: coolingBatches.id });
    await t.db
      .insert(coolingChecks)
      .values({ batchId: kept!.id, stage: '2h', value: 65, passed: true, takenAt: at('2026-03-10T21:55:00Z') });
    // 14:50: the 2-hour checks (15:00) are due, the 6-hour ones (19:00) still to come.
    expect(food(await dayAt(at('2026-03-10T21:50:00Z'))).filter((s) => s.startsWith('cooling'))).toEqual(
      sorted([
        `cooling:${kept!.id}:2h 15:00 done`,
        `cooling:${kept!.id}:6h 19:00 upcoming`,
        `cooling:${missed!.id}:2h 15:00 due`,
        `cooling:${missed!.id}:6h 19:00 upcoming`,
      ]),
    );
    await sweepReminders(t.app.ctx, at('2026-03-10T21:50:00Z'));
    expect((await told(`cooling:${missed!.id}:2h`)).who).toEqual(['barista:reminder', 'manager:reminder']);

    const now = at('2026-03-10T22:01:00Z');
    expect(food(await dayAt(now))).toContain(`cooling:${missed!.id}:2h 15:00 missed`);
    const runs = await Promise.all([sweepFoodEscalations(t.app.ctx, now), sweepFoodEscalations(t.app.ctx, now)]);
    expect(runs.sort()).toEqual([0, 3]);
    const { who, rows } = await told(`cooling:${missed!.id}:2h`);
    expect(who.filter((w) => w.endsWith('food-escalation'))).toEqual([
      'corporate:food-escalation',
      'franchisee:food-escalation',
      'manager:food-escalation',
    ]);
    expect(rows.find((r) => r.kind === 'food-escalation')).toMatchObject({
      title: 'Cooling check missed at Pearl: Chili',
      body: 'Pearl: the 2-hour check of Chili, due at 3:00 PM PDT, was not taken. Open food safety to discard or reheat it.',
    });
    expect((await told(`cooling:${kept!.id}%`)).who.filter((w) => w.endsWith('food-escalation'))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(coolingBatches)
      .where(and(eq(coolingBatches.id, missed!.id)));
    expect(row!.escalatedAt).toEqual(now);
  });
});
