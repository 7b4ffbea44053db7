import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wasteLogEntries } from '../../db/schema/index';
import { noonOf, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

let t: TestContext;
let tokens: Record<'lead' | 'lead2' | 'barista' | 'barista2' | 'sheetsOnly' | 'franchisee', string>;
let store1: number;
const day = '2025-05-02';
const url = (storeId: number, date = day) => `/api/wastelog/${storeId}/${date}`;

const call = apiCaller(() => t);
const rows = () => t.db.select().from(wasteLogEntries);

beforeAll(async () => {
  // The day the tests write is the stores' today.
  t = await startTestApp({}, { now: noonOf(day) });
  await makeRole(t.db, 'ROLE_SHEETS_ONLY', ['communication-log-view']);
  ({ store1, tokens } = await twoStoresWithStaff(t, {
    lead: { store: 1, role: 'ROLE_SHIFT_LEAD' },
    lead2: { store: 2, role: 'ROLE_SHIFT_LEAD' },
    // Baristas view and fill in their store's waste log in the standard grants.
    barista: { store: 1, role: 'ROLE_BARISTA' },
    barista2: { store: 2, role: 'ROLE_BARISTA' },
    // A store role an administrator gave the communication sheet only.
    sheetsOnly: { store: 1, role: 'ROLE_SHEETS_ONLY' },
    franchisee: { store: 1, role: 'ROLE_FRANCHISEE' },
  }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(wasteLogEntries);
});

describe('waste log', () => {
  it('saves the lines, computes LOSS $ in cents and drops lines without a description with a warning', async () => {
    const res = await call('POST', url(store1), tokens.lead, {
      wastelog: [
        { description: ' Whole milk (gallon) ', qty: '2', value: '4.25', loss: 9999 },
        { description: '', qty: '1', value: '3' },
        { description: 'Blueberry muffin', qty: 3, value: 0.1 },
        { description: null, qty: null, value: null },
        { description: 'Cold brew (half batch)', qty: '0.5', value: 'n/a' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.warnings).toEqual(['Missing description on Waste Log #2', 'Missing description on Waste Log #4']);
    expect(body.message).toBe(
      'Successfully saved Waste Logs. Missing description on Waste Log #2. Missing description on Waste Log #4',
    );
    expect(body.data).toEqual([
      { id: expect.any(Number), description: 'Whole milk (gallon)', qty: 2, value: 4.25, loss: 8.5 },
      { id: expect.any(Number), description: 'Blueberry muffin', qty: 3, value: 0.1, loss: 0.3 },
      { id: expect.any(Number), description: 'Cold brew (half batch)', qty: 0.5, value: 0, loss: 0 },
    ]);
    expect((await rows()).map((r) => r.lossCents).sort((a, b) => a - b)).toEqual([0, 30, 850]);

    const read = await call('GET', url(store1), tokens.franchisee);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(body.data);
    expect((await call('GET', url(store1, '2025-05-03'), tokens.lead)).json().data).toEqual([]);
  });

  it("replaces the day's lines on each save", async () => {
    await call('POST', url(store1), tokens.lead, {
      wastelog: [
        { description: 'A', qty: 1, value: 1 },
        { description: 'B', qty: 1, value: 1 },
      ],
    });
    const res = await call('POST', url(store1), tokens.lead, { wastelog: [{ description: 'C', qty: 2, value: 1 }] });
    expect(res.json().data.map((d: { description: string }) => d.description)).toEqual(['C']);
    expect(res.json().warnings).toEqual([]);
    expect(await rows()).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', url(store1))).statusCode).toBe(401);
    expect((await call('POST', url(store1), undefined, { wastelog: [] })).statusCode).toBe(401);
  });

  it('answers 403 for another store, without waste-log permissions, or view-only, and writes nothing', async () => {
    const payload = { wastelog: [{ description: 'A', qty: 1, value: 1 }] };
    expect((await call('GET', url(store1), tokens.lead2)).statusCode).toBe(403);
    expect((await call('POST', url(store1), tokens.lead2, payload)).statusCode).toBe(403);
    expect((await call('GET', url(store1), tokens.sheetsOnly)).statusCode).toBe(403);
    expect((await call('POST', url(store1), tokens.sheetsOnly, payload)).statusCode).toBe(403);
    expect((await call('GET', url(store1), tokens.barista2)).statusCode).toBe(403);
    expect((await call('POST', url(store1), tokens.barista2, payload)).statusCode).toBe(403);
    expect((await call('POST', url(store1), tokens.franchisee, payload)).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it("lets a barista view and fill in their own store's waste log with the standard grants", async () => {
    const saved = await call('POST', url(store1), tokens.barista, {
      wastelog: [{ description: 'Oat milk (carton)', qty: 1, value: '3.10' }],
    });
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', url(store1), tokens.barista);
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain('Oat milk (carton)');
    expect(await rows()).toHaveLength(1);
  });

  it('refuses wrong types and oversized input with 422 and writes nothing', async () => {
    await call('POST', url(store1), tokens.lead, { wastelog: [{ description: 'Keep me', qty: 1, value: 1 }] });
    const bad = [
      { wastelog: [{ description: 5, qty: 1, value: 1 }] },
      { wastelog: [{ description: 'A', qty: { n: 1 }, value: 1 }] },
      { wastelog: [{ description: 'x'.repeat(501), qty: 1, value: 1 }] },
      { wastelog: Array.from({ length: 201 }, () => ({ description: 'A' })) },
      { wastelog: 'milk' },
    ];
    for (const payload of bad) expect((await call('POST', url(store1), tokens.lead, payload)).statusCode).toBe(422);
    expect((await call('POST', url(store1, '2025-02-29'), tokens.lead, { wastelog: [] })).statusCode).toBe(422);
    expect((await rows()).map((r) => r.description)).toEqual(['Keep me']);
  });
});
