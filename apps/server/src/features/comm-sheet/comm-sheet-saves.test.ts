import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commSheets, idempotencyKeys, recordChanges } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../../../test/harness';
import { DATE_RULE_CLOCKS, settableClock, storeDayAt } from '../../../test/support/clock';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

/** Saves that wait on the phone and conflicts between devices (decision 172), on the comm sheet. */
let t: TestContext;
let tokens: Record<'lead' | 'manager', string>;
let store1: number;
// Store 1's today in its zone: the day a save waiting on the phone most often belongs to.
const clock = settableClock();
let day: string;

function send(method: 'POST' | 'PUT', url: string, token: string, body: object, key?: string) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}
const create = (token: string, body: object, key?: string) =>
  send('POST', `/api/comm-sheet/${store1}/${day}`, token, { type: 'open', ...body }, key);
const update = (id: number, token: string, body: object, key?: string) =>
  send('PUT', `/api/comm-sheet/${id}`, token, body, key);
const readDay = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/comm-sheet/${store1}/${day}`,
      headers: { authorization: `Bearer ${tokens.lead}` },
    })
  ).json().data;
const rows = () => t.db.select().from(commSheets);

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(commSheets);
  await t.db.delete(idempotencyKeys);
});

describe.each(DATE_RULE_CLOCKS)('at $at, store 1 in $zone', ({ at, zone, other }) => {
  beforeAll(async () => {
    clock.set(at);
    day = storeDayAt(zone, at);
    ({ store1, tokens } = await twoStoresWithStaff(
      t,
      { lead: { store: 1, role: 'ROLE_MANAGER' }, manager: { store: 1, role: 'ROLE_MANAGER' } },
      { store1: zone, store2: other },
    ));
  });

  describe('versions of the comm sheet shifts', () => {
    it('answers null before the first save, and the same version in the save and the day', async () => {
      expect((await readDay()).open.version).toBeNull();
      const created = await create(tokens.lead, { names: ['Ben'] });
      expect(created.statusCode).toBe(200);
      const version = created.json().data.version as string;
      expect(new Date(version).toISOString()).toBe(version);
      expect((await readDay()).open.version).toBe(version);
      const changed = await update(created.json().data.id, tokens.lead, {
        comments: '<p>Later</p>',
        based_on: version,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.version).not.toBe(version);
      expect((await readDay()).open.version).toBe(changed.json().data.version);
    });

    it('refuses an update based on an older version (409) and writes nothing', async () => {
      const created = (await create(tokens.lead, { names: ['Ben'] })).json().data;
      const first = await update(created.id, tokens.manager, { names: ['Ann'], based_on: created.version });
      expect(first.statusCode).toBe(200);
      const changes = await t.db.select().from(recordChanges).where(eq(recordChanges.recordId, created.id));

      const stale = await update(created.id, tokens.lead, { names: ['Zoe'], based_on: created.version }, 'phone-1');
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/Someone else saved/);
      const [row] = await rows();
      expect(row!.names).toEqual(['Ann']);
      expect(row!.updatedAt.toISOString()).toBe(first.json().data.version);
      expect(await t.db.select().from(recordChanges).where(eq(recordChanges.recordId, created.id))).toHaveLength(
        changes.length,
      );
      expect(await t.db.select().from(idempotencyKeys)).toEqual([]);

      // Keep mine: the same edit based on the newer version goes through.
      const mine = await update(created.id, tokens.lead, { names: ['Zoe'], based_on: first.json().data.version });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.names).toEqual(['Zoe']);
    });

    it('still updates without based_on, as the spec body does', async () => {
      const created = (await create(tokens.lead, { names: ['Ben'] })).json().data;
      await update(created.id, tokens.manager, { names: ['Ann'] });
      const res = await update(created.id, tokens.lead, { names: ['Zoe'] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.names).toEqual(['Zoe']);
    });

    it('refuses a create for a shift another device created meanwhile (409), keeping theirs', async () => {
      await create(tokens.manager, { names: ['Ann'] });
      const late = await create(tokens.lead, { names: ['Ben'] }, 'phone-2');
      expect(late.statusCode).toBe(409);
      expect((await rows()).map((r) => r.names)).toEqual([['Ann']]);
    });
  });

  describe('comm sheet saves with an Idempotency-Key', () => {
    it('creates once and answers the first answer again to the same request', async () => {
      const body = { names: ['Ben'], comments: '<p>Milk</p>' };
      const first = await create(tokens.lead, body, 'phone-3');
      expect(first.statusCode).toBe(200);
      const again = await create(tokens.lead, body, 'phone-3');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await rows()).toHaveLength(1);
      const [key] = await t.db.select().from(idempotencyKeys);
      expect(key!.scope).toBe(`comm-sheet:${store1}:${day}:open`);
    });

    it('updates once: a repeat answers the first answer, writes no second change, and the key stays its own', async () => {
      const created = (await create(tokens.lead, { names: ['Ben'] })).json().data;
      const body = { names: ['Ben', 'Zoe'], based_on: created.version };
      const first = await update(created.id, tokens.lead, body, 'phone-4');
      expect(first.statusCode).toBe(200);
      const changes = await t.db.select().from(recordChanges).where(eq(recordChanges.recordId, created.id));
      const again = await update(created.id, tokens.lead, body, 'phone-4');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await rows())[0]!.updatedAt.toISOString()).toBe(first.json().data.version);
      expect(await t.db.select().from(recordChanges).where(eq(recordChanges.recordId, created.id))).toHaveLength(
        changes.length,
      );
      const keys = await t.db.select().from(idempotencyKeys);
      expect(keys.map((k) => k.scope)).toEqual([`comm-sheet:${created.id}`]);

      const other = await update(created.id, tokens.lead, { names: ['Other'] }, 'phone-4');
      expect(other.statusCode).toBe(409);
      expect((await rows())[0]!.names).toEqual(['Ben', 'Zoe']);
    });
  });
});
