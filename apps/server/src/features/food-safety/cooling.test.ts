import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoolingBatch } from '@dripp/contract/food-safety';
import { coolingBatches, coolingChecks, correctiveActions } from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { DATE_RULE_CLOCKS, settableClock, storeDayAt } from '../../../test/support/clock';

/*
 * Cooling logs (issue 39 part 4): a batch starts at 135 °F or hotter, its checks at 2 hours
 * (≤ 70 °F) and 6 hours (≤ 41 °F) are stamped passed or failed when saved, and a batch that failed
 * or missed a check closes only with a discard or a reheat, which raises one corrective action.
 * The clock starts at 22:00 in Los Angeles, 05:00 UTC of the next day: the batch's day is the
 * store's.
 */

const { at: start, zone } = DATE_RULE_CLOCKS[0];
const day = storeDayAt(zone, start);
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

const clock = settableClock(start);
let t: TestContext;
let storeId: number;
let otherStoreId: number;
const token: Record<string, string> = {};
const call = apiCaller(() => t);

async function person(key: string, options: Parameters<typeof makeUser>[1]) {
  token[key] = tokenFor(t.app, await makeUser(t, { username: `${key}_${Date.now().toString(36)}`, ...options }));
}

const start$ = (body: object, who = token.barista) => call('POST', `/api/stores/${storeId}/cooling-batches`, who, body);
const check = (id: number, body: object, who = token.barista) =>
  call('POST', `/api/cooling-batches/${id}/checks`, who, body);
const close = (id: number, body: object, who = token.barista) =>
  call('POST', `/api/cooling-batches/${id}/close`, who, body);
const batchOf = (res: { json(): unknown }) => (res.json() as { data: CoolingBatch }).data;
const states = (batch: CoolingBatch) => batch.checks.map((c) => c.state);
const actionsOf = (batchId: number) =>
  t.db
    .select()
    .from(correctiveActions)
    .where(and(eq(correctiveActions.source, 'food-safety'), eq(correctiveActions.sourceId, batchId)));

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  storeId = (await makeStore(t.db, { timeZone: zone })).id;
  otherStoreId = (await makeStore(t.db, { timeZone: zone })).id;
  await person('barista', { links: [{ storeId, role: 'ROLE_BARISTA' }] });
  await person('otherBarista', { links: [{ storeId: otherStoreId, role: 'ROLE_BARISTA' }] });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(start);
  await t.db.delete(correctiveActions);
  await t.db.delete(coolingBatches);
});

describe('starting a cooling batch', () => {
  it('refuses a first temperature below 135 °F (in either scale) and saves nothing', async () => {
    for (const body of [
      { item: 'Chili', value: 134.9 },
      { item: 'Chili', value: 57, unit: 'C' },
    ]) {
      const res = await start$(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'A cooling batch starts at 135 °F (57.2 °C) or hotter',
        errors: { value: ['A cooling batch starts at 135 °F (57.2 °C) or hotter'] },
      });
    }
    expect(await t.db.select().from(coolingBatches)).toEqual([]);
  });

  it('starts at 135 °F or hotter on the store day, with its 2-hour and 6-hour checks on the clock', async () => {
    const res = await start$({ item: 'Chili', value: 58, unit: 'C' });
    expect(res.statusCode).toBe(201);
    const batch = batchOf(res);
    expect(batch).toMatchObject({
      item: 'Chili',
      start_value: 136.4,
      started_at: start.toISOString(),
      closed_at: null,
    });
    expect(batch.checks).toEqual([
      { stage: '2h', due_at: minutes(120).toISOString(), high: 70, value: null, taken_at: null, state: 'upcoming' },
      { stage: '6h', due_at: minutes(360).toISOString(), high: 41, value: null, taken_at: null, state: 'upcoming' },
    ]);
    const [row] = await t.db.select().from(coolingBatches);
    // 22:00 in Los Angeles: the store's day, not UTC's.
    expect(row!.date).toBe(day);
    expect(day).not.toBe(start.toISOString().slice(0, 10));
  });

  it('starts one batch for a second tap with the same Idempotency-Key', async () => {
    const body = { item: 'Chili', unit_id: null, value: 160, unit: 'F' };
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/stores/${storeId}/cooling-batches`,
        headers: { authorization: `Bearer ${token.barista}`, 'idempotency-key': 'cooling-1' },
        payload,
      });
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(batchOf(second).id).toBe(batchOf(first).id);
    expect(await t.db.select().from(coolingBatches)).toHaveLength(1);
    expect((await send({ ...body, value: 170 })).statusCode).toBe(409);
    expect(await t.db.select().from(coolingBatches)).toHaveLength(1);
  });

  it("refuses another store's barista, and a unit of another store", async () => {
    expect((await start$({ item: 'Chili', value: 150 }, token.otherBarista)).statusCode).toBe(403);
    expect((await start$({ item: 'Chili', value: 150, unit_id: 999_999 })).statusCode).toBe(422);
    expect(await t.db.select().from(coolingBatches)).toEqual([]);
  });
});

describe('the checks of a batch', () => {
  it('stamps each stage passed or failed as it is saved, refuses one still above its limit early, and takes no third', async () => {
    const batch = batchOf(await start$({ item: 'Rice', value: 160 }));
    clock.set(minutes(90));
    const first = await check(batch.id, { value: 68 });
    expect(first.statusCode).toBe(200);
    expect(batchOf(first).checks[0]).toMatchObject({ value: 68, taken_at: minutes(90).toISOString(), state: 'passed' });
    clock.set(minutes(300));
    // 6 °C is 42.8 °F: above 41 °F, an hour before the 6-hour check is due: taken again by then.
    const early = await check(batch.id, { value: 6, unit: 'C' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ message: 'Still above 41 °F: check again by 4:00 AM PDT' });
    clock.set(minutes(365));
    const second = batchOf(await check(batch.id, { value: 6, unit: 'C' }));
    expect(second.checks[1]).toMatchObject({ value: 42.8, state: 'failed' });
    expect(states(second)).toEqual(['passed', 'failed']);
    const third = await check(batch.id, { value: 40 });
    expect(third.statusCode).toBe(422);
    const stamped = await t.db.select().from(coolingChecks).where(eq(coolingChecks.batchId, batch.id));
    expect(stamped.map((c) => [c.stage, c.passed])).toEqual([
      ['2h', true],
      ['6h', false],
    ]);
  });

  it('closes a batch that passed both checks without a remedy, raising nothing', async () => {
    const batch = batchOf(await start$({ item: 'Soup', value: 150 }));
    clock.set(minutes(100));
    await check(batch.id, { value: 70 });
    clock.set(minutes(330));
    await check(batch.id, { value: 41 });
    clock.set(minutes(331));
    const res = await close(batch.id, {});
    expect(res.statusCode).toBe(200);
    expect(batchOf(res)).toMatchObject({ closed_at: minutes(331).toISOString(), remedy: null });
    expect(states(batchOf(res))).toEqual(['passed', 'passed']);
    expect(await actionsOf(batch.id)).toEqual([]);
  });

  it("refuses another store's barista a check or a close", async () => {
    const batch = batchOf(await start$({ item: 'Soup', value: 150 }));
    expect((await check(batch.id, { value: 60 }, token.otherBarista)).statusCode).toBe(403);
    expect((await close(batch.id, { remedy: 'discarded' }, token.otherBarista)).statusCode).toBe(403);
    expect(await t.db.select().from(coolingChecks)).toEqual([]);
  });
});

describe('closing a batch that missed a check', () => {
  it('is refused without a discard or reheat, allowed with one, raising one action, and closes once', async () => {
    const batch = batchOf(await start$({ item: 'Beans', value: 140 }));
    clock.set(minutes(121));
    const list = await call('GET', `/api/stores/${storeId}/cooling-batches`, token.barista);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: CoolingBatch[] }).data.map((b) => [b.id, states(b)])).toEqual([
      [batch.id, ['missed', 'upcoming']],
    ]);

    const refused = await close(batch.id, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { remedy: ['Choose what was done with the food'] } });
    expect((await t.db.select().from(coolingBatches))[0]!.closedAt).toBeNull();
    expect(await actionsOf(batch.id)).toEqual([]);

    const closed = await close(batch.id, { remedy: 'discarded', note: 'Tossed the pan' });
    expect(closed.statusCode).toBe(200);
    expect(batchOf(closed)).toMatchObject({
      remedy: 'discarded',
      note: 'Tossed the pan',
      closed_by: expect.any(String),
    });
    const actions = await actionsOf(batch.id);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      storeId,
      sourceKey: `cooling:${day}`,
      title: 'Cooling failed: Beans',
      status: 'open',
    });
    expect(actions[0]!.description).toContain('missed the 2h check');

    const again = await close(batch.id, { remedy: 'reheated' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'This cooling batch is already closed' });
    expect(await actionsOf(batch.id)).toHaveLength(1);
    expect((await check(batch.id, { value: 40 })).statusCode).toBe(422);
  });

  it("lists the open batches of earlier days and the day's closed ones, not closed ones of other days", async () => {
    const old = batchOf(await start$({ item: 'Stock', value: 150 }));
    const oldClosed = batchOf(await start$({ item: 'Gravy', value: 150 }));
    await close(oldClosed.id, { remedy: 'discarded' });
    clock.set(minutes(24 * 60));
    const today = batchOf(await start$({ item: 'Curry', value: 150 }));
    await close(today.id, { remedy: 'reheated' });
    const list = await call('GET', `/api/stores/${storeId}/cooling-batches`, token.barista);
    expect((list.json() as { data: CoolingBatch[] }).data.map((b) => b.item)).toEqual(['Stock', 'Curry']);
    const earlier = await call('GET', `/api/stores/${storeId}/cooling-batches?date=${day}`, token.barista);
    expect((earlier.json() as { data: CoolingBatch[] }).data.map((b) => b.item)).toEqual(['Stock', 'Gravy']);
    expect(old.id).toBeGreaterThan(0);
    const other = await call('GET', `/api/stores/${storeId}/cooling-batches`, token.otherBarista);
    expect(other.statusCode).toBe(403);
  });
});
