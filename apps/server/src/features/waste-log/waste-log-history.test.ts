import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordChanges, wasteLogEntries } from '../../db/schema/index';
import { noonOf, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

let t: TestContext;
let tokens: Record<'lead' | 'barista' | 'barista2' | 'franchisee', string>;
let store1: number;
let store2: number;
const day = '2025-05-02';
const url = (storeId: number, date = day) => `/api/wastelog/${storeId}/${date}`;
const history = (storeId: number, token?: string) => call('GET', `${url(storeId)}/history`, token);

const call = apiCaller(() => t);

beforeAll(async () => {
  // The day the tests write is the stores' today.
  t = await startTestApp({}, { now: noonOf(day) });
  ({ store1, store2, tokens } = await twoStoresWithStaff(t, {
    lead: { store: 1, role: 'ROLE_SHIFT_LEAD' },
    barista: { store: 1, role: 'ROLE_BARISTA' },
    barista2: { store: 2, role: 'ROLE_BARISTA' },
    franchisee: { store: 1, role: 'ROLE_FRANCHISEE' },
  }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(wasteLogEntries);
  await t.db.delete(recordChanges);
});

describe("a day's waste log history", () => {
  it('is null for a day nothing was written on', async () => {
    const res = await history(store1, tokens.franchisee);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('keeps its author across saves and shows each change with its before and after', async () => {
    await call('POST', url(store1), tokens.lead, {
      wastelog: [
        { description: 'Whole milk', qty: '2', value: '4.25' },
        { description: 'Muffin', qty: '1', value: '3' },
      ],
    });
    const first = (await history(store1, tokens.franchisee)).json().data;
    const author = first.created.by;
    expect(first.history).toHaveLength(1);
    expect(first.history[0]).toMatchObject({ by: author });
    expect(first.history[0].changes[0]).toEqual({
      field: 'Waste Log #1',
      before: '',
      after: 'Whole milk: 2 × $4.25 = $8.50',
    });

    await call('POST', url(store1), tokens.barista, {
      wastelog: [{ description: 'Whole milk', qty: '3', value: '4.25' }],
    });
    const record = (await history(store1, tokens.franchisee)).json().data;
    expect(record.created.by).toBe(author);
    expect(record.updated.by).not.toBe(author);
    expect(record.history).toHaveLength(2);
    expect(record.history[0].by).toBe(record.updated.by);
    expect(record.history[0].changes).toEqual([
      { field: 'Waste Log #1', before: 'Whole milk: 2 × $4.25 = $8.50', after: 'Whole milk: 3 × $4.25 = $12.75' },
      { field: 'Waste Log #2', before: 'Muffin: 1 × $3.00 = $3.00', after: '' },
      { field: 'LOSS $', before: '$11.50', after: '$12.75' },
    ]);

    // Emptied, the log still says who wrote it and who emptied it.
    await call('POST', url(store1), tokens.lead, { wastelog: [] });
    const emptied = (await history(store1, tokens.barista)).json().data;
    expect(emptied.history).toHaveLength(3);
    expect(emptied.created.by).toBe(author);
    expect(emptied.history[0].changes.at(-1)).toEqual({ field: 'LOSS $', before: '$12.75', after: '$0.00' });
  });

  it("never mixes another store's log of the same day, and is read only at the caller's store", async () => {
    await call('POST', url(store1), tokens.lead, { wastelog: [{ description: 'Milk', qty: '1', value: '1' }] });
    await call('POST', url(store1), tokens.lead, { wastelog: [{ description: 'Milk', qty: '2', value: '1' }] });
    await call('POST', url(store2), tokens.barista2, { wastelog: [{ description: 'Scone', qty: '1', value: '2' }] });
    const other = (await history(store2, tokens.barista2)).json().data;
    expect(other.history).toHaveLength(1);
    expect(other.history[0].changes[0].after).toBe('Scone: 1 × $2.00 = $2.00');
    expect((await history(store1)).statusCode).toBe(401);
    expect((await history(store1, tokens.barista2)).statusCode).toBe(403);
    expect((await call('GET', `/api/wastelog/${store1}/2025-02-30/history`, tokens.lead)).statusCode).toBe(422);
  });
});
