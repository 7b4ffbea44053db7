import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checklistNames, checklists } from '../../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { noonOf, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

let t: TestContext;
let tokens: Record<'barista' | 'barista2' | 'franchisee' | 'manager', string>;
let store1: number;
let store2: number;
let task: Record<string, number>;
const today = '2025-04-10';

const call = apiCaller(() => t);

const namesInDb = async () =>
  (await t.db.select().from(checklistNames)).map((r) => [r.checklistId, r.date, r.name]).sort();

beforeAll(async () => {
  t = await startTestApp({}, { now: noonOf(today) });
  ({ store1, store2, tokens } = await twoStoresWithStaff(t, {
    barista: { store: 1, role: 'ROLE_BARISTA' },
    manager: { store: 1, role: 'ROLE_MANAGER' },
    barista2: { store: 2, role: 'ROLE_BARISTA' },
    franchisee: { store: 1, role: 'ROLE_FRANCHISEE' },
  }));
  const rows = await t.db
    .insert(checklists)
    .values([
      { storeId: store1, type: 'open', task: 'Unlock doors', sortOrder: 2 },
      { storeId: store1, type: 'open', task: 'Start grinders', sortOrder: 1 },
      { storeId: store1, type: 'close', task: 'Mop floors', sortOrder: 1 },
      { storeId: store1, type: 'weekly', task: 'Clean ice machine', note: 'Every Monday', sortOrder: 1 },
      { storeId: store1, type: 'mid', task: 'Gone task', sortOrder: 1, deletedAt: new Date() },
      { storeId: store2, type: 'open', task: 'Store 2 task', sortOrder: 1 },
    ])
    .returning({ id: checklists.id, task: checklists.task });
  task = Object.fromEntries(rows.map((r) => [r.task, r.id]));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(checklistNames);
});

describe('GET /api/daily-checklist/{storeId}/{date}', () => {
  it("groups the store's tasks by type, in order, with the names of that day", async () => {
    await call('POST', `/api/daily-checklist/${today}`, tokens.barista, {
      names: [{ checklist_id: task['Start grinders'], name_id: null, name: 'Ben' }],
    });
    const res = await call('GET', `/api/daily-checklist/${store1}/${today}`, tokens.barista);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.open).toEqual([
      {
        checklist_id: task['Start grinders'],
        task: 'Start grinders',
        task_es: null,
        task_es_out_of_date: false,
        type: 'open',
        note: null,
        name_id: expect.any(Number),
        name: 'Ben',
        done_at: expect.any(String),
      },
      {
        checklist_id: task['Unlock doors'],
        task: 'Unlock doors',
        task_es: null,
        task_es_out_of_date: false,
        type: 'open',
        note: null,
        name_id: null,
        name: null,
        done_at: null,
      },
    ]);
    expect(data.mid).toEqual([]);
    expect(data.close.map((d: { task: string }) => d.task)).toEqual(['Mop floors']);
    expect(data.weekly[0]).toMatchObject({ task: 'Clean ice machine', note: 'Every Monday' });
    const yesterday = await call('GET', `/api/daily-checklist/${store1}/${addDays(today, -1)}`, tokens.franchisee);
    expect(yesterday.json().data.open.map((d: { name: string | null }) => d.name)).toEqual([null, null]);
  });

  it('gives the instant a name was first recorded, and null for an untouched task', async () => {
    const before = Date.now();
    await call('POST', `/api/daily-checklist/${today}`, tokens.barista, {
      names: [{ checklist_id: task['Unlock doors'], name: 'Ben' }],
    });
    const after = Date.now();
    const day = (await call('GET', `/api/daily-checklist/${store1}/${today}`, tokens.barista)).json().data;
    const ticked = day.open.find((d: { checklist_id: number }) => d.checklist_id === task['Unlock doors']);
    const untouched = day.open.find((d: { checklist_id: number }) => d.checklist_id === task['Start grinders']);
    expect(ticked.done_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const at = Date.parse(ticked.done_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
    expect(untouched.done_at).toBeNull();
    expect(day.close[0].done_at).toBeNull();
  });

  it('answers 401 without a token and 403 for another store', async () => {
    expect((await call('GET', `/api/daily-checklist/${store1}/${today}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/daily-checklist/${store2}/${today}`, tokens.barista)).statusCode).toBe(403);
  });

  it('refuses a date that is not a calendar date', async () => {
    expect((await call('GET', `/api/daily-checklist/${store1}/2025-02-30`, tokens.barista)).statusCode).toBe(422);
    expect((await call('GET', `/api/daily-checklist/${store1}/today`, tokens.barista)).statusCode).toBe(422);
  });
});

describe('POST /api/daily-checklist/{date}', () => {
  it('records, changes and clears names (a blank name clears the entry)', async () => {
    const save = (names: unknown[]) => call('POST', `/api/daily-checklist/${today}`, tokens.barista, { names });
    let res = await save([
      { checklist_id: task['Unlock doors'], name_id: null, name: ' Ben ' },
      { checklist_id: task['Mop floors'], name_id: null, name: 'Zoe' },
      { checklist_id: task['Start grinders'], name_id: null, name: '' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully updated Daily Lists' });
    expect(await namesInDb()).toEqual(
      [
        [task['Unlock doors'], today, 'Ben'],
        [task['Mop floors'], today, 'Zoe'],
      ].sort(),
    );
    res = await save([
      { checklist_id: task['Unlock doors'], name_id: 1, name: 'Lena' },
      { checklist_id: task['Mop floors'], name_id: 2, name: '   ' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(await namesInDb()).toEqual([[task['Unlock doors'], today, 'Lena']]);
  });

  it('takes daily-checklist-edit for a past date: refused to a barista, accepted from a manager', async () => {
    const day = addDays(today, -3);
    const names = { names: [{ checklist_id: task['Unlock doors'], name: 'Ben' }] };
    expect((await call('POST', `/api/daily-checklist/${day}`, tokens.barista, names)).statusCode).toBe(403);
    expect(await namesInDb()).toEqual([]);
    const res = await call('POST', `/api/daily-checklist/${day}`, tokens.manager, names);
    expect(res.statusCode).toBe(200);
    expect(await namesInDb()).toEqual([[task['Unlock doors'], day, 'Ben']]);
  });

  it('answers 401 without a token', async () => {
    const res = await call('POST', `/api/daily-checklist/${today}`, undefined, { names: [] });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 when any task belongs to a store where the caller may not sign, and writes nothing', async () => {
    const res = await call('POST', `/api/daily-checklist/${today}`, tokens.barista, {
      names: [
        { checklist_id: task['Unlock doors'], name: 'Ben' },
        { checklist_id: task['Store 2 task'], name: 'Ben' },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(await namesInDb()).toEqual([]);
    const viewOnly = await call('POST', `/api/daily-checklist/${today}`, tokens.franchisee, {
      names: [{ checklist_id: task['Unlock doors'], name: 'Frank' }],
    });
    expect(viewOnly.statusCode).toBe(403);
    expect(await namesInDb()).toEqual([]);
  });

  it('refuses a future date with 422 and writes nothing', async () => {
    const res = await call('POST', `/api/daily-checklist/${addDays(today, 1)}`, tokens.barista, {
      names: [{ checklist_id: task['Unlock doors'], name: 'Ben' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ date: ['The date cannot be in the future'] });
    expect(await namesInDb()).toEqual([]);
  });

  it('refuses unknown or deleted tasks, wrong types and overlong names with 422', async () => {
    const unknown = await call('POST', `/api/daily-checklist/${today}`, tokens.barista, {
      names: [
        { checklist_id: task['Unlock doors'], name: 'Ben' },
        { checklist_id: 987654, name: 'Ben' },
        { checklist_id: task['Gone task'], name: 'Ben' },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['names.1.checklist_id', 'names.2.checklist_id']);
    const bad = [
      { names: [{ checklist_id: 'one', name: 'Ben' }] },
      { names: [{ checklist_id: task['Unlock doors'], name: 42 }] },
      { names: [{ checklist_id: task['Unlock doors'], name: 'x'.repeat(101) }] },
      { names: 'Ben' },
    ];
    for (const payload of bad) {
      expect((await call('POST', `/api/daily-checklist/${today}`, tokens.barista, payload)).statusCode).toBe(422);
    }
    expect(await namesInDb()).toEqual([]);
  });
});
