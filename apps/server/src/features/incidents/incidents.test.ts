import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { incidentReports, stores } from '../../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { DATE_RULE_CLOCKS, settableClock, storeDayAt } from '../../../test/support/clock';

let t: TestContext;
// After the reports' dates below (October 2026), in Portland, store 1's zone.
const START = new Date('2026-11-20T20:00:00Z');
const ZONE = 'America/Los_Angeles';
const clock = settableClock(START);
let store1: number;
let store2: number;
const id = {} as Record<
  'manager1' | 'manager2' | 'lead1' | 'barista1' | 'barista2' | 'franchisee' | 'outsider',
  number
>;
const tok = {} as Record<'admin' | 'corp' | 'manager1' | 'manager2' | 'lead1' | 'barista1' | 'franchisee', string>;

const call = apiCaller(() => t);
const total = async () => (await t.db.select({ n: count() }).from(incidentReports))[0]!.n;
const rows = () => t.db.select().from(incidentReports);

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  store1 = (await makeStore(t.db, { title: 'Alpha', timeZone: ZONE })).id;
  store2 = (await makeStore(t.db, { title: 'Bravo' })).id;
  const people: Record<string, Parameters<typeof makeUser>[1]> = {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    corp: { baseRoles: ['ROLE_CORPORATE'] },
    manager1: { links: [{ storeId: store1, role: 'ROLE_MANAGER' }] },
    manager2: { links: [{ storeId: store2, role: 'ROLE_MANAGER' }] },
    lead1: { links: [{ storeId: store1, role: 'ROLE_SHIFT_LEAD' }] },
    barista1: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
    barista2: { links: [{ storeId: store2, role: 'ROLE_BARISTA' }] },
    franchisee: { links: [{ storeId: store1, role: 'ROLE_FRANCHISEE' }] },
    outsider: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }], deleted: true },
  };
  for (const [key, options] of Object.entries(people)) {
    const user = await makeUser(t, options);
    if (['admin', 'corp', 'manager1', 'manager2', 'lead1', 'barista1', 'franchisee'].includes(key)) {
      tok[key as keyof typeof tok] = tokenFor(t.app, user);
    }
    (id as Record<string, number>)[key] = user.id;
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(incidentReports);
});

function report(extra: Record<string, unknown> = {}) {
  return {
    incidentDate: '2026-10-02',
    incidentTime: '14:35',
    storeId: store1,
    managerId: id.manager1,
    employeeOnDuty1Id: id.barista1,
    employeeOnDuty2Id: id.lead1,
    employeeOnDuty3Id: id.manager1,
    subject: 'Customer slipped near the condiment bar',
    description: 'Spilled oat milk was not mopped up; the customer fell but was not hurt.',
    witnessName1: 'Dana Fox',
    witnessPhone1: '(503) 555-0142',
    witnessName2: 'Eli Stone',
    witnessPhone2: '503-555-0199',
    witnessName3: '',
    witnessPhone3: '',
    employeeSignature: 'ben carter',
    enteredDate: '2026-10-02',
    ...extra,
  };
}

describe('incident reports', () => {
  it('files a report with the next chain-wide number, dates as {date} objects, and never reuses a number', async () => {
    const foreign = await call('POST', '/api/incident-report', tok.lead1, { ...report(), incidentNumber: 1, id: 77 });
    expect(foreign.statusCode).toBe(422);
    const first = await call('POST', '/api/incident-report', tok.lead1, report());
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Successfully saved incident report');
    const a = first.json().data;
    expect(a).toMatchObject({
      incidentDate: { date: '2026-10-02 00:00:00' },
      enteredDate: { date: '2026-10-02 00:00:00' },
      incidentTime: '14:35',
      storeId: store1,
      storeName: 'Alpha',
      managerId: id.manager1,
      employeeOnDuty1Id: id.barista1,
      employeeOnDuty3Id: id.manager1,
      witnessName1: 'Dana Fox',
      witnessPhone1: '(503) 555-0142',
      witnessName3: null,
      employeeSignature: 'ben carter',
    });
    expect(a.id).not.toBe(77);
    expect(a.employeeOnDutyName1).toMatch(/^Test /);
    const b = (
      await call(
        'POST',
        '/api/incident-report',
        tok.manager2,
        report({
          storeId: store2,
          managerId: id.manager2,
          employeeOnDuty1Id: id.barista2,
          employeeOnDuty2Id: id.barista2,
          employeeOnDuty3Id: id.manager2,
        }),
      )
    ).json().data;
    expect(b.incidentNumber).toBe(a.incidentNumber + 1);
    expect((await call('DELETE', `/api/incident-report/${b.id}`, tok.corp)).statusCode).toBe(200);
    const c = (await call('POST', '/api/incident-report', tok.manager1, report())).json().data;
    expect(c.incidentNumber).toBe(a.incidentNumber + 2);
  });

  it('refuses a manager or employee not of that store, a future date and bad fields with 422, saving nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ managerId: id.manager2 }, ['managerId']],
      [{ managerId: id.barista1 }, ['managerId']],
      [{ employeeOnDuty2Id: id.barista2, employeeOnDuty3Id: id.outsider }, ['employeeOnDuty2Id', 'employeeOnDuty3Id']],
      [{ incidentDate: addDays(storeDayAt(ZONE, START), 1) }, ['incidentDate']],
      // Spec 3 §5: all three Employee on Duty fields are required.
      [{ employeeOnDuty2Id: null, employeeOnDuty3Id: undefined }, ['employeeOnDuty2Id', 'employeeOnDuty3Id']],
      [
        { incidentTime: '2:35 PM', subject: ' ', witnessPhone1: 'call me' },
        ['incidentTime', 'subject', 'witnessPhone1'],
      ],
      [
        { incidentDate: '2026-02-30', storeId: '1e3', employeeSignature: '' },
        ['employeeSignature', 'incidentDate', 'storeId'],
      ],
      [{ description: 'x'.repeat(5001), employeeOnDuty1Id: null }, ['description', 'employeeOnDuty1Id']],
    ];
    for (const [change, paths] of cases) {
      const res = await call('POST', '/api/incident-report', tok.manager1, report(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(paths);
    }
    // The message a person reads names the field's label, never its key.
    const time = await call('POST', '/api/incident-report', tok.manager1, report({ incidentTime: '1430' }));
    expect(time.json().message).toBe('Incident Time: Use the 24-hour time HH:MM');
    expect(await total()).toBe(0);
  });

  it.each(DATE_RULE_CLOCKS)(
    "judges the future by the store's today in its zone, at $at in $zone",
    async ({ at, zone }) => {
      await t.db.update(stores).set({ timeZone: zone }).where(eq(stores.id, store1));
      clock.set(at);
      try {
        const today = storeDayAt(zone, at);
        const utcDay = at.toISOString().slice(0, 10);
        const save = (incidentDate: string) =>
          call('POST', '/api/incident-report', tok.manager1, report({ incidentDate, enteredDate: today }));
        const tomorrow = await save(addDays(today, 1));
        expect(tomorrow.statusCode).toBe(422);
        expect(Object.keys(tomorrow.json().errors)).toEqual(['incidentDate']);
        // UTC's date is the store's tomorrow at 05:00 in Los Angeles, its yesterday at 20:00 in Tokyo.
        expect((await save(utcDay)).statusCode).toBe(utcDay > today ? 422 : 200);
        expect((await save(today)).statusCode).toBe(200);
        expect(await total()).toBe(utcDay > today ? 1 : 2);
      } finally {
        clock.set(START);
        await t.db.update(stores).set({ timeZone: ZONE }).where(eq(stores.id, store1));
      }
    },
  );

  it('refuses without a token, without create permission and at another store, saving nothing', async () => {
    expect((await call('POST', '/api/incident-report', undefined, report())).statusCode).toBe(401);
    expect((await call('POST', '/api/incident-report', tok.franchisee, report())).statusCode).toBe(403);
    expect((await call('POST', '/api/incident-report', tok.barista1, report())).statusCode).toBe(403);
    expect((await call('POST', '/api/incident-report', tok.manager2, report())).statusCode).toBe(403);
    expect(await total()).toBe(0);
  });

  it('views, updates (POST) and deletes by permission at the report’s store', async () => {
    const a = (await call('POST', '/api/incident-report', tok.manager1, report())).json().data;
    const view = await call('GET', `/api/incident-report/${a.id}/view`, tok.franchisee);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.incidentNumber).toBe(a.incidentNumber);
    expect((await call('GET', `/api/incident-report/${a.id}/view`, tok.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/incident-report/${a.id}/view`, tok.barista1)).statusCode).toBe(403);
    expect((await call('GET', `/api/incident-report/${a.id}/view`)).statusCode).toBe(401);
    expect((await call('GET', '/api/incident-report/999999/view', tok.manager1)).statusCode).toBe(404);

    const before = await rows();
    expect(
      (await call('POST', `/api/incident-report/${a.id}`, tok.manager2, report({ subject: 'Hijack' }))).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/incident-report/${a.id}`, tok.lead1, report({ subject: 'No edit grant' }))).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          `/api/incident-report/${a.id}`,
          tok.manager1,
          report({ storeId: store2, managerId: id.manager2 }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/incident-report/${a.id}`, tok.manager1, report({ managerId: id.manager2 }))).statusCode,
    ).toBe(422);
    expect((await call('DELETE', `/api/incident-report/${a.id}`, tok.manager2)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/incident-report/${a.id}`, tok.lead1)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);

    const edited = await call(
      'POST',
      `/api/incident-report/${a.id}`,
      tok.manager1,
      report({
        subject: 'Slip at the condiment bar',
        witnessName3: 'Kim Ro',
        witnessPhone3: '555 0101',
      }),
    );
    expect(edited.statusCode).toBe(200);
    const renumbered = await call('POST', `/api/incident-report/${a.id}`, tok.manager1, report({ incidentNumber: 1 }));
    expect(renumbered.statusCode).toBe(422);
    expect(edited.json().data).toMatchObject({
      subject: 'Slip at the condiment bar',
      witnessName3: 'Kim Ro',
      incidentNumber: a.incidentNumber,
    });
    expect((await call('POST', '/api/incident-report/999999', tok.manager1, report())).statusCode).toBe(404);

    const removed = await call('DELETE', `/api/incident-report/${a.id}`, tok.manager1);
    expect(removed.json()).toEqual({ success: true, message: 'Successfully removed Incident Report' });
    expect(await total()).toBe(0);
    expect((await call('DELETE', `/api/incident-report/${a.id}`, tok.manager1)).statusCode).toBe(404);
  });

  it('lists only the stores where the caller may view reports, filtered by date, store and manager', async () => {
    await call('POST', '/api/incident-report', tok.manager1, report({ incidentDate: '2026-10-01' }));
    await call(
      'POST',
      '/api/incident-report',
      tok.manager1,
      report({ incidentDate: '2026-10-03', incidentTime: '08:05' }),
    );
    await call(
      'POST',
      '/api/incident-report',
      tok.manager2,
      report({
        storeId: store2,
        managerId: id.manager2,
        employeeOnDuty1Id: id.barista2,
        employeeOnDuty2Id: id.barista2,
        employeeOnDuty3Id: id.manager2,
        incidentDate: '2026-10-02',
      }),
    );
    const list = async (token: string, filters?: object) => {
      const res = filters
        ? await call('POST', '/api/incident-reports/', token, { filters })
        : await call('GET', '/api/incident-reports/', token);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { storeId: number; incidentDate: { date: string } }[]).map(
        (r) => `${r.storeId === store1 ? 'A' : 'B'} ${r.incidentDate.date.slice(0, 10)}`,
      );
    };
    expect(await list(tok.admin)).toEqual(['A 2026-10-03', 'B 2026-10-02', 'A 2026-10-01']);
    expect(await list(tok.franchisee)).toEqual(['A 2026-10-03', 'A 2026-10-01']);
    expect(await list(tok.manager2)).toEqual(['B 2026-10-02']);
    expect(await list(tok.admin, { incidentStartDate: '2026-10-02', incidentEndDate: '2026-10-02' })).toEqual([
      'B 2026-10-02',
    ]);
    expect(
      await list(tok.admin, { storeId: store1, incidentStartDate: '2026-10-01', incidentEndDate: '2026-10-02' }),
    ).toEqual(['A 2026-10-01']);
    expect(await list(tok.admin, { managerId: id.manager2 })).toEqual(['B 2026-10-02']);
    expect(await list(tok.admin, {})).toHaveLength(3);
    expect((await call('GET', '/api/incident-reports', tok.admin)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/incident-reports/', tok.manager2, { filters: { storeId: store1 } })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/incident-reports/', tok.admin, { filters: { incidentStartDate: 'yesterday' } }))
        .statusCode,
    ).toBe(422);
    expect((await call('GET', '/api/incident-reports/', tok.barista1)).statusCode).toBe(403);
    expect((await call('GET', '/api/incident-reports/')).statusCode).toBe(401);
  });

  it('names the people of a store for the Manager and Employee on Duty selects', async () => {
    const res = await call('GET', `/api/employees-of-store/${store1}`, tok.lead1);
    expect(res.statusCode).toBe(200);
    const ids: number[] = res.json().data.map((p: { id: number }) => p.id);
    const byNumber = (a: number, b: number) => a - b;
    // Everyone linked to the store, whatever their role; not the deactivated account.
    expect(ids.sort(byNumber)).toEqual([id.manager1, id.lead1, id.barista1, id.franchisee].sort(byNumber));
    expect((await call('GET', `/api/employees-of-store/${store2}`, tok.lead1)).statusCode).toBe(403);
    expect((await call('GET', `/api/employees-of-store/${store1}`, tok.barista1)).statusCode).toBe(403);
    expect((await call('GET', `/api/employees-of-store/${store1}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/employees-of-store/999999', tok.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/employees-of-store/abc', tok.admin)).statusCode).toBe(422);
  });
  it('limits the people pickers to the people of the caller’s stores (everyone for corporate callers)', async () => {
    const names = async (url: string, token: string) => {
      const res = await call('GET', url, token);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[]).map((p) => p.id);
    };
    const leadSees = await names('/api/user-list/?trashed=0', tok.lead1);
    expect(leadSees).toEqual(expect.arrayContaining([id.manager1, id.barista1, id.lead1]));
    expect(leadSees).not.toContain(id.barista2);
    expect(leadSees).not.toContain(id.manager2);
    expect(await names('/api/user-managers', tok.lead1)).toEqual([id.manager1]);
    expect(await names('/api/user-list/?trashed=0', tok.corp)).toEqual(
      expect.arrayContaining([id.barista1, id.barista2]),
    );
    expect(await names('/api/user-managers', tok.admin)).toEqual(expect.arrayContaining([id.manager1, id.manager2]));
    expect(await names('/api/user-list/?trashed=1', tok.lead1)).toEqual([id.outsider]);
    expect((await call('GET', '/api/user-list/', tok.barista1)).statusCode).toBe(403);
  });
});
