import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionSettings, cashCounts, recordChanges, stores } from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { DATE_RULE_CLOCKS, settableClock, storeDayAt } from '../../../test/support/clock';

/*
 * Who moved a count's deposit and when, by the portal's clock; which counts need a reason as the
 * chain's tolerance changes; and a count saved by two people, each named in its history.
 */

const { at: start, zone } = DATE_RULE_CLOCKS[0];
// The store's today at the clock's start (the evening before UTC's date in Los Angeles).
const day = storeDayAt(zone, start);
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

const clock = settableClock(start);
let t: TestContext;
let storeId: number;
let otherStore: number;
const token: Record<string, string> = {};
const name: Record<string, string> = {};
const call = apiCaller(() => t);
const url = `/api/cash-count/STORE/${day}`;
const countUrl = () => url.replace('STORE', String(storeId));

/** A drawer that should hold $100 in twenties and holds `actual` dollars. */
const drawer = (actual: string, lead = 'Zoe') => ({
  leads: { close_lead: lead },
  cashier: { expected: { b20: '100' }, actual: { b20: actual } },
});

async function person(key: string, options: Parameters<typeof makeUser>[1]) {
  const user = await makeUser(t, { username: `${key}_${Date.now().toString(36)}`, ...options });
  token[key] = tokenFor(t.app, user);
  name[key] = `${user.firstName} ${user.lastName}`;
}

const row = async () => (await t.db.select().from(cashCounts))[0];

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  storeId = (await makeStore(t.db, { timeZone: zone })).id;
  otherStore = (await makeStore(t.db, { timeZone: zone })).id;
  await person('lead', { links: [{ storeId, role: 'ROLE_SHIFT_LEAD' }] });
  await person('manager', { links: [{ storeId, role: 'ROLE_MANAGER' }] });
  await person('otherManager', { links: [{ storeId: otherStore, role: 'ROLE_MANAGER' }] });
  await person('admin', { baseRoles: ['ROLE_ADMIN'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(start);
  await t.db.delete(cashCounts);
  await t.db.delete(recordChanges);
  await t.db.update(stores).set({ cashToleranceCents: null });
  await t.db.update(actionSettings).set({ cashToleranceCents: 500, cashCountActions: false });
});

describe('the deposit of a count, with who and when', () => {
  it('names the depositor and the verifier with the moments on the portal clock, and keeps both in the history', async () => {
    expect((await call('POST', countUrl(), token.lead, { cash_count: drawer('100') })).statusCode).toBe(200);
    clock.set(minutes(30));
    const deposited = await call('POST', `${countUrl()}/deposit`, token.lead, { bag: 'B-77' });
    expect(deposited.statusCode).toBe(200);
    expect(deposited.json().data.deposit).toMatchObject({
      status: 'deposited',
      bag: 'B-77',
      deposited_by: name.lead,
      deposited_at: minutes(30).toISOString(),
      verified_by: null,
      verified_at: null,
    });

    // Refused: a shift lead may not verify, nor a manager of another store; nothing moves.
    const before = await row();
    expect((await call('POST', `${countUrl()}/deposit/verify`, token.lead)).statusCode).toBe(403);
    expect((await call('POST', `${countUrl()}/deposit/verify`, token.otherManager)).statusCode).toBe(403);
    expect(await row()).toEqual(before);

    clock.set(minutes(95));
    const verified = await call('POST', `${countUrl()}/deposit/verify`, token.manager);
    expect(verified.statusCode).toBe(200);
    const seen = (await call('GET', countUrl(), token.lead)).json().data;
    expect(seen.deposit).toMatchObject({
      status: 'verified',
      deposited_by: name.lead,
      deposited_at: minutes(30).toISOString(),
      verified_by: name.manager,
      verified_at: minutes(95).toISOString(),
    });
    expect(seen.record.history.map((h: { by: string; changes: { field: string; after: string }[] }) => h.by)).toEqual([
      name.manager,
      name.lead,
    ]);
    expect(seen.record.history[0].changes).toEqual([{ field: 'Deposit', before: 'Deposited', after: 'Verified' }]);

    // A second verification is refused and the first one's who and when stay.
    clock.set(minutes(120));
    const again = await call('POST', `${countUrl()}/deposit/verify`, token.admin);
    expect(again.statusCode).toBe(409);
    expect(await row()).toMatchObject({ depositVerifiedAt: minutes(95), depositedAt: minutes(30) });
  });
});

describe("the chain's tolerance", () => {
  const chain = (tolerance: unknown, who = token.admin) => call('PUT', '/api/cash-tolerance', who, { tolerance });

  it('decides which counts need a reason once changed, until the store sets its own', async () => {
    expect((await chain(10)).statusCode).toBe(200);
    const wide = await call('POST', countUrl(), token.lead, { cash_count: drawer('92') });
    expect(wide.statusCode).toBe(200);
    expect(wide.json().data.over_short).toEqual({ tolerance: 10, flagged: false, reason: '' });

    expect((await chain(2)).statusCode).toBe(200);
    expect((await call('GET', `/api/stores/${storeId}/cash-tolerance`, token.lead)).json().data).toEqual({
      own: null,
      chain: 2,
      effective: 2,
    });
    const before = await row();
    const refused = await call('POST', countUrl(), token.lead, { cash_count: drawer('97', 'Ann') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.over_short_reason[0]).toMatch(/\$3\.00 short.*tolerance of \$2\.00/);
    expect(await row()).toEqual(before);

    // The store's own tolerance wins over the chain's lower one: the same count needs no reason.
    expect((await call('PUT', `/api/stores/${storeId}/cash-tolerance`, token.admin, { tolerance: 4 })).statusCode).toBe(
      200,
    );
    const own = await call('POST', countUrl(), token.lead, { cash_count: drawer('97', 'Ann') });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.over_short).toEqual({ tolerance: 4, flagged: false, reason: '' });
  });

  it('refuses a bad or unauthorised chain value and keeps the one set', async () => {
    expect((await chain(3)).statusCode).toBe(200);
    for (const bad of [-1, '4', null, 100_001]) expect((await chain(bad)).statusCode).toBe(422);
    expect((await chain(9, token.manager)).statusCode).toBe(403);
    const [settings] = await t.db.select().from(actionSettings);
    expect(settings!.cashToleranceCents).toBe(300);
  });
});

describe('a count saved by two people', () => {
  it('shows who wrote it, who changed it last, and each change with its author', async () => {
    await call('POST', countUrl(), token.lead, { cash_count: drawer('100', 'Ann') });
    await call('POST', countUrl(), token.manager, { cash_count: drawer('100', 'Bea') });
    await call('POST', countUrl(), token.lead, { cash_count: drawer('101', 'Bea') });
    const { record } = (await call('GET', countUrl(), token.manager)).json().data;
    expect(record.created.by).toBe(name.lead);
    expect(record.updated.by).toBe(name.lead);
    expect(record.history).toHaveLength(2);
    const [latest, first] = record.history;
    expect(first.by).toBe(name.manager);
    expect(first.changes).toEqual([{ field: 'Closing Shift Lead', before: 'Ann', after: 'Bea' }]);
    expect(latest.by).toBe(name.lead);
    expect(latest.changes).toEqual(
      expect.arrayContaining([{ field: 'Cashier Actual $20', before: '$100.00', after: '$101.00' }]),
    );
    expect(Date.parse(latest.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
  });
});
