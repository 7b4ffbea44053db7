import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checklists } from '../../db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';

let t: TestContext;
let tokens: Record<'manager' | 'manager2' | 'lead' | 'admin', string>;
let store1: number;
let store2: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function tasksOf(storeId: number, type: string) {
  const rows = await t.db
    .select()
    .from(checklists)
    .where(and(eq(checklists.storeId, storeId), eq(checklists.type, type as 'open')));
  return rows.filter((r) => !r.deletedAt).sort((a, b) => a.sortOrder - b.sortOrder);
}

beforeAll(async () => {
  t = await startTestApp();
  store1 = (await makeStore(t.db)).id;
  store2 = (await makeStore(t.db)).id;
  const manager = await makeUser(t, { links: [{ storeId: store1, role: 'ROLE_MANAGER' }] });
  const manager2 = await makeUser(t, { links: [{ storeId: store2, role: 'ROLE_MANAGER' }] });
  const lead = await makeUser(t, { links: [{ storeId: store1, role: 'ROLE_SHIFT_LEAD' }] });
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  tokens = {
    manager: tokenFor(t.app, manager),
    manager2: tokenFor(t.app, manager2),
    lead: tokenFor(t.app, lead),
    admin: tokenFor(t.app, admin),
  };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(checklists);
});

async function seedList(storeId: number, type: string, tasks: string[]) {
  const ids: number[] = [];
  for (const task of tasks) {
    const res = await call('POST', `/api/checklists/${storeId}/${type}`, tokens.admin, { task, note: 'n' });
    expect(res.statusCode).toBe(200);
    ids.push(res.json().data.id);
  }
  return ids;
}

describe('checklist task lists', () => {
  it('creates tasks in order, keeps a note only on weekly tasks, and lists them', async () => {
    const res = await call('POST', `/api/checklists/${store1}/open`, tokens.manager, {
      task: '  Turn on espresso machine ',
      note: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Successfully saved task',
      data: { task: 'Turn on espresso machine', note: null, order: 1, type: 'open', store_id: store1 },
    });
    await call('POST', `/api/checklists/${store1}/open`, tokens.manager, { task: 'Count the till' });
    const weekly = await call('POST', `/api/checklists/${store1}/weekly`, tokens.manager, {
      task: 'Descale',
      note: ' Mondays ',
    });
    expect(weekly.json().data).toMatchObject({ note: 'Mondays', order: 1 });

    const list = await call('GET', `/api/checklists/${store1}/open`, tokens.manager);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { task: string; order: number }) => [d.task, d.order])).toEqual([
      ['Turn on espresso machine', 1],
      ['Count the till', 2],
    ]);
    const one = await call('GET', `/api/checklists/${weekly.json().data.id}`, tokens.manager);
    expect(one.json().data).toMatchObject({ task: 'Descale', note: 'Mondays', type: 'weekly' });
  });

  it('updates a task and its note', async () => {
    const [id] = await seedList(store1, 'weekly', ['Old']);
    const res = await call('PUT', `/api/checklists/${id}`, tokens.manager, { task: 'New', note: 'Fridays' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Successfully updated task', data: { task: 'New', note: 'Fridays' } });
  });

  it('moves a task to a 1-based position and renumbers the list', async () => {
    const ids = await seedList(store1, 'close', ['A', 'B', 'C', 'D']);
    const res = await call('PUT', `/api/checklists/order/${store1}/close`, tokens.manager, { id: ids[3], newIndex: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully changed order of Checklists');
    expect((await tasksOf(store1, 'close')).map((r) => [r.task, r.sortOrder])).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ]);
    await call('PUT', `/api/checklists/order/${store1}/close`, tokens.manager, { id: ids[3], newIndex: 3 });
    expect((await tasksOf(store1, 'close')).map((r) => r.task)).toEqual(['A', 'B', 'D', 'C']);
  });

  it('deletes a task and closes the gap', async () => {
    const ids = await seedList(store1, 'mid', ['A', 'B', 'C']);
    const res = await call('DELETE', `/api/checklists/${ids[0]}`, tokens.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully removed task' });
    expect((await tasksOf(store1, 'mid')).map((r) => [r.task, r.sortOrder])).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
    expect((await call('GET', `/api/checklists/${ids[0]}`, tokens.manager)).statusCode).toBe(404);
  });
});

describe('checklist permissions', () => {
  it('answers 401 without a token on every route', async () => {
    const [id] = await seedList(store1, 'open', ['A']);
    const attempts = [
      call('GET', `/api/checklists/${store1}/open`),
      call('GET', `/api/checklists/${id}`),
      call('POST', `/api/checklists/${store1}/open`, undefined, { task: 'x' }),
      call('PUT', `/api/checklists/${id}`, undefined, { task: 'x' }),
      call('PUT', `/api/checklists/order/${store1}/open`, undefined, { id, newIndex: 1 }),
      call('DELETE', `/api/checklists/${id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(401);
  });

  it("answers 403 for another store's tasks and changes nothing", async () => {
    const ids = await seedList(store2, 'open', ['A', 'B']);
    const attempts = [
      call('GET', `/api/checklists/${store2}/open`, tokens.manager),
      call('GET', `/api/checklists/${ids[0]}`, tokens.manager),
      call('POST', `/api/checklists/${store2}/open`, tokens.manager, { task: 'x' }),
      call('PUT', `/api/checklists/${ids[0]}`, tokens.manager, { task: 'x' }),
      call('PUT', `/api/checklists/order/${store2}/open`, tokens.manager, { id: ids[1], newIndex: 1 }),
      call('DELETE', `/api/checklists/${ids[0]}`, tokens.manager),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(403);
    expect((await tasksOf(store2, 'open')).map((r) => r.task)).toEqual(['A', 'B']);
  });

  it('answers 403 to a shift lead, who holds no checklists permission', async () => {
    const [id] = await seedList(store1, 'open', ['A']);
    expect((await call('GET', `/api/checklists/${store1}/open`, tokens.lead)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/checklists/${id}`, tokens.lead)).statusCode).toBe(403);
  });

  it('will not move a task of store 2 through the order route of store 1', async () => {
    const [foreign] = await seedList(store2, 'open', ['Foreign']);
    await seedList(store1, 'open', ['Mine']);
    const res = await call('PUT', `/api/checklists/order/${store1}/open`, tokens.manager, { id: foreign, newIndex: 1 });
    expect(res.statusCode).toBe(404);
  });
});

describe('checklist bad input', () => {
  it('refuses an empty task with 422 and creates nothing', async () => {
    const res = await call('POST', `/api/checklists/${store1}/open`, tokens.manager, { task: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ task: ['Enter the task'] });
    expect(await tasksOf(store1, 'open')).toEqual([]);
  });

  it('refuses wrong types, unknown list types and out-of-range positions', async () => {
    const ids = await seedList(store1, 'open', ['A', 'B']);
    expect((await call('POST', `/api/checklists/${store1}/open`, tokens.manager, { task: 5 })).statusCode).toBe(422);
    expect((await call('POST', `/api/checklists/${store1}/daily`, tokens.manager, { task: 'x' })).statusCode).toBe(422);
    expect(
      (await call('POST', `/api/checklists/${store1}/open`, tokens.manager, { task: 'x'.repeat(501) })).statusCode,
    ).toBe(422);
    const order = await call('PUT', `/api/checklists/order/${store1}/open`, tokens.manager, {
      id: ids[0],
      newIndex: 3,
    });
    expect(order.statusCode).toBe(422);
    expect(
      (await call('PUT', `/api/checklists/order/${store1}/open`, tokens.manager, { id: ids[0], newIndex: 0 }))
        .statusCode,
    ).toBe(422);
    expect((await tasksOf(store1, 'open')).map((r) => r.task)).toEqual(['A', 'B']);
  });

  it('answers 404 for a task or store that does not exist', async () => {
    expect((await call('GET', '/api/checklists/999999', tokens.admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/checklists/999999/open', tokens.admin, { task: 'x' })).statusCode).toBe(404);
  });
});
