import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionSettings, cashCounts, correctiveActions, media, recordChanges, stores } from '../../db/schema/index';
import { makeUser, noonOf, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

/* The store's tolerance, the reason a count beyond it needs, its deposit, and its history. */

let t: TestContext;
let tokens: Record<'barista' | 'barista2' | 'manager' | 'manager2' | 'editor' | 'franchisee', string>;
let admin: string;
let store1: number;
let store2: number;
const day = '2025-03-14';
const url = (storeId: number, date = day) => `/api/cash-count/${storeId}/${date}`;
const toleranceUrl = (storeId: number) => `/api/stores/${storeId}/cash-tolerance`;

const call = apiCaller(() => t);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = `data:image/png;base64,${PNG.toString('base64')}`;

/** A drawer that should hold $100 in twenties and holds `actual` dollars. */
const drawer = (actual: string, notes = '') => ({
  leads: { close_lead: 'Zoe', notes },
  cashier: { expected: { b20: '100' }, actual: { b20: actual } },
});

beforeAll(async () => {
  // The day the tests write is the stores' today.
  t = await startTestApp({}, { now: noonOf(day) });
  await makeRole(t.db, 'ROLE_TOLERANCE', ['cash-count-view', 'cash-tolerance-edit'], 'Tolerance keeper');
  ({ store1, store2, tokens } = await twoStoresWithStaff(t, {
    barista: { store: 1, role: 'ROLE_BARISTA' },
    barista2: { store: 2, role: 'ROLE_BARISTA' },
    manager: { store: 1, role: 'ROLE_MANAGER' },
    manager2: { store: 1, role: 'ROLE_MANAGER' },
    editor: { store: 1, role: 'ROLE_TOLERANCE' },
    franchisee: { store: 1, role: 'ROLE_FRANCHISEE' },
  }));
  admin = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_ADMIN'] }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cashCounts);
  await t.db.delete(recordChanges);
  await t.db.delete(correctiveActions);
  await t.db.update(stores).set({ cashToleranceCents: null });
  await t.db.update(actionSettings).set({ cashToleranceCents: 500, cashCountActions: false });
});

describe('the over/short of a count against the tolerance', () => {
  it('needs a reason for a count $6 short, not for one $4 short, and stores nothing without it', async () => {
    const refused = await call('POST', url(store1), tokens.barista, { cash_count: drawer('94') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.over_short_reason[0]).toMatch(/\$6\.00 short.*tolerance of \$5\.00/);
    expect(await t.db.select().from(cashCounts)).toEqual([]);

    const within = await call('POST', url(store1), tokens.barista, { cash_count: drawer('96') });
    expect(within.statusCode).toBe(200);
    expect(within.json().data.over_short).toEqual({ tolerance: 5, flagged: false, reason: '' });
    expect(within.json().data.tolerance).toEqual({ own: null, chain: 5, effective: 5 });

    const explained = await call('POST', url(store1), tokens.barista, {
      cash_count: drawer('94'),
      over_short_reason: ' A $5 note went to the tip jar ',
    });
    expect(explained.statusCode).toBe(200);
    expect(explained.json().data.over_short).toEqual({
      tolerance: 5,
      flagged: true,
      reason: 'A $5 note went to the tip jar',
    });
    const [row] = await t.db.select().from(cashCounts);
    expect(row).toMatchObject({ toleranceCents: 500, flagged: true, totalDiscrepancyCents: -600 });
  });

  it('keeps the reason saved before when a save leaves it out, and refuses to clear it while beyond', async () => {
    await call('POST', url(store1), tokens.barista, {
      cash_count: drawer('107'),
      over_short_reason: 'Float miscounted',
    });
    const again = await call('POST', url(store1), tokens.barista, { cash_count: drawer('107', 'Recounted') });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.over_short.reason).toBe('Float miscounted');
    const cleared = await call('POST', url(store1), tokens.barista, {
      cash_count: drawer('107'),
      over_short_reason: '',
    });
    expect(cleared.statusCode).toBe(422);
    const [row] = await t.db.select().from(cashCounts);
    expect(row!.overShortReason).toBe('Float miscounted');
  });

  it('refuses a reason that is not text or too long, and writes nothing', async () => {
    for (const reason of [12, 'x'.repeat(1001)]) {
      const res = await call('POST', url(store1), tokens.barista, {
        cash_count: drawer('94'),
        over_short_reason: reason,
      });
      expect(res.statusCode).toBe(422);
    }
    expect(await t.db.select().from(cashCounts)).toEqual([]);
  });
});

describe("a store's own tolerance", () => {
  it("wins over the chain's, for the count and for the action it raises", async () => {
    await t.db.update(actionSettings).set({ cashCountActions: true });
    const set = await call('PUT', toleranceUrl(store1), tokens.editor, { tolerance: 10 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ own: 10, chain: 5, effective: 10 });

    const own = await call('POST', url(store1), tokens.barista, { cash_count: drawer('94') });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.over_short).toMatchObject({ tolerance: 10, flagged: false });
    expect(await t.db.select().from(correctiveActions)).toEqual([]);

    // The other store still follows the chain: the same $6 needs a reason and raises an action.
    expect((await call('POST', url(store2), tokens.barista2, { cash_count: drawer('94') })).statusCode).toBe(422);
    const chain = await call('POST', url(store2), tokens.barista2, {
      cash_count: drawer('94'),
      over_short_reason: 'Till',
    });
    expect(chain.statusCode).toBe(200);
    const actions = await t.db.select().from(correctiveActions);
    expect(actions.map((a) => [a.storeId, a.source])).toEqual([[store2, 'cash-count']]);
    expect(actions[0]!.description).toContain('beyond the tolerance of $5.00');
  });

  it('returns to the chain with null, and the chain-wide value follows the chain setting', async () => {
    await call('PUT', toleranceUrl(store1), tokens.editor, { tolerance: 2.5 });
    const back = await call('PUT', toleranceUrl(store1), tokens.editor, { tolerance: null });
    expect(back.json().data).toEqual({ own: null, chain: 5, effective: 5 });
    expect((await call('PUT', '/api/cash-tolerance', admin, { tolerance: 7.5 })).statusCode).toBe(200);
    const read = await call('GET', toleranceUrl(store1), tokens.barista);
    expect(read.json().data).toEqual({ own: null, chain: 7.5, effective: 7.5 });
    const [settings] = await t.db.select().from(actionSettings);
    expect(settings!.cashToleranceCents).toBe(750);
  });

  it('is set only with cash-tolerance-edit at that store; the chain only with a chain-wide grant', async () => {
    expect((await call('PUT', toleranceUrl(store1), undefined, { tolerance: 9 })).statusCode).toBe(401);
    expect((await call('PUT', toleranceUrl(store1), tokens.barista, { tolerance: 9 })).statusCode).toBe(403);
    expect((await call('PUT', toleranceUrl(store2), tokens.editor, { tolerance: 9 })).statusCode).toBe(403);
    expect((await call('PUT', '/api/cash-tolerance', tokens.editor, { tolerance: 9 })).statusCode).toBe(403);
    expect((await call('GET', toleranceUrl(store2), tokens.barista)).statusCode).toBe(403);
    for (const body of [{ tolerance: -1 }, { tolerance: '5' }, {}, { tolerance: 100_001 }]) {
      expect((await call('PUT', toleranceUrl(store1), tokens.editor, body)).statusCode).toBe(422);
    }
    expect((await call('PUT', '/api/cash-tolerance', admin, { tolerance: null })).statusCode).toBe(422);
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store1));
    expect(row!.cashToleranceCents).toBeNull();
  });
});

describe('the deposit of a count', () => {
  const deposit = (token: string, body: object = { bag: 'B-1042' }, date = day) =>
    call('POST', `${url(store1, date)}/deposit`, token, body);
  const verify = (token: string, date = day) => call('POST', `${url(store1, date)}/deposit/verify`, token);

  it('moves Counted → Deposited with a bag and slip photo → Verified by someone else', async () => {
    expect((await deposit(tokens.barista)).statusCode).toBe(404);
    const saved = await call('POST', url(store1), tokens.barista, { cash_count: drawer('100') });
    expect(saved.json().data.deposit).toMatchObject({ status: 'counted', may_deposit: true, may_verify: false });

    const made = await deposit(tokens.barista, { bag: 'B-1042', file: PHOTO, filename: 'slip.png' });
    expect(made.statusCode).toBe(200);
    const data = made.json().data.deposit;
    expect(data).toMatchObject({ status: 'deposited', bag: 'B-1042', may_deposit: false, may_verify: false });
    expect(data.deposited_by).toMatch(/^Test user_/);
    expect(data.slips).toHaveLength(1);
    expect(await t.db.select().from(media).where(eq(media.ownerType, 'cash-deposit-slip'))).toHaveLength(1);
    expect((await deposit(tokens.barista, { bag: 'B-9' })).statusCode).toBe(409);

    const seen = await call('GET', url(store1), tokens.manager);
    expect(seen.json().data.deposit).toMatchObject({ may_verify: true, verify_refusal: null });
    expect((await verify(tokens.barista)).statusCode).toBe(403);
    const verified = await verify(tokens.manager);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.deposit).toMatchObject({ status: 'verified', may_verify: false });
    expect(verified.json().data.deposit.verified_at).not.toBeNull();
    expect((await verify(tokens.manager2)).statusCode).toBe(409);
  });

  it('refuses verification by the person who deposited, and accepts it from someone else', async () => {
    await call('POST', url(store1), tokens.manager, { cash_count: drawer('100') });
    await deposit(tokens.manager);
    const own = await call('GET', url(store1), tokens.manager);
    expect(own.json().data.deposit).toMatchObject({
      may_verify: false,
      verify_refusal: expect.stringMatching(/someone else/),
    });
    const refused = await verify(tokens.manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You deposited this cash: someone else must verify the deposit');
    const [still] = await t.db.select().from(cashCounts);
    expect(still!.depositStatus).toBe('deposited');
    expect((await verify(tokens.manager2)).statusCode).toBe(200);
  });

  it('refuses a count whose total deposit is $0.00 or less with a 422 on the total, and nothing changes', async () => {
    for (const actual of ['0', '-20']) {
      await t.db.delete(cashCounts);
      const saved = await call('POST', url(store1), tokens.barista, {
        cash_count: { cashier: { expected: { b20: '0' }, actual: { b20: actual } } },
        over_short_reason: 'Refund paid from the till',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.totals.total_deposit).toBe(Number(actual));
      const refused = await deposit(tokens.barista);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.total_deposit).toEqual([
        'The total deposit must be more than $0.00: count the cash before recording its deposit',
      ]);
      const [row] = await t.db.select().from(cashCounts);
      expect(row!).toMatchObject({ depositStatus: 'counted', depositBag: null });
      expect(await t.db.select().from(recordChanges)).toHaveLength(0);
    }
  });

  it('lets one of two deposits made at once win; the other is a 409', async () => {
    await call('POST', url(store1), tokens.barista, { cash_count: drawer('100') });
    const both = await Promise.all([deposit(tokens.barista, { bag: 'A' }), deposit(tokens.manager, { bag: 'B' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const changes = await t.db.select().from(recordChanges);
    expect(changes).toHaveLength(1);
  });

  it('needs cash-count-create or -update to deposit and cash-deposit-verify to verify, at the store', async () => {
    await call('POST', url(store1), tokens.barista, { cash_count: drawer('100') });
    expect((await deposit(tokens.franchisee)).statusCode).toBe(403);
    expect((await call('POST', `${url(store1)}/deposit`, tokens.barista2, { bag: '1' })).statusCode).toBe(403);
    expect((await verify(tokens.manager)).statusCode).toBe(409);
    for (const body of [{}, { bag: '' }, { bag: 'x'.repeat(101) }, { bag: '7', file: 'data:text/plain;base64,aGk=' }]) {
      expect((await deposit(tokens.barista, body)).statusCode).toBe(422);
    }
    const [row] = await t.db.select().from(cashCounts);
    expect(row!.depositStatus).toBe('counted');
  });
});

describe("a count's history", () => {
  it('shows each change with its before and after: cells, totals, reason and deposit moves', async () => {
    await call('POST', url(store1), tokens.barista, { cash_count: drawer('100') });
    await call('POST', url(store1), tokens.manager, { cash_count: drawer('93'), over_short_reason: 'Refund not rung' });
    await deposit(tokens.barista);
    await call('POST', `${url(store1)}/deposit/verify`, tokens.manager);
    const record = (await call('GET', url(store1), tokens.franchisee)).json().data.record;
    expect(record.created.by).toMatch(/^Test user_/);
    const [verified, deposited, changed] = record.history;
    expect(verified.changes).toEqual([{ field: 'Deposit', before: 'Deposited', after: 'Verified' }]);
    expect(deposited.changes).toEqual(
      expect.arrayContaining([
        { field: 'Deposit', before: 'Counted', after: 'Deposited' },
        { field: 'Bag number', before: '', after: 'B-1042' },
      ]),
    );
    expect(changed.changes).toEqual([
      { field: 'Cashier Actual $20', before: '$100.00', after: '$93.00' },
      { field: 'Total Deposit', before: '$100.00', after: '$93.00' },
      { field: 'Total Discrepancy', before: '$0.00', after: '-$7.00' },
      { field: 'Reason for the over/short', before: '', after: 'Refund not rung' },
    ]);
    expect(record.history).toHaveLength(3);
  });

  function deposit(token: string) {
    return call('POST', `${url(store1)}/deposit`, token, { bag: 'B-1042' });
  }
});
