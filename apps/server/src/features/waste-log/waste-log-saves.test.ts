import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, recordChanges, wasteLogEntries } from '../../db/schema/index';
import { noonOf, startTestApp, type TestContext } from '../../../test/harness';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

/** Saves that wait on the phone and conflicts between devices (decision 172), on the waste log. */
let t: TestContext;
let tokens: Record<'lead' | 'manager', string>;
let store1: number;
const day = '2025-05-02';

function save(token: string, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/wastelog/${store1}/${day}`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}
const read = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/wastelog/${store1}/${day}`, headers: { authorization: `Bearer ${token}` } });
const lines = (...descriptions: string[]) => descriptions.map((description) => ({ description, qty: '1', value: '2' }));
const described = async () => (await t.db.select().from(wasteLogEntries)).map((r) => r.description).sort();

beforeAll(async () => {
  // The day the tests write is the stores' today.
  t = await startTestApp({}, { now: noonOf(day) });
  ({ store1, tokens } = await twoStoresWithStaff(t, {
    lead: { store: 1, role: 'ROLE_SHIFT_LEAD' },
    manager: { store: 1, role: 'ROLE_MANAGER' },
  }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(wasteLogEntries);
  await t.db.delete(recordChanges);
  await t.db.delete(idempotencyKeys);
});

describe('GET and POST /api/wastelog/{storeId}/{date}: the version', () => {
  it('answers the version beside the bare array, null before the first save, and the new one on a save', async () => {
    const before = (await read(tokens.lead)).json();
    expect(before).toEqual({ success: true, data: [], version: null });
    const saved = await save(tokens.lead, { wastelog: lines('Milk'), based_on: null });
    expect(saved.statusCode).toBe(200);
    const version = saved.json().version as string;
    expect(version).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Array.isArray(saved.json().data)).toBe(true);
    expect((await read(tokens.lead)).json().version).toBe(version);
  });

  it('refuses a save based on an older version (409) and writes nothing; Keep mine then passes', async () => {
    const first = await save(tokens.manager, { wastelog: lines('Milk'), based_on: null });
    const version = first.json().version as string;
    const historyBefore = (await t.db.select().from(recordChanges)).length;

    const stale = await save(tokens.lead, { wastelog: lines('Muffin'), based_on: null }, 'phone-1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved/);
    expect(await described()).toEqual(['Milk']);
    expect(await t.db.select().from(recordChanges)).toHaveLength(historyBefore);

    const mine = await save(tokens.lead, { wastelog: lines('Muffin'), based_on: version }, 'phone-2');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().version).not.toBe(version);
    expect(await described()).toEqual(['Muffin']);
  });

  it('changes the version when every line is removed, so a save based on the empty day before is stale', async () => {
    await save(tokens.manager, { wastelog: lines('Milk') });
    const emptied = await save(tokens.manager, { wastelog: [] });
    expect(emptied.json().version).not.toBeNull();
    const stale = await save(tokens.lead, { wastelog: lines('Muffin'), based_on: null });
    expect(stale.statusCode).toBe(409);
    expect(await described()).toEqual([]);
  });

  it('lets only one of two saves based on one version pass', async () => {
    const [a, b] = await Promise.all([
      save(tokens.manager, { wastelog: lines('Milk'), based_on: null }),
      save(tokens.lead, { wastelog: lines('Muffin'), based_on: null }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await described()).toHaveLength(1);
  });

  it('still saves without a version, as the spec body does', async () => {
    await save(tokens.manager, { wastelog: lines('Milk') });
    const res = await save(tokens.lead, { wastelog: lines('Muffin') });
    expect(res.statusCode).toBe(200);
    expect(await described()).toEqual(['Muffin']);
  });
});

describe('POST /api/wastelog/{storeId}/{date} with an Idempotency-Key', () => {
  it('applies a repeated save once and answers the first answer again', async () => {
    const body = { wastelog: lines('Milk', 'Muffin'), based_on: null };
    const first = await save(tokens.lead, body, 'phone-3');
    expect(first.statusCode).toBe(200);
    const again = await save(tokens.lead, body, 'phone-3');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await described()).toEqual(['Milk', 'Muffin']);
    expect(await t.db.select().from(recordChanges)).toHaveLength(1);
    const [key] = await t.db.select().from(idempotencyKeys);
    expect(key!.scope).toBe(`waste-log:${store1}:${day}`);
  });
});
