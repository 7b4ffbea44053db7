import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_TYPE_LIMITS,
  READING_FIXES,
  UNIT_TYPES,
  type FoodSafetySettings,
  type FoodUnit,
} from '@dripp/contract/food-safety';
import {
  addressBookEntries,
  foodReadings,
  foodRechecks,
  foodSafetySettings,
  foodTypeLimits,
  foodUnits,
  recordChanges,
} from '../../db/schema/index';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';

/*
 * The chain's food-safety settings (a chain-wide grant changes them) and a store's units: their own
 * limits within what the chain allows, due times, a provider of the store's own address book, and
 * a soft delete that keeps the readings.
 */

let t: TestContext;
let store1: number;
let store2: number;
let provider: number;
let foreignProvider: number;
let tok: Record<'corporate' | 'manager' | 'otherManager' | 'barista' | 'storeSettings', string>;
const call = apiCaller(() => t);

const DEFAULTS: FoodSafetySettings = {
  type_limits: UNIT_TYPES.map((type) => {
    const d = DEFAULT_TYPE_LIMITS[type];
    return { type, low: d.low, high: d.high, allowed_low: d.allowed.low, allowed_high: d.allowed.high };
  }),
  fixes: [...READING_FIXES],
  photo_required: false,
};
const walkIn = { type: 'walk-in', name: 'Walk-in', name_es: 'Cámara fría', due_times: ['15:00', '07:00'] };

beforeAll(async () => {
  t = await startTestApp();
  store1 = (await makeStore(t.db, { title: 'Pearl' })).id;
  store2 = (await makeStore(t.db, { title: 'Hawthorne' })).id;
  await makeRole(t.db, 'ROLE_FOOD_SETTINGS', ['food-safety-view', 'food-safety-settings']);
  tok = await signedInPeople(t, {
    corporate: { baseRoles: ['ROLE_CORPORATE'] },
    manager: { links: [{ storeId: store1, role: 'ROLE_MANAGER' }] },
    otherManager: { links: [{ storeId: store2, role: 'ROLE_MANAGER' }] },
    barista: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
    storeSettings: { links: [{ storeId: store1, role: 'ROLE_FOOD_SETTINGS' }] },
  });
  const rows = await t.db
    .insert(addressBookEntries)
    .values([
      { storeId: store1, name: 'Cold Air Repair', email: 'cold@example.test' },
      { storeId: store2, name: 'Hawthorne HVAC', email: 'hvac@example.test' },
    ])
    .returning();
  [provider, foreignProvider] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(foodRechecks);
  await t.db.delete(foodReadings);
  await t.db.delete(foodUnits);
  await t.db.update(foodSafetySettings).set({ fixes: [...READING_FIXES], photoRequired: false });
  for (const l of DEFAULTS.type_limits)
    await t.db
      .update(foodTypeLimits)
      .set({ low: l.low, high: l.high, allowedLow: l.allowed_low, allowedHigh: l.allowed_high })
      .where(eq(foodTypeLimits.type, l.type));
});

describe('the chain’s settings', () => {
  it('are read by anyone who records food safety, and start from the Food Code', async () => {
    const res = await call('GET', '/api/food-safety/settings', tok.barista);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(DEFAULTS);
  });

  it('are changed only with a chain-wide grant, and the change is kept in the history', async () => {
    const body = { ...DEFAULTS, fixes: ['moved-food', 'discarded'], photo_required: true };
    expect((await call('PUT', '/api/food-safety/settings', tok.manager, body)).statusCode).toBe(403);
    expect((await call('PUT', '/api/food-safety/settings', tok.storeSettings, body)).statusCode).toBe(403);
    const res = await call('PUT', '/api/food-safety/settings', tok.corporate, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ fixes: ['moved-food', 'discarded'], photo_required: true });
    const history = await t.db.select().from(recordChanges).where(eq(recordChanges.recordType, 'food-safety-settings'));
    expect(history.length).toBeGreaterThan(0);
  });

  it('keep low ≤ high and the limits within the allowed range', async () => {
    const with_ = (type: string, limits: object) => ({
      ...DEFAULTS,
      type_limits: DEFAULTS.type_limits.map((l) => (l.type === type ? { ...l, ...limits } : l)),
    });
    const put = (body: object) => call('PUT', '/api/food-safety/settings', tok.corporate, body);
    const inverted = await put(with_('sanitizer', { low: 400, high: 200 }));
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json().errors).toHaveProperty('type_limits.5.high');
    const outside = await put(with_('walk-in', { high: 45 }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toHaveProperty('type_limits.0.low');
    expect((await put({ ...DEFAULTS, fixes: [] })).statusCode).toBe(422);
    expect((await put({ ...DEFAULTS, fixes: ['prayed'] })).statusCode).toBe(422);
    // A unit with its own limit outside a narrower allowed range keeps the range from narrowing.
    await call('POST', `/api/stores/${store1}/food-units`, tok.manager, { ...walkIn, own_high: 36 });
    const narrower = await put(with_('walk-in', { allowed_low: 37 }));
    expect(narrower.statusCode).toBe(422);
    expect(narrower.json().errors).toHaveProperty('type_limits.0.allowed_low');
  });
});

describe('a store’s units', () => {
  it('are added by the store’s manager with their limits, due times and provider', async () => {
    const res = await call('POST', `/api/stores/${store1}/food-units`, tok.manager, {
      ...walkIn,
      own_low: 33,
      own_high: 38,
      provider_id: provider,
    });
    expect(res.statusCode, res.body).toBe(201);
    const unit = res.json().data as FoodUnit;
    expect(unit).toMatchObject({
      store_id: store1,
      name: 'Walk-in',
      name_es: 'Cámara fría',
      own_low: 33,
      own_high: 38,
      low: 33,
      high: 38,
      due_times: ['07:00', '15:00'],
      provider_id: provider,
      last_reading: null,
    });
    const sink = await call('POST', `/api/stores/${store1}/food-units`, tok.manager, {
      type: 'sanitizer',
      name: 'Sink',
    });
    expect(sink.json().data).toMatchObject({ low: 200, high: 400, own_low: null, due_times: [] });
    const list = await call('GET', `/api/stores/${store1}/food-units`, tok.barista);
    expect(list.json().data.map((u: FoodUnit) => u.name)).toEqual(['Sink', 'Walk-in']);
    const history = await t.db
      .select()
      .from(recordChanges)
      .where(and(eq(recordChanges.recordType, 'food-unit'), eq(recordChanges.recordId, unit.id)));
    expect(history).toHaveLength(1);
  });

  it('refuse limits outside what the chain allows, due times on a cooling unit, another store’s provider', async () => {
    const post = (body: object) => call('POST', `/api/stores/${store1}/food-units`, tok.manager, body);
    const warm = await post({ ...walkIn, own_high: 45 });
    expect(warm.statusCode).toBe(422);
    expect(warm.json().errors.own_high).toEqual(['Keep the limits between 28 °F (-2.2 °C) and 41 °F (5 °C)']);
    const inverted = await post({ ...walkIn, own_low: 38, own_high: 33 });
    expect(inverted.json().errors).toHaveProperty('own_high');
    const cooling = await post({ type: 'cooling', name: 'Soup', due_times: ['07:00'] });
    expect(cooling.statusCode).toBe(422);
    expect(cooling.json().errors).toHaveProperty('due_times');
    const foreign = await post({ ...walkIn, provider_id: foreignProvider });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('provider_id');
    expect((await post({ ...walkIn, type: 'fridge' })).statusCode).toBe(422);
    expect((await post({ ...walkIn, name: ' ' })).statusCode).toBe(422);
    expect((await post({ ...walkIn, due_times: ['25:00'] })).statusCode).toBe(422);
    expect(await t.db.select().from(foodUnits)).toHaveLength(0);
  });

  it('are changed and retired only at their own store, with food-safety-edit; readings stay', async () => {
    const created = await call('POST', `/api/stores/${store1}/food-units`, tok.manager, walkIn);
    const id = created.json().data.id as number;
    expect((await call('POST', `/api/stores/${store1}/food-units`, tok.barista, walkIn)).statusCode).toBe(403);
    expect((await call('POST', `/api/stores/${store1}/food-units`, tok.otherManager, walkIn)).statusCode).toBe(403);
    expect((await call('GET', `/api/stores/${store1}/food-units`, tok.otherManager)).statusCode).toBe(403);
    expect((await call('PUT', `/api/food-units/${id}`, tok.otherManager, walkIn)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/food-units/${id}`, tok.barista)).statusCode).toBe(403);
    const changed = await call('PUT', `/api/food-units/${id}`, tok.manager, { ...walkIn, name: 'Walk-in 1' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.name).toBe('Walk-in 1');
    const reading = await call('POST', `/api/food-units/${id}/readings`, tok.barista, { value: 38 });
    expect(reading.statusCode, reading.body).toBe(201);
    expect((await call('DELETE', `/api/food-units/${id}`, tok.manager)).statusCode).toBe(200);
    expect((await call('GET', `/api/stores/${store1}/food-units`, tok.manager)).json().data).toEqual([]);
    expect(await t.db.select().from(foodReadings)).toHaveLength(1);
    expect((await call('PUT', `/api/food-units/${id}`, tok.manager, walkIn)).statusCode).toBe(404);
    expect((await call('POST', `/api/food-units/${id}/readings`, tok.barista, { value: 38 })).statusCode).toBe(404);
    const history = await t.db
      .select()
      .from(recordChanges)
      .where(and(eq(recordChanges.recordType, 'food-unit'), eq(recordChanges.recordId, id)));
    expect(history).toHaveLength(3);
  });
});
