import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cashCounts,
  checklistNames,
  checklists,
  commSheets,
  keyReleases,
  media,
  recordChanges,
  wasteLogEntries,
} from '../src/db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { makeStore, startTestApp, type TestContext } from './harness';
import { apiCaller, makeRole, signedInPeople } from './fixtures/people';

/*
 * Every record of a store's day follows the store's today, not the server's or UTC's (DESIGN §8,
 * issue 32 findings 1, 6 and 7): no day after it, a day before it only with the record's edit
 * permission. The clock is fixed where a store's today is not UTC's: 05:00 UTC is 21:00 of the
 * day before in Portland, 23:00 UTC is 08:00 of the day after in Tokyo.
 */

/** A 1×1 PNG, as the page sends a photo. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const CLOCKS = [
  { at: '2026-11-28T05:00:00Z', zone: 'America/Los_Angeles', today: '2026-11-27', utcToday: '2026-11-28' },
  { at: '2026-11-28T23:00:00Z', zone: 'Asia/Tokyo', today: '2026-11-29', utcToday: '2026-11-28' },
] as const;

let t: TestContext;
let clock = new Date(CLOCKS[0].at);
const store = {} as Record<string, number>;
const task = {} as Record<string, number>;
let tokens: Record<'barista' | 'lead' | 'manager' | 'manager2' | 'keeper', string>;

const call = apiCaller(() => t);

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock });
  for (const { zone } of CLOCKS) {
    store[zone] = (await makeStore(t.db, { title: zone, timeZone: zone })).id;
    const [row] = await t.db
      .insert(checklists)
      .values({ storeId: store[zone]!, type: 'close', task: 'Mop floors', sortOrder: 1 })
      .returning({ id: checklists.id });
    task[zone] = row!.id;
  }
  await makeRole(t.db, 'KEY_KEEPER', ['key-release-log-view', 'key-release-log-create']);
  const at = (role: string) => ({ links: CLOCKS.map(({ zone }) => ({ storeId: store[zone]!, role })) });
  tokens = await signedInPeople(t, {
    barista: at('ROLE_BARISTA'),
    lead: at('ROLE_SHIFT_LEAD'),
    manager: at('ROLE_MANAGER'),
    manager2: at('ROLE_MANAGER'),
    keeper: at('KEY_KEEPER'),
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const table of [media, commSheets, checklistNames, cashCounts, wasteLogEntries, keyReleases, recordChanges])
    await t.db.delete(table);
});

/** Each daily record: how a save of a store's day is sent, who keeps the day, and its rows. */
const RECORDS = [
  {
    name: 'comm sheet (Closing Shift)',
    staff: 'barista',
    save: (storeId: number, date: string, token: string) =>
      call('POST', `/api/comm-sheet/${storeId}/${date}`, token, { type: 'close', names: ['Ana'], comments: '' }),
    rows: () => t.db.select().from(commSheets),
  },
  {
    name: 'daily checklist',
    staff: 'barista',
    save: (storeId: number, date: string, token: string) =>
      call('POST', `/api/daily-checklist/${date}`, token, {
        names: [{ checklist_id: taskOf(storeId), name: 'Ana' }],
      }),
    rows: () => t.db.select().from(checklistNames),
  },
  {
    name: 'cash count',
    staff: 'barista',
    save: (storeId: number, date: string, token: string) =>
      call('POST', `/api/cash-count/${storeId}/${date}`, token, { cash_count: { leads: { close_lead: 'Ana' } } }),
    rows: () => t.db.select().from(cashCounts),
  },
  {
    name: 'waste log',
    staff: 'barista',
    save: (storeId: number, date: string, token: string) =>
      call('POST', `/api/wastelog/${storeId}/${date}`, token, {
        wastelog: [{ description: 'Oat milk', qty: 1, value: 3 }],
      }),
    rows: () => t.db.select().from(wasteLogEntries),
  },
  {
    name: 'key release',
    staff: 'keeper',
    save: (storeId: number, date: string, token: string) =>
      call('POST', `/api/key-release/${storeId}`, token, {
        building: 1,
        first_name: 'Lena',
        last_name: 'Kowalski',
        time_given: date,
      }),
    rows: () => t.db.select().from(keyReleases),
  },
] as const;

function taskOf(storeId: number): number {
  const zone = Object.keys(store).find((z) => store[z] === storeId)!;
  return task[zone]!;
}

describe.each(CLOCKS)("at $at, a store in $zone (its today $today, UTC's $utcToday)", (c) => {
  beforeEach(() => {
    clock = new Date(c.at);
  });

  describe.each(RECORDS)('the $name', (record) => {
    it("is saved for the store's today by its staff", async () => {
      const res = await record.save(store[c.zone]!, c.today, tokens[record.staff]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await record.rows()).toHaveLength(1);
    });

    it("refuses the day after the store's today, and nine days ahead, with 422 for anyone; nothing is written", async () => {
      for (const date of [addDays(c.today, 1), addDays(c.today, 9)]) {
        for (const token of [tokens[record.staff], tokens.manager]) {
          const res = await record.save(store[c.zone]!, date, token);
          expect(res.statusCode).toBe(422);
          expect(res.json().message).toBe(`The date cannot be in the future (today is ${c.today})`);
        }
      }
      expect(await record.rows()).toEqual([]);
    });

    it("takes UTC's today as the store's calendar says: future in Portland, a past day in Tokyo", async () => {
      const res = await record.save(store[c.zone]!, c.utcToday, tokens[record.staff]);
      expect(res.statusCode).toBe(c.utcToday > c.today ? 422 : 403);
      expect(await record.rows()).toEqual([]);
    });

    it("keeps a past day to the record's edit permission: refused to the staff (403), saved by a manager", async () => {
      const yesterday = addDays(c.today, -1);
      expect((await record.save(store[c.zone]!, yesterday, tokens[record.staff])).statusCode).toBe(403);
      expect(await record.rows()).toEqual([]);
      expect((await record.save(store[c.zone]!, yesterday, tokens.manager)).statusCode).toBe(200);
      expect(await record.rows()).toHaveLength(1);
    });
  });

  it("lets a barista and a shift lead save the Closing Shift of the store's today, and change it after", async () => {
    const storeId = store[c.zone]!;
    const made = await call('POST', `/api/comm-sheet/${storeId}/${c.today}`, tokens.barista, {
      type: 'close',
      names: ['Ben'],
      comments: '<p>Closed</p>',
    });
    expect(made.statusCode).toBe(200);
    const changed = await call('PUT', `/api/comm-sheet/${made.json().data.id}`, tokens.lead, { names: ['Ben', 'Zoe'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.names).toEqual(['Ben', 'Zoe']);
  });

  it("a past day's comm sheet and its photos are changed only with communication-log-edit", async () => {
    const storeId = store[c.zone]!;
    const yesterday = addDays(c.today, -1);
    const made = await call('POST', `/api/comm-sheet/${storeId}/${yesterday}`, tokens.manager, {
      type: 'close',
      names: ['Ben'],
      comments: '',
      file: PHOTO,
      filename: 'till.png',
    });
    const id = made.json().data.id as number;
    expect((await call('PUT', `/api/comm-sheet/${id}`, tokens.barista, { names: ['Eve'] })).statusCode).toBe(403);
    expect((await call('PUT', `/api/comm-sheet/${id}`, tokens.lead, { names: ['Eve'] })).statusCode).toBe(403);
    expect((await call('PUT', `/api/comm-sheet/${id}`, tokens.manager, { names: ['Ana'] })).statusCode).toBe(200);
    expect((await t.db.select().from(commSheets))[0]!.names).toEqual(['Ana']);
    const [file] = made.json().data.files as { url: string }[];
    expect((await call('DELETE', file!.url, tokens.barista)).statusCode).toBe(403);
    expect((await t.db.select().from(media)).length).toBe(1);
    expect((await call('DELETE', file!.url, tokens.manager)).statusCode).toBe(200);
  });
});

describe('a deposited count', () => {
  const { zone, today } = CLOCKS[0];
  const url = () => `/api/cash-count/${store[zone]}/${today}`;
  const count = (closeLead: string) => ({
    cash_count: { leads: { close_lead: closeLead }, cashier: { expected: { b20: '100' }, actual: { b20: '100' } } },
  });

  beforeEach(async () => {
    clock = new Date(CLOCKS[0].at);
    expect((await call('POST', url(), tokens.barista, count('Ana'))).statusCode).toBe(200);
    expect((await call('POST', `${url()}/deposit`, tokens.manager, { bag: 'B-7' })).statusCode).toBe(200);
  });

  it('is locked to a barista once deposited, and once verified (403), and nothing changes', async () => {
    expect((await call('POST', url(), tokens.barista, count('Eve'))).statusCode).toBe(403);
    expect((await call('POST', `${url()}/deposit/verify`, tokens.manager2)).statusCode).toBe(200);
    const before = await t.db.select().from(cashCounts);
    const refused = await call('POST', url(), tokens.barista, count('Eve'));
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(cashCounts)).toEqual(before);
  });

  it('changes with cash-count-edit: the verification is taken back, and the history says so', async () => {
    expect((await call('POST', `${url()}/deposit/verify`, tokens.manager2)).statusCode).toBe(200);
    const res = await call('POST', url(), tokens.manager, count('Eve'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.leads.close_lead).toBe('Eve');
    expect(data.deposit).toMatchObject({ status: 'deposited', bag: 'B-7', verified_by: null, verified_at: null });
    const [row] = await t.db.select().from(cashCounts);
    expect(row).toMatchObject({ depositStatus: 'deposited', depositVerifiedBy: null, depositVerifiedAt: null });
    const changes = (data.record.history as { changes: { field: string; before: string; after: string }[] }[]).flatMap(
      (h) => h.changes,
    );
    expect(changes).toContainEqual({ field: 'Deposit', before: 'Verified', after: 'Deposited' });
    expect(changes).toContainEqual({ field: 'Closing Shift Lead', before: 'Ana', after: 'Eve' });
    // Someone other than the depositor verifies it anew.
    expect((await call('POST', `${url()}/deposit/verify`, tokens.manager2)).statusCode).toBe(200);
  });
});
