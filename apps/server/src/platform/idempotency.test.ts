import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checklists, recordChanges, idempotencyKeys, wasteLogEntries } from '../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { startTestApp, type TestContext } from '../../test/harness';
import { twoStoresWithStaff } from '../../test/fixtures/store-staff';
import { DATE_RULE_CLOCKS, storeDayAt } from '../../test/support/clock';

/** The Idempotency-Key of the waste log and daily checklist saves (decision 172). */
let t: TestContext;
let token: string;
let store1: number;
let task: number;
// Three days before the Tokyo store's today at 20:00 UTC: a past day, which a manager keeps.
const { at, zone } = DATE_RULE_CLOCKS[1];
const day = addDays(storeDayAt(zone, at), -3);

function post(url: string, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => at });
  let tokens: Record<'manager', string>;
  ({ store1, tokens } = await twoStoresWithStaff(t, { manager: { store: 1, role: 'ROLE_MANAGER' } }, { store1: zone }));
  token = tokens.manager;
  const [row] = await t.db
    .insert(checklists)
    .values({ storeId: store1, type: 'open', task: 'Unlock doors', sortOrder: 1 })
    .returning({ id: checklists.id });
  task = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(idempotencyKeys);
  await t.db.delete(wasteLogEntries);
});

describe('POST /api/wastelog/{storeId}/{date} with an Idempotency-Key', () => {
  it('replaces the day once and answers the first answer to the repeat', async () => {
    const url = `/api/wastelog/${store1}/${day}`;
    const body = { wastelog: [{ description: 'Croissants', qty: '2', value: '1.50' }] };
    const first = await post(url, body, 'log-1');
    expect(first.statusCode).toBe(200);
    const history = async () =>
      (await t.db.select().from(recordChanges).where(eq(recordChanges.storeId, store1))).length;
    const kept = await history();
    const again = await post(url, body, 'log-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await history()).toBe(kept);
    expect(await t.db.select().from(wasteLogEntries)).toHaveLength(1);
    const other = await post(url, { wastelog: [] }, 'log-1');
    expect(other.statusCode).toBe(409);
    expect(await t.db.select().from(wasteLogEntries)).toHaveLength(1);
  });
});

describe('POST /api/daily-checklist/{date} with an Idempotency-Key', () => {
  it('records once, answers the repeat, and refuses the key with another body', async () => {
    const url = `/api/daily-checklist/${day}`;
    const first = await post(url, { names: [{ checklist_id: task, name: 'Ann' }] }, 'list-1');
    expect(first.statusCode).toBe(200);
    const again = await post(url, { names: [{ checklist_id: task, name: 'Ann' }] }, 'list-1');
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(1);
    const other = await post(url, { names: [{ checklist_id: task, name: 'Ben' }] }, 'list-1');
    expect(other.statusCode).toBe(409);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/daily-checklist/${store1}/${day}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.json().data.open[0].name).toBe('Ann');
  });
});
