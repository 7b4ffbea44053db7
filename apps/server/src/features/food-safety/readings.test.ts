import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { READING_FIXES, type FoodSafetyDay, type Reading } from '@dripp/contract/food-safety';
import {
  addressBookEntries,
  correctiveActions,
  foodReadings,
  foodRechecks,
  foodSafetySettings,
  foodUnits,
  idempotencyKeys,
  media,
  recordChanges,
  serviceTickets,
} from '../../db/schema/index';
import { LONG_AGO, bearer, makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, signedInPeople } from '../../../test/fixtures/people';
import { settableClock } from '../../../test/support/clock';

/*
 * Readings (decisions 276–278): stamped once, out of range refused without a fix, a fix raising one
 * action and one re-check, re-checks and corrections, late on the store's own clock, per store.
 */

const LA = 'America/Los_Angeles';
const MORNING = new Date('2025-04-10T14:10:00Z'); // 07:10 in Los Angeles
const clock = settableClock(MORNING);
let t: TestContext;
let store1: number;
let store2: number;
let tok: Record<'barista' | 'manager' | 'otherBarista', string>;
let walkIn: number;
let sanitizer: number;
const call = apiCaller(() => t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = `data:image/png;base64,${PNG.toString('base64')}`;
const FIX = { fix: 'moved-food', fix_note: 'Moved the milk to the reach-in' } as const;

const read = (unit: number, body: object, token = tok.barista) =>
  call('POST', `/api/food-units/${unit}/readings`, token, body);
const saved = async (unit: number, body: object, token = tok.barista): Promise<Reading> => {
  const res = await read(unit, body, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Reading;
};
const counts = async () => ({
  readings: (await t.db.select().from(foodReadings)).length,
  actions: (await t.db.select().from(correctiveActions)).length,
  rechecks: (await t.db.select().from(foodRechecks)).length,
  media: (await t.db.select().from(media)).length,
});

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  store1 = (await makeStore(t.db, { title: 'Pearl', timeZone: LA })).id;
  store2 = (await makeStore(t.db, { title: 'Hawthorne', timeZone: LA })).id;
  tok = await signedInPeople(t, {
    barista: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
    manager: { links: [{ storeId: store1, role: 'ROLE_MANAGER' }] },
    otherBarista: { links: [{ storeId: store2, role: 'ROLE_BARISTA' }] },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(foodRechecks);
  await t.db.delete(foodReadings);
  await t.db.delete(correctiveActions);
  await t.db.delete(serviceTickets);
  await t.db.delete(foodUnits);
  await t.db.update(foodSafetySettings).set({ photoRequired: false, fixes: [...READING_FIXES] });
  const units = await t.db
    .insert(foodUnits)
    .values([
      { storeId: store1, type: 'walk-in', name: 'Walk-in', dueTimes: ['07:00', '15:00'], createdAt: LONG_AGO },
      { storeId: store1, type: 'sanitizer', name: 'Sink', createdAt: LONG_AGO },
    ])
    .returning();
  [walkIn, sanitizer] = units.map((u) => u.id) as [number, number];
  clock.set(MORNING);
});

describe('a reading in range', () => {
  it('is stamped with its limits, the store day and the due time it answers', async () => {
    const r = await saved(walkIn, { value: 38 });
    expect(r).toMatchObject({ kind: 'scheduled', value: 38, low: null, high: 41, in_range: true, late: false });
    expect(r).toMatchObject({ date: '2025-04-10', due_time: '07:00', fix: null, action_id: null, recheck: null });
    expect(r.taken_at).toBe('2025-04-10T14:10:00.000Z');
    expect(r.taken_by).toMatch(/^Test /);
  });

  it('read in °C is kept in °F; a sanitizer’s ppm is kept as sent', async () => {
    expect((await saved(walkIn, { value: 5, unit: 'C' })).value).toBe(41);
    const ppm = await saved(sanitizer, { value: 300, unit: 'C' });
    expect(ppm).toMatchObject({ value: 300, low: 200, high: 400, in_range: true, kind: 'extra' });
  });
});

describe('out of range', () => {
  it('without a fix is refused and saves nothing', async () => {
    const before = await counts();
    const res = await read(walkIn, { value: 45 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['fix', 'fix_note']);
    // A fix the chain does not offer is no fix.
    await t.db.update(foodSafetySettings).set({ fixes: ['discarded'] });
    const offered = await read(walkIn, { value: 45, ...FIX });
    await t.db.update(foodSafetySettings).set({ fixes: ['moved-food', 'discarded'] });
    expect(offered.statusCode).toBe(422);
    expect(Object.keys(offered.json().errors)).toEqual(['fix']);
    expect(await counts()).toEqual(before);
  });

  it('with its fix saves, raises one action and schedules one re-check 30 minutes later', async () => {
    const r = await saved(walkIn, { value: 45, ...FIX });
    expect(r).toMatchObject({ in_range: false, fix: 'moved-food', fix_note: FIX.fix_note });
    expect(r.recheck).toEqual({ due_at: '2025-04-10T14:40:00.000Z', state: 'upcoming', reading_id: null });
    const actions = await t.db.select().from(correctiveActions);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      id: r.action_id,
      storeId: store1,
      source: 'food-safety',
      sourceId: r.id,
      sourceKey: 'reading:2025-04-10',
      priority: 'high',
      status: 'open',
    });
    expect(actions[0]!.assigneeRoleId).not.toBeNull();
    const rechecks = await t.db.select().from(foodRechecks);
    expect(rechecks).toHaveLength(1);
    expect(rechecks[0]).toMatchObject({ readingId: r.id, unitId: walkIn, answeredBy: null });
    const history = await t.db.select().from(recordChanges).where(eq(recordChanges.recordId, r.id));
    expect(history.some((h) => h.recordType === 'food-reading')).toBe(true);
  });

  it('needs a photo when the chain says so, and keeps it with the reading', async () => {
    await t.db.update(foodSafetySettings).set({ photoRequired: true });
    const res = await read(walkIn, { value: 45, ...FIX });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['photo']);
    const r = await saved(walkIn, { value: 45, ...FIX, photo: PHOTO });
    expect(r.photo?.url).toMatch(/^\/api\/media\/[0-9a-f]{32}\//);
    const [file] = await t.db.select().from(media).where(eq(media.ownerId, r.id));
    expect(file).toMatchObject({ ownerType: 'food-reading', storeId: store1 });
  });

  it('a re-check answers it; out of range again it needs its own fix and raises its own action, no further re-check', async () => {
    const first = await saved(walkIn, { value: 45, ...FIX });
    const refused = await read(walkIn, { value: 44, corrects_id: first.id });
    expect(refused.statusCode).toBe(422);
    clock.set(new Date('2025-04-10T14:41:00Z'));
    const again = await saved(walkIn, {
      value: 44,
      corrects_id: first.id,
      fix: 'adjusted-thermostat',
      fix_note: 'Set to 36',
    });
    expect(again).toMatchObject({ kind: 'recheck', refers_to: first.id, in_range: false, due_time: null, late: false });
    expect(again.recheck).toBeNull();
    expect(await t.db.select().from(correctiveActions)).toHaveLength(2);
    const rechecks = await t.db.select().from(foodRechecks);
    expect(rechecks).toEqual([expect.objectContaining({ readingId: first.id, answeredBy: again.id })]);
    // Answered once: the next reading naming it is a correction.
    const next = await saved(walkIn, { value: 40, corrects_id: first.id });
    expect(next.kind).toBe('correction');
  });
});

describe('a saved reading is never changed', () => {
  it('a changed limit does not change the stamp of past readings', async () => {
    const before = await saved(walkIn, { value: 40 });
    const res = await call('PUT', `/api/food-units/${walkIn}`, tok.manager, {
      type: 'walk-in',
      name: 'Walk-in',
      own_high: 38,
      due_times: ['07:00', '15:00'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(foodReadings).where(eq(foodReadings.id, before.id));
    expect(row).toMatchObject({ value: 40, high: 41, inRange: true });
    expect((await read(walkIn, { value: 40 })).statusCode).toBe(422);
    expect((await saved(walkIn, { value: 37 })).high).toBe(38);
  });

  it('a correction refers to the reading and leaves it unchanged', async () => {
    const wrong = await saved(walkIn, { value: 14 });
    const [stored] = await t.db.select().from(foodReadings).where(eq(foodReadings.id, wrong.id));
    const fixed = await saved(walkIn, { value: 41, corrects_id: wrong.id });
    expect(fixed).toMatchObject({ kind: 'correction', refers_to: wrong.id, due_time: null });
    const [after] = await t.db.select().from(foodReadings).where(eq(foodReadings.id, wrong.id));
    expect(after).toEqual(stored);
    const day = (await call('GET', `/api/stores/${store1}/food-safety/2025-04-10`, tok.barista)).json()
      .data as FoodSafetyDay;
    const slot = day.units.find((u) => u.id === walkIn)!.slots[0]!;
    expect(slot).toMatchObject({ due_time: '07:00', state: 'done', reading: { id: fixed.id, value: 41 } });
  });
});

describe('late on the store’s clock', () => {
  it('at 05:00 UTC it is the evening before in Los Angeles: the morning reading is late, on that day', async () => {
    clock.set(new Date('2025-04-10T05:00:00Z'));
    const r = await saved(walkIn, { value: 38 });
    expect(r).toMatchObject({ date: '2025-04-09', due_time: '07:00', late: true });
  });

  it('at 23:00 UTC (16:00 there): 07:00 answered late, 15:00 on time, then an extra reading', async () => {
    clock.set(new Date('2025-04-10T23:00:00Z'));
    expect(await saved(walkIn, { value: 38 })).toMatchObject({ date: '2025-04-10', due_time: '07:00', late: true });
    expect(await saved(walkIn, { value: 38 })).toMatchObject({ due_time: '15:00', late: false });
    expect(await saved(walkIn, { value: 38 })).toMatchObject({ kind: 'extra', due_time: null, late: false });
  });

  it('the day shows each due time’s state and refuses a day after the store’s today', async () => {
    clock.set(new Date('2025-04-10T14:30:00Z')); // 07:30 there
    await saved(walkIn, { value: 45, ...FIX });
    const res = await call('GET', `/api/stores/${store1}/food-safety/2025-04-10`, tok.barista);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json().data as FoodSafetyDay;
    const unit = day.units.find((u) => u.id === walkIn)!;
    expect(unit.slots.map((s) => s.state)).toEqual(['done', 'upcoming']);
    expect(day.rechecks).toHaveLength(1);
    expect(day.readings).toHaveLength(1);
    expect(day.fixes.length).toBeGreaterThan(0);
    clock.set(new Date('2025-04-11T08:00:00Z')); // the next day at 01:00 there: 15:00 was missed
    const next = (await call('GET', `/api/stores/${store1}/food-safety/2025-04-10`, tok.barista)).json()
      .data as FoodSafetyDay;
    expect(next.units.find((u) => u.id === walkIn)!.slots.map((s) => s.state)).toEqual(['done', 'missed']);
    expect(next.rechecks[0]!.recheck?.state).toBe('missed');
    const future = await call('GET', `/api/stores/${store1}/food-safety/2025-04-12`, tok.barista);
    expect(future.statusCode).toBe(422);
  });
});

describe('per store', () => {
  it('another store’s barista can neither record, read the day, nor open a ticket', async () => {
    const r = await saved(walkIn, { value: 45, ...FIX });
    const before = await counts();
    expect((await read(walkIn, { value: 38 }, tok.otherBarista)).statusCode).toBe(403);
    expect((await call('GET', `/api/stores/${store1}/food-safety/2025-04-10`, tok.otherBarista)).statusCode).toBe(403);
    expect((await call('POST', `/api/food-readings/${r.id}/service-ticket`, tok.otherBarista)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad inputs with 422 and an unknown unit with 404', async () => {
    expect((await read(walkIn, { value: 'cold' })).statusCode).toBe(422);
    expect((await read(walkIn, { value: 38, unit: 'K' })).statusCode).toBe(422);
    expect((await read(walkIn, { value: 38, fix: 'prayed' })).statusCode).toBe(422);
    const other = await saved(sanitizer, { value: 300 });
    const wrongUnit = await read(walkIn, { value: 38, corrects_id: other.id });
    expect(wrongUnit.statusCode).toBe(422);
    expect(wrongUnit.json().errors).toHaveProperty('corrects_id');
    expect((await read(999_999, { value: 38 })).statusCode).toBe(404);
  });

  it('a repeat with the same Idempotency-Key saves once', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/food-units/${walkIn}/readings`,
        headers: { ...bearer(tok.barista), 'idempotency-key': 'reading-1' },
        payload: { value: 38 },
      });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(201);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(await t.db.select().from(foodReadings)).toHaveLength(1);
    await t.db.delete(idempotencyKeys);
  });

  it('two requests of one double tap at once save one reading, one action and one re-check', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/food-units/${walkIn}/readings`,
        headers: { ...bearer(tok.barista), 'idempotency-key': 'reading-2' },
        payload: { value: 45, ...FIX },
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await counts()).toMatchObject({ readings: 1, actions: 1, rechecks: 1 });
    await t.db.delete(idempotencyKeys);
  });
});

describe('a service ticket in one tap', () => {
  it('goes to the unit’s provider; none, or a reading in range, is a 422', async () => {
    const out = await saved(walkIn, { value: 45, ...FIX });
    const none = await call('POST', `/api/food-readings/${out.id}/service-ticket`, tok.barista);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('provider_id');
    const [provider] = await t.db
      .insert(addressBookEntries)
      .values({ storeId: store1, name: 'Cold Air Repair', email: 'cold@example.test' })
      .returning();
    await t.db.update(foodUnits).set({ providerId: provider!.id }).where(eq(foodUnits.id, walkIn));
    const opened = await call('POST', `/api/food-readings/${out.id}/service-ticket`, tok.barista);
    expect(opened.statusCode, opened.body).toBe(201);
    const [ticket] = await t.db.select().from(serviceTickets);
    expect(ticket).toMatchObject({ id: opened.json().data.ticket_id, storeId: store1, addressBookId: provider!.id });
    expect(ticket!.description).toContain('Walk-in read 45 °F');
    // A second tap keeps the one ticket of the day.
    const again = await call('POST', `/api/food-readings/${out.id}/service-ticket`, tok.barista);
    expect(again.json().data.ticket_id).toBe(ticket!.id);
    expect(await t.db.select().from(serviceTickets)).toHaveLength(1);
    const fine = await saved(walkIn, { value: 38 });
    expect((await call('POST', `/api/food-readings/${fine.id}/service-ticket`, tok.barista)).statusCode).toBe(422);
  });
});
