import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keyReleases } from '../../db/schema/index';
import { noonOf, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';
import { neutral, parseCsv } from '../../../test/support/csv';

let t: TestContext;
let tokens: Record<'manager' | 'manager2' | 'lead' | 'barista' | 'keeper', string>;
let store1: number;
let store2: number;
/** The stores' today; the keys of the tests are given on 06-10 and back on 06-12. */
let today = '2025-06-12';

const call = apiCaller(() => t);
const rows = () => t.db.select().from(keyReleases).orderBy(keyReleases.id);

beforeAll(async () => {
  t = await startTestApp({}, { now: () => noonOf(today)() });
  await makeRole(t.db, 'KEY_KEEPER', ['key-release-log-view', 'key-release-log-create']);
  ({ store1, store2, tokens } = await twoStoresWithStaff(t, {
    manager: { store: 1, role: 'ROLE_MANAGER' },
    manager2: { store: 2, role: 'ROLE_MANAGER' },
    lead: { store: 1, role: 'ROLE_SHIFT_LEAD' },
    barista: { store: 1, role: 'ROLE_BARISTA' },
    // Gives keys out and takes them back, but may not rewrite a closed loan.
    keeper: { store: 1, role: 'KEY_KEEPER' },
  }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(keyReleases);
});

const given = {
  building: 1,
  office: '1',
  gate: 0,
  first_name: 'Lena',
  last_name: 'Kowalski',
  signature: 'L. Kowalski',
  time_given: '2025-06-10',
  time_returned: null,
};

const add = (storeId = store1, body: object = {}, token = tokens.manager) =>
  call('POST', `/api/key-release/${storeId}`, token, { ...given, ...body });

describe('the key release log', () => {
  it('adds a row, lists it with flags and date objects, returns the key and removes the row', async () => {
    const res = await add();
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    expect(res.json().data).toEqual({
      id,
      buildingKey: 1,
      officeKey: 1,
      gateKey: 0,
      firstName: 'Lena',
      lastName: 'Kowalski',
      signature: 'L. Kowalski',
      timeGiven: { date: '2025-06-10 00:00:00' },
      timeReturned: null,
      record: { created: { by: expect.any(String), at: expect.any(String) }, updated: expect.anything(), history: [] },
    });
    const list = await call('GET', `/api/key-release/${store1}`, tokens.lead);
    expect(list.json().data).toHaveLength(1);

    const back = await call('PUT', `/api/key-release/${id}`, tokens.manager, { ...given, time_returned: '2025-06-12' });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.timeReturned).toEqual({ date: '2025-06-12 00:00:00' });

    const del = await call('DELETE', `/api/key-release/${id}`, tokens.manager);
    expect(del.json().message).toBe('Successfully removed Key Release');
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a return date before the given date, a bad flag and a missing name; nothing stored', async () => {
    const early = await add(store1, { time_returned: '2025-06-09' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.time_returned[0]).toBe('Date Returned cannot be before Date Given');
    expect((await add(store1, { gate: 2 })).statusCode).toBe(422);
    expect((await add(store1, { first_name: ' ' })).statusCode).toBe(422);
    expect((await add(store1, { time_given: '2025-13-01' })).statusCode).toBe(422);
    expect(await rows()).toHaveLength(0);
    const id = (await add()).json().data.id;
    const before = await rows();
    expect(
      (await call('PUT', `/api/key-release/${id}`, tokens.manager, { ...given, time_returned: '2025-06-01' }))
        .statusCode,
    ).toBe(422);
    expect(await rows()).toEqual(before);
  });

  it('refuses 401, another store and a missing permission; the log is unchanged', async () => {
    expect((await call('GET', `/api/key-release/${store1}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/key-release/${store1}`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/key-release/${store1}`, tokens.barista)).statusCode).toBe(403);
    expect((await add(store1, {}, '')).statusCode).toBe(401);
    expect((await add(store2)).statusCode).toBe(403);
    expect((await add(store1, {}, tokens.lead)).statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);

    const id = (await add()).json().data.id;
    const before = await rows();
    const change = { ...given, first_name: 'Someone' };
    expect((await call('PUT', `/api/key-release/${id}`, undefined, change)).statusCode).toBe(401);
    expect((await call('PUT', `/api/key-release/${id}`, tokens.manager2, change)).statusCode).toBe(403);
    expect((await call('PUT', `/api/key-release/${id}`, tokens.lead, change)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/key-release/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/key-release/${id}`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/key-release/${id}`, tokens.lead)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/key-release/999999', tokens.manager)).statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });
});

describe('accountable key-release rows', () => {
  it('a row still out changes with create; once returned only the edit permission changes it; each change is kept', async () => {
    today = '2025-06-10';
    const id = (await add(store1, {}, tokens.keeper)).json().data.id;
    today = '2025-06-12';
    const back = await call('PUT', `/api/key-release/${id}`, tokens.keeper, { ...given, time_returned: '2025-06-12' });
    expect(back.statusCode).toBe(200);

    const rewrite = await call('PUT', `/api/key-release/${id}`, tokens.keeper, {
      ...given,
      signature: 'Someone else',
      time_returned: '2025-06-12',
    });
    expect(rewrite.statusCode).toBe(403);
    expect((await rows())[0]!.signature).toBe('L. Kowalski');

    const fixed = await call('PUT', `/api/key-release/${id}`, tokens.manager, {
      ...given,
      signature: 'Lena Kowalski',
      time_returned: '2025-06-12',
    });
    expect(fixed.statusCode).toBe(200);
    const [listed] = (await call('GET', `/api/key-release/${store1}`, tokens.lead)).json().data;
    expect(listed.record.history.map((h: { changes: unknown }) => h.changes)).toEqual([
      [{ field: 'Signature', before: 'L. Kowalski', after: 'Lena Kowalski' }],
      [{ field: 'Date Returned', before: '', after: '2025-06-12' }],
    ]);
  });
});

describe('the key release CSV', () => {
  const EVIL = '=HYPERLINK("http://x","y")';
  const exported = async (token: string, storeId = store1) => {
    const res = await call('GET', `/api/key-release/${storeId}/export`, token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="key-release-store-${storeId}.csv"`);
    return parseCsv(res.body);
  };

  it("holds the list's rows in its order under the page's labels, formulas neutralised", async () => {
    await add(store1, { first_name: EVIL, signature: '+1 555', time_given: '2025-06-09' });
    await add(store1, { building: 0, office: 0, gate: 1, time_returned: '2025-06-12' });
    await add(store2, { first_name: 'Other store' }, tokens.manager2);
    const list = (await call('GET', `/api/key-release/${store1}`, tokens.manager)).json().data as {
      firstName: string;
    }[];

    const [header, ...lines] = await exported(tokens.keeper);
    expect(header).toEqual([
      'Building',
      'Office',
      'Gate',
      'First Name',
      'Last Name',
      'Signature',
      'Date Given',
      'Date Returned',
    ]);
    expect(lines).toEqual([
      ['No', 'No', 'Yes', 'Lena', 'Kowalski', 'L. Kowalski', '2025-06-10', '2025-06-12'],
      ['Yes', 'Yes', 'No', `'${EVIL}`, 'Kowalski', "'+1 555", '2025-06-09', ''],
    ]);
    expect(lines.map((l) => l[3])).toEqual(list.map((r) => neutral(r.firstName)));
  });

  it('reads a long log page after page, in the order of the list', async () => {
    await t.db.insert(keyReleases).values(
      Array.from({ length: 520 }, (_, i) => ({
        storeId: store1,
        firstName: `Person ${i}`,
        lastName: 'Long',
        timeGiven: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      })),
    );
    const list = (await call('GET', `/api/key-release/${store1}`, tokens.manager)).json().data as {
      firstName: string;
    }[];
    const [, ...lines] = await exported(tokens.manager);
    expect(lines).toHaveLength(520);
    expect(lines.map((l) => l[3])).toEqual(list.map((r) => r.firstName));
  });

  it('takes the list permission at the store: 401 without a token, 403 for another store or without it', async () => {
    expect((await call('GET', `/api/key-release/${store1}/export`)).statusCode).toBe(401);
    expect((await call('GET', `/api/key-release/${store1}/export`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/key-release/${store1}/export`, tokens.barista)).statusCode).toBe(403);
    expect((await call('GET', `/api/key-release/${store2}/export`, tokens.manager)).statusCode).toBe(403);
  });

  it('is a text/csv file in the OpenAPI document', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    };
    const answer = document.paths['/api/key-release/{storeId}/export']!.get.responses['200']!;
    expect(Object.keys(answer.content)).toEqual(['text/csv']);
  });
});
