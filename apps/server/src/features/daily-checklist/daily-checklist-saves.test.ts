import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checklistNames, checklists, idempotencyKeys, recordChanges } from '../../db/schema/index';
import { noonOf, startTestApp, type TestContext } from '../../../test/harness';
import { signedInPeople } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

/** Saves that wait on the phone and conflicts between devices (decision 172), on the daily checklist. */
let t: TestContext;
let tokens: Record<'barista' | 'manager' | 'area', string>;
let store1: number;
let store2: number;
let task: Record<string, number>;
const day = '2025-04-10';

function save(token: string, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/daily-checklist/${day}`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}
const read = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/daily-checklist/${store1}/${day}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data;
const names = (grinders: string, doors = '') => [
  { checklist_id: task['Start grinders'], name_id: null, name: grinders },
  { checklist_id: task['Unlock doors'], name_id: null, name: doors },
];
const namesInDb = async () => (await t.db.select().from(checklistNames)).map((r) => r.name).sort();

beforeAll(async () => {
  // The day the tests write is the stores' today.
  t = await startTestApp({}, { now: noonOf(day) });
  const staff = await twoStoresWithStaff(t, {
    barista: { store: 1, role: 'ROLE_BARISTA' },
    manager: { store: 1, role: 'ROLE_MANAGER' },
  });
  ({ store1, store2 } = staff);
  const { area } = await signedInPeople(t, {
    area: {
      links: [
        { storeId: store1, role: 'ROLE_MANAGER' },
        { storeId: store2, role: 'ROLE_MANAGER' },
      ],
    },
  });
  tokens = { ...staff.tokens, area };
  const rows = await t.db
    .insert(checklists)
    .values([
      { storeId: store1, type: 'open', task: 'Start grinders', sortOrder: 1 },
      { storeId: store1, type: 'open', task: 'Unlock doors', sortOrder: 2 },
      { storeId: store2, type: 'open', task: 'Store 2 task', sortOrder: 1 },
    ])
    .returning({ id: checklists.id, task: checklists.task });
  task = Object.fromEntries(rows.map((r) => [r.task, r.id]));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(checklistNames);
  await t.db.delete(recordChanges);
  await t.db.delete(idempotencyKeys);
});

describe('GET and POST /api/daily-checklist: the version', () => {
  it('answers the version, null before the first change, and a new one after each change', async () => {
    const before = await read(tokens.barista);
    expect(before.version).toBeNull();
    expect((await save(tokens.barista, { names: names('Ben'), based_on: null })).statusCode).toBe(200);
    const version = (await read(tokens.barista)).version as string;
    expect(version).toMatch(/^\d{4}-\d\d-\d\dT/);
    // A name cleared removes its row: the version still moves on.
    expect((await save(tokens.barista, { names: names(''), based_on: version })).statusCode).toBe(200);
    const cleared = await read(tokens.barista);
    expect(cleared.version).not.toBe(version);
    expect(cleared.open.map((item: { name: string | null }) => item.name)).toEqual([null, null]);
  });

  it('refuses a save based on an older version (409) and writes nothing; Keep mine then passes', async () => {
    const before = (await read(tokens.barista)).version;
    await save(tokens.manager, { names: names('Ann'), based_on: before });
    const version = (await read(tokens.barista)).version as string;

    const stale = await save(tokens.barista, { names: names('Ben', 'Ben'), based_on: before }, 'phone-1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved/);
    expect(await namesInDb()).toEqual(['Ann']);
    expect(await t.db.select().from(recordChanges)).toHaveLength(1);

    const mine = await save(tokens.barista, { names: names('Ben', 'Ben'), based_on: version }, 'phone-2');
    expect(mine.statusCode).toBe(200);
    expect(await namesInDb()).toEqual(['Ben', 'Ben']);
  });

  it('lets only one of two saves based on one version pass', async () => {
    const [a, b] = await Promise.all([
      save(tokens.manager, { names: names('Ann'), based_on: null }),
      save(tokens.barista, { names: names('Ben'), based_on: null }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await namesInDb()).toHaveLength(1);
  });

  it('still saves without a version, as the spec body does, and needs one store with one', async () => {
    await save(tokens.manager, { names: names('Ann') });
    expect((await save(tokens.barista, { names: names('Ben') })).statusCode).toBe(200);
    expect(await namesInDb()).toEqual(['Ben']);
    const both = await save(tokens.area, {
      names: [{ checklist_id: task['Store 2 task'], name: 'Ann' }, ...names('Ann')],
      based_on: null,
    });
    expect(both.statusCode).toBe(422);
    expect(await namesInDb()).toEqual(['Ben']);
  });
});

describe('POST /api/daily-checklist/{date} with an Idempotency-Key', () => {
  it('applies a repeated save once and answers the first answer again', async () => {
    const body = { names: names('Ben', 'Zoe'), based_on: null };
    const first = await save(tokens.barista, body, 'phone-3');
    expect(first.statusCode).toBe(200);
    const version = (await read(tokens.barista)).version;
    const again = await save(tokens.barista, body, 'phone-3');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await namesInDb()).toEqual(['Ben', 'Zoe']);
    expect((await read(tokens.barista)).version).toBe(version);
    const [key] = await t.db.select().from(idempotencyKeys);
    expect(key!.scope).toBe(`daily-checklist:${day}`);
  });
});
