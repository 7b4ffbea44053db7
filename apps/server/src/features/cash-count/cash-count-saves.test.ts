import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cashCounts, idempotencyKeys } from '../../db/schema/index';
import { noonOf, startTestApp, type TestContext } from '../../../test/harness';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

/** Saves that wait on the phone and conflicts between devices (decision 172), on the cash count. */
let t: TestContext;
let tokens: Record<'lead' | 'manager', string>;
let store1: number;
const day = '2025-03-15';
const url = `/api/cash-count/STORE/${day}`;

function save(token: string, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: url.replace('STORE', String(store1)),
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}
const read = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: url.replace('STORE', String(store1)),
    headers: { authorization: `Bearer ${token}` },
  });
const sheet = (lead: string) => ({ leads: { open_lead: lead }, bar_safe: { open: { b20: '2' } } });
const rows = () =>
  t.db
    .select()
    .from(cashCounts)
    .where(and(eq(cashCounts.storeId, store1), eq(cashCounts.date, day)));

beforeAll(async () => {
  // The day the tests write is the stores' today.
  t = await startTestApp({}, { now: noonOf(day) });
  ({ store1, tokens } = await twoStoresWithStaff(t, {
    lead: { store: 1, role: 'ROLE_MANAGER' },
    manager: { store: 1, role: 'ROLE_MANAGER' },
  }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cashCounts);
  await t.db.delete(idempotencyKeys);
});

describe('POST /api/cash-count/{storeId}/{date} with an Idempotency-Key', () => {
  it('stores once and answers the first answer again to the same request', async () => {
    const body = { cash_count: sheet('Ben'), based_on: null };
    const first = await save(tokens.lead, body, 'phone-1');
    expect(first.statusCode).toBe(200);
    const again = await save(tokens.lead, body, 'phone-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toHaveLength(1);
    const [key] = await t.db.select().from(idempotencyKeys);
    expect(key!.scope).toBe(`cash-count:${store1}:${day}`);
  });

  it('refuses the same key with another request (409) and keeps the first save', async () => {
    await save(tokens.lead, { cash_count: sheet('Ben') }, 'phone-2');
    const other = await save(tokens.lead, { cash_count: sheet('Zoe') }, 'phone-2');
    expect(other.statusCode).toBe(409);
    expect((await read(tokens.lead)).json().data.leads.open_lead).toBe('Ben');
  });
});

describe('POST /api/cash-count/{storeId}/{date} with based_on', () => {
  it('exposes the version and refuses a save based on an older one (409), keeping the first', async () => {
    const before = (await read(tokens.lead)).json().data;
    expect(before.version).toBeNull();
    const first = await save(tokens.manager, { cash_count: sheet('Ann'), based_on: before.version });
    expect(first.statusCode).toBe(200);
    const version = first.json().data.version as string;
    expect(version).toBe((await read(tokens.lead)).json().data.version);

    const stale = await save(tokens.lead, { cash_count: sheet('Ben'), based_on: before.version }, 'phone-3');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else saved/);
    expect((await read(tokens.lead)).json().data.leads.open_lead).toBe('Ann');

    // Keep mine: the same edit based on the newer version goes through.
    const mine = await save(tokens.lead, { cash_count: sheet('Ben'), based_on: version }, 'phone-4');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.leads.open_lead).toBe('Ben');
    expect(mine.json().data.version).not.toBe(version);
    expect(await rows()).toHaveLength(1);
  });

  it('still saves without a version, as the spec body does', async () => {
    await save(tokens.manager, { cash_count: sheet('Ann') });
    const res = await save(tokens.lead, { cash_count: sheet('Ben') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.leads.open_lead).toBe('Ben');
  });
});
