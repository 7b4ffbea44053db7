import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cashCounts } from '../../db/schema/index';
import { makeUser, noonOf, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

let t: TestContext;
let tokens: Record<'barista' | 'barista2' | 'franchisee' | 'creator', string>;
let store1: number;
let store2: number;
const day = '2025-03-14';
const url = (storeId: number, date = day) => `/api/cash-count/${storeId}/${date}`;

const call = apiCaller(() => t);

const SHEET = {
  leads: { open_lead: ' Ben ', mid_lead: '', close_lead: 'Zoe', notes: 'Safe checked twice' },
  bar_safe: { open: { b20: '10', b5: '4', c25: '40', c1: 'abc' }, eclose: { b100: '1.9' } },
  starting_bank: { open: { bank1: '150', bank2: '0.1', bank3: '0.2', bank4: 'n/a' } },
  cashier: {
    bank: { b20: '100' },
    expected: { b20: '400', c25: '20.00' },
    paid: { b20: '15.5' },
    actual: { b20: '384.25', c25: '20.10' },
  },
  cashier_names: { name: { b20: 'Ben' }, cinit: { b20: 'BC' }, linit: { b20: 'ZN' } },
  totals: { total_deposit: 1_000_000 },
};

beforeAll(async () => {
  // The day the tests write is the stores' today.
  t = await startTestApp({}, { now: noonOf(day) });
  // A store role that may create a sheet but not change one afterwards.
  await makeRole(t.db, 'ROLE_COUNTER', ['cash-count-view', 'cash-count-create'], 'Counter');
  ({ store1, store2, tokens } = await twoStoresWithStaff(t, {
    creator: { store: 1, role: 'ROLE_COUNTER' },
    barista: { store: 1, role: 'ROLE_BARISTA' },
    barista2: { store: 2, role: 'ROLE_BARISTA' },
    franchisee: { store: 1, role: 'ROLE_FRANCHISEE' },
  }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cashCounts);
});

describe('GET /api/cash-count/{storeId}/{date}', () => {
  it('answers a full sheet of defaults for a day never counted', async () => {
    const res = await call('GET', url(store1), tokens.franchisee);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.leads).toEqual({ open_lead: '', mid_lead: '', close_lead: '', notes: '' });
    expect(Object.keys(data.bar_safe)).toEqual(['open', 'mid', 'bclose', 'eclose']);
    expect(Object.keys(data.bar_safe.open)).toEqual([
      'b100',
      'b50',
      'b20',
      'b10',
      'b5',
      'b1',
      'c50',
      'c25',
      'c10',
      'c5',
      'c1',
    ]);
    expect(data.starting_bank.close).toEqual({ bank1: 0, bank2: 0, bank3: 0, bank4: 0 });
    expect(Object.keys(data.cashier)).toEqual(['bank', 'expected', 'paid', 'actual']);
    expect(data.cashier_names.linit.c1).toBe('');
    expect(data.totals.total_deposit).toBe(0);
  });

  it('answers 401 without a token and 403 for another store', async () => {
    expect((await call('GET', url(store1))).statusCode).toBe(401);
    expect((await call('GET', url(store2), tokens.barista)).statusCode).toBe(403);
  });
});

describe('POST /api/cash-count/{storeId}/{date}', () => {
  it('parses the cells, computes every total in cents and ignores totals sent', async () => {
    const res = await call('POST', url(store1), tokens.barista, { cash_count: SHEET });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Successfully updated Cash Counts');
    const data = body.data;
    expect(data.leads).toEqual({ open_lead: 'Ben', mid_lead: '', close_lead: 'Zoe', notes: 'Safe checked twice' });
    expect(data.bar_safe.open).toMatchObject({ b20: 10, b5: 4, c25: 40, c1: 0 });
    expect(data.bar_safe.eclose.b100).toBe(1);
    expect(data.starting_bank.open).toEqual({ bank1: 150, bank2: 0.1, bank3: 0.2, bank4: 0 });
    expect(data.totals.bar_safe).toEqual({ open: 230, mid: 0, bclose: 0, eclose: 100 });
    expect(data.totals.starting_bank.open).toBe(150.3);
    expect(data.totals.discrepancy.b20).toBe(-0.25);
    expect(data.totals.discrepancy.c25).toBe(0.1);
    expect(data.totals.total_deposit).toBe(404.35);
    expect(data.totals.total_discrepancy).toBe(-0.15);

    const [row] = await t.db.select().from(cashCounts);
    expect(row).toMatchObject({ storeId: store1, date: day, totalDepositCents: 40435, totalDiscrepancyCents: -15 });
    expect(row!.totals.starting_bank.open).toBe(15030);
    const again = await call('GET', url(store1), tokens.barista);
    expect(again.json().data).toEqual(data);
  });

  it('keeps one sheet per store and day: a second save replaces the first', async () => {
    await call('POST', url(store1), tokens.barista, { cash_count: SHEET });
    const res = await call('POST', url(store1), tokens.barista, { cash_count: { leads: { open_lead: 'Lena' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.leads.open_lead).toBe('Lena');
    expect(res.json().data.totals.total_deposit).toBe(0);
    expect(await t.db.select().from(cashCounts)).toHaveLength(1);
  });

  it('needs cash-count-create for the first save and cash-count-update to change it', async () => {
    const first = await call('POST', url(store1), tokens.creator, { cash_count: SHEET });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', url(store1), tokens.creator, { cash_count: { leads: { open_lead: 'Changed' } } });
    expect(second.statusCode).toBe(403);
    const [row] = await t.db.select().from(cashCounts);
    expect(row!.sheet.leads.open_lead).toBe('Ben');
  });

  it('answers 401 without a token, 403 for another store or a view-only role, and writes nothing', async () => {
    expect((await call('POST', url(store1), undefined, { cash_count: SHEET })).statusCode).toBe(401);
    expect((await call('POST', url(store1), tokens.barista2, { cash_count: SHEET })).statusCode).toBe(403);
    expect((await call('POST', url(store1), tokens.franchisee, { cash_count: SHEET })).statusCode).toBe(403);
    expect(await t.db.select().from(cashCounts)).toEqual([]);
  });

  it('refuses wrong types, overlong cells and bad dates with 422 and writes nothing', async () => {
    const bad = [
      { cash_count: { bar_safe: { open: { b20: { n: 1 } } } } },
      { cash_count: { starting_bank: { open: { bank1: true } } } },
      { cash_count: { cashier: { actual: { b5: '1'.repeat(31) } } } },
      { cash_count: { leads: { notes: 'x'.repeat(5001) } } },
      { cash_count: 'everything' },
      {},
    ];
    for (const payload of bad) {
      const res = await call('POST', url(store1), tokens.barista, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect((await call('POST', url(store1, '2025-13-01'), tokens.barista, { cash_count: SHEET })).statusCode).toBe(422);
    expect(await t.db.select().from(cashCounts)).toEqual([]);
  });

  it('answers 404 for a store that does not exist', async () => {
    const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
    const res = await call('POST', url(999999), tokenFor(t.app, admin), { cash_count: SHEET });
    expect(res.statusCode).toBe(404);
  });
});
