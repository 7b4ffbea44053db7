import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '@dripp/contract/overview';
import { addDays } from '@dripp/domain/dates';
import { wallClockInstant } from '@dripp/domain/store-day';
import { round2 } from '@dripp/domain/score-summary';
import {
  coolingBatches,
  coolingChecks,
  correctiveActions,
  foodLabelPrints,
  foodReadings,
  foodRechecks,
  foodUnits,
  users,
} from '../../db/schema/index';
import { LONG_AGO, makeStore, makeUser, noonOf, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { parseCsv } from '../../../test/support/csv';
import { pdfText } from '../../../test/support/pdf-text';

/*
 * The inspector's report and the food-safety compliance figure (issue 39 §6, decisions 293 and
 * 294), over records written straight into the tables.
 */

const zone = 'America/Los_Angeles';
const TODAY = '2026-11-20';
const FROM = '2026-11-01';
const TO = '2026-11-19';
let t: TestContext;
const call = apiCaller(() => t);
const token = {} as Record<'manager' | 'spanish' | 'other' | 'corporate', string>;
let storeId: number;
let otherStoreId: number;
let unit: { walkIn: number; sanitizer: number };

const at = (date: string, time: string) => wallClockInstant(date, time, zone);
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);

const link = (who: string, from = FROM, to = TO, store = storeId) =>
  call('GET', `/api/stores/${store}/food-safety-report/link?from=${from}&to=${to}`, who);

async function report(who: string, from = FROM, to = TO) {
  const res = await link(who, from, to);
  expect(res.statusCode, res.body).toBe(200);
  const opened = await call('GET', res.json().data.url);
  expect(opened.statusCode, opened.body).toBe(200);
  expect(opened.headers['content-type']).toBe('application/pdf');
  expect(opened.headers['content-disposition']).toMatch(/^inline; filename="food-safety-/);
  return pdfText(opened.rawPayload);
}

beforeAll(async () => {
  t = await startTestApp({}, { now: noonOf(TODAY) });
  const db = t.db;
  storeId = (await makeStore(db, { title: 'Hawthorne', number: '204', timeZone: zone })).id;
  otherStoreId = (await makeStore(db, { title: 'Division', timeZone: zone })).id;
  const manager = await makeUser(t, { links: [{ storeId, role: 'ROLE_MANAGER' }] });
  const spanish = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
  await db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
  token.manager = tokenFor(t.app, manager);
  token.spanish = tokenFor(t.app, spanish);
  token.other = tokenFor(t.app, await makeUser(t, { links: [{ storeId: otherStoreId, role: 'ROLE_MANAGER' }] }));
  token.corporate = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] }));

  const [walkIn, sanitizer] = await db
    .insert(foodUnits)
    .values([
      {
        storeId,
        type: 'walk-in',
        name: 'Walk-in cooler',
        nameEs: 'Cámara principal',
        dueTimes: ['07:00', '15:00'],
        createdAt: LONG_AGO,
      },
      { storeId, type: 'sanitizer', name: 'Sanitizer bucket', dueTimes: ['07:00'], createdAt: LONG_AGO },
    ])
    .returning({ id: foodUnits.id });
  unit = { walkIn: walkIn!.id, sanitizer: sanitizer!.id };

  // The walk-in read twice a day, on time and in range, but for a missed afternoon and a few late or out of range.
  const rows: (typeof foodReadings.$inferInsert)[] = [];
  for (let date = FROM; date <= TO; date = addDays(date, 1)) {
    for (const time of ['07:00', '15:00']) {
      if (date === '2026-11-05' && time === '15:00') continue;
      const late = date === '2026-11-07' && time === '07:00';
      rows.push({
        storeId,
        unitId: unit.walkIn,
        kind: 'scheduled',
        value: 37.5,
        high: 41,
        inRange: true,
        late,
        date,
        dueTime: time,
        takenAt: minutes(at(date, time), late ? 95 : 4),
        takenBy: manager.id,
      });
    }
    // The sanitizer only on even days.
    if (Number(date.slice(-2)) % 2 === 0)
      rows.push({
        storeId,
        unitId: unit.sanitizer,
        kind: 'scheduled',
        value: 250,
        low: 200,
        high: 400,
        inRange: true,
        date,
        dueTime: '07:00',
        takenAt: minutes(at(date, '07:00'), 2),
        takenBy: manager.id,
      });
  }
  await db.insert(foodReadings).values(rows);
  // One out of range: moved the food, an action, a re-check in range 30 minutes later.
  const [action] = await db
    .insert(correctiveActions)
    .values({
      storeId,
      title: 'Walk-in cooler out of range',
      source: 'food-safety',
      sourceKey: 'reading:2026-11-10',
      priority: 'high',
      dueAt: at('2026-11-10', '12:00'),
      status: 'done',
    })
    .returning({ id: correctiveActions.id });
  const [bad] = await db
    .update(foodReadings)
    .set({
      value: 46,
      inRange: false,
      fix: 'moved-food',
      fixNote: 'Moved the milk to the reach-in',
      actionId: action!.id,
    })
    .where(eq(foodReadings.id, await firstReading('2026-11-10', '07:00')))
    .returning();
  const [recheck] = await db
    .insert(foodReadings)
    .values({
      storeId,
      unitId: unit.walkIn,
      kind: 'recheck',
      value: 39.2,
      high: 41,
      inRange: true,
      date: '2026-11-10',
      refersTo: bad!.id,
      takenAt: minutes(bad!.takenAt, 31),
      takenBy: manager.id,
    })
    .returning();
  await db.insert(foodRechecks).values({
    readingId: bad!.id,
    storeId,
    unitId: unit.walkIn,
    dueAt: minutes(bad!.takenAt, 30),
    answeredBy: recheck!.id,
  });
  // A cooling batch that missed 41 °F at 6 hours and was discarded.
  const started = at('2026-11-12', '14:00');
  const [batch] = await db
    .insert(coolingBatches)
    .values({
      storeId,
      item: 'Chicken soup',
      date: '2026-11-12',
      startedAt: started,
      startValue: 160,
      startedBy: manager.id,
      closedAt: minutes(started, 370),
      closedBy: manager.id,
      remedy: 'discarded',
      note: 'Too deep a pan',
    })
    .returning();
  await db.insert(coolingChecks).values([
    { batchId: batch!.id, stage: '2h', value: 68, passed: true, takenAt: minutes(started, 115), takenBy: manager.id },
    { batchId: batch!.id, stage: '6h', value: 50, passed: false, takenAt: minutes(started, 355), takenBy: manager.id },
  ]);
  const prepped = at('2026-11-15', '09:30');
  await db.insert(foodLabelPrints).values({
    storeId,
    item: 'Chicken salad',
    itemEs: 'Ensalada de pollo',
    quantity: 6,
    size: '2x2',
    date: '2026-11-15',
    preppedAt: prepped,
    useBy: at('2026-11-17', '23:59'),
    preppedBy: manager.id,
  });
}, 60_000);

afterAll(() => t.close());

async function firstReading(date: string, time: string): Promise<number> {
  const found = await t.db.select().from(foodReadings).where(eq(foodReadings.date, date));
  return found.find((r) => r.dueTime === time && r.unitId === unit.walkIn)!.id;
}

/** The compliance figure worked out by plain code over the rows: every due time of every day of the period. */
async function directCompliance() {
  const readings = await t.db.select().from(foodReadings).where(eq(foodReadings.storeId, storeId));
  let due = 0;
  let good = 0;
  let missed = 0;
  for (let date = FROM; date <= TO; date = addDays(date, 1))
    for (const [unitId, times] of [
      [unit.walkIn, ['07:00', '15:00']],
      [unit.sanitizer, ['07:00']],
    ] as const)
      for (const time of times) {
        const r = readings.find(
          (x) => x.kind === 'scheduled' && x.unitId === unitId && x.date === date && x.dueTime === time,
        );
        due += 1;
        if (!r) missed += 1;
        else if (r.inRange && !r.late) good += 1;
      }
  return { pct: round2((good / due) * 100), missed };
}

describe("the inspector's report", () => {
  it('lists the readings, an out-of-range one with its fix and re-check, the missed, cooling and labels', async () => {
    const text = await report(token.manager);
    expect(text).toContain('Food safety report: Hawthorne (#204)');
    expect(text).toContain('Period: November 1, 2026 to November 19, 2026');
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain('Walk-in cooler');
    expect(text).toContain('37.5 °F');
    expect(text).toContain('3.1 °C');
    expect(text).toContain('250 ppm');
    // The out-of-range reading with what was done, its re-check and its action.
    expect(text).toContain('46 °F');
    expect(text).toContain('Moved the food');
    expect(text).toContain('Moved the milk to the reach-in');
    expect(text).toMatch(/39\.2 °F \(4 °C\), In range/);
    expect(text).toMatch(/Action #\d+: Walk-in cooler out of range \(Done\)/);
    // The afternoon of November 5 was missed, as were the sanitizer's odd days.
    expect(text).toContain('Missed readings');
    expect(text).toMatch(/November 5\s+3:00 PM\s+Walk-in cooler/);
    expect(text).toMatch(/November 7\s+7:00 AM\s+Sanitizer bucket/);
    // The cooling batch and the labels.
    expect(text).toContain('Chicken soup');
    expect(text).toContain('Discarded: Too deep a pan');
    expect(text).toMatch(/50 °F \(10 °C\), Failed/);
    expect(text).toContain('Chicken salad');
    // The summary line reads the one compliance figure.
    const { pct, missed } = await directCompliance();
    expect(text).toContain(`on time and in range: `);
    expect(text).toContain(`(${pct}%); missed: ${missed}`);
  });

  it('refuses a period over 90 days, one that ends before it starts, and one that ends after today', async () => {
    expect((await link(token.manager, '2026-08-21', TO)).statusCode).toBe(422);
    expect((await link(token.manager, '2026-08-22', TO)).statusCode).toBe(200);
    expect((await link(token.manager, TO, FROM)).statusCode).toBe(422);
    expect((await link(token.manager, FROM, '2026-11-21')).statusCode).toBe(422);
  });

  it("refuses another store's person, and a report opened without its link or with another period's", async () => {
    expect((await link(token.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/stores/${storeId}/food-safety-report?from=${FROM}&to=${TO}`)).statusCode).toBe(401);
    const url: string = (await link(token.manager)).json().data.url;
    expect((await call('GET', url.replace(`to=${TO}`, 'to=2026-11-18'))).statusCode).toBe(401);
    expect((await call('GET', url.replace(`/stores/${storeId}/`, `/stores/${otherStoreId}/`))).statusCode).toBe(401);
  });

  it('is written in Spanish for a Spanish reader', async () => {
    const text = await report(token.spanish);
    expect(text).toContain('Informe de inocuidad alimentaria: Hawthorne (#204)');
    expect(text).toContain('Período: del 1 de noviembre de 2026 al 19 de noviembre de 2026');
    expect(text).toContain('Lecturas no tomadas');
    expect(text).toContain('Lotes de enfriamiento');
    expect(text).toContain('Cámara principal');
    expect(text).toContain('Ensalada de pollo');
    expect(text).toContain('Se movieron los alimentos');
    expect(text).toMatch(/Página 1 de \d+/);
  });
});

describe('food-safety compliance on the Stores Overview', () => {
  const query = `period=custom&from=${FROM}&to=${TO}`;

  it('is the share of due readings taken on time and in range, as a direct count gives it', async () => {
    const res = await call('GET', `/api/overview?${query}`, token.corporate);
    expect(res.statusCode).toBe(200);
    const overview: Overview = res.json().data;
    const store = overview.stores.find((s) => s.store_id === storeId)!;
    const { pct, missed } = await directCompliance();
    expect(store.food_safety_pct).toBe(pct);
    expect(store.food_safety_missed).toBe(missed);
    expect(pct).toBeGreaterThan(0);
    expect(pct).toBeLessThan(100);
    // A store with no units has nothing due.
    expect(overview.stores.find((s) => s.store_id === otherStoreId)!.food_safety_pct).toBeNull();
  });

  it('is a column of the CSV', async () => {
    const res = await call('GET', `/api/overview/export?${query}`, token.corporate);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    const column = header!.indexOf('Food safety on time and in range %');
    expect(column).toBeGreaterThan(0);
    const row = rows.find((r) => r[0] === 'Hawthorne')!;
    expect(Number(row[column])).toBe((await directCompliance()).pct);
  });
});
