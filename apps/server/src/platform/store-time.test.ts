import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTimeZone } from '@dripp/contract/time-zones';
import { todayIn } from '@dripp/domain/dates';
import { checklists, stores } from '../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../test/harness';
import { apiCaller } from '../../test/fixtures/people';

// Kiritimati (UTC+14) and Pago Pago (UTC−11) are 25 hours apart: at every instant their calendar
// days differ, so "today" at one is always "yesterday" (or earlier) at the other.
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';

let t: TestContext;
let east: number;
let west: number;
let chain: number;
const tok = {} as Record<'admin' | 'east' | 'west' | 'managerWest', string>;
const person = {} as Record<'managerWest' | 'baristaWest', number>;
const task = {} as Record<'east' | 'west', number>;

const call = apiCaller(() => t);

const newStore = {
  title: 'Kailua',
  number: '901',
  email: 'kailua@dripp.example',
  email2: '',
  street1: '600 Kailua Rd',
  street2: '',
  city: 'Kailua',
  state: 'HI',
  zip: '96734',
  phone: '(808) 555-0901',
  fax: '(808) 555-0991',
};

beforeAll(async () => {
  t = await startTestApp();
  east = (await makeStore(t.db, { title: 'East', timeZone: EAST })).id;
  west = (await makeStore(t.db, { title: 'West', timeZone: WEST })).id;
  // Made before stores had zones: it follows the chain's.
  chain = (await makeStore(t.db, { title: 'Chain' })).id;
  tok.admin = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_ADMIN'] }));
  const barista = await makeUser(t, {
    links: [
      { storeId: east, role: 'ROLE_BARISTA' },
      { storeId: west, role: 'ROLE_BARISTA' },
    ],
  });
  tok.east = tokenFor(t.app, barista);
  tok.west = tok.east;
  const managerWest = await makeUser(t, { links: [{ storeId: west, role: 'ROLE_MANAGER' }] });
  tok.managerWest = tokenFor(t.app, managerWest);
  person.managerWest = managerWest.id;
  person.baristaWest = barista.id;
  const rows = await t.db
    .insert(checklists)
    .values([
      { storeId: east, type: 'open', task: 'Unlock doors', sortOrder: 1 },
      { storeId: west, type: 'open', task: 'Unlock doors', sortOrder: 1 },
    ])
    .returning({ id: checklists.id, storeId: checklists.storeId });
  task.east = rows.find((r) => r.storeId === east)!.id;
  task.west = rows.find((r) => r.storeId === west)!.id;
});
afterAll(() => t.close());

describe("a store's time zone", () => {
  it("is part of every store answer: its own, or the chain's for a store that never chose one", async () => {
    const res = await call('GET', '/api/stores-managers', tok.admin);
    expect(res.statusCode).toBe(200);
    const zoneOf = (id: number) =>
      (res.json().data as { store: { id: number; time_zone: string } }[]).find((e) => e.store.id === id)?.store
        .time_zone;
    expect(zoneOf(east)).toBe(EAST);
    expect(zoneOf(west)).toBe(WEST);
    expect(zoneOf(chain)).toBe(localTimeZone());
  });

  it("is set on the store form, kept when an edit leaves it out, and a new store takes the chain's", async () => {
    const made = await call('POST', '/api/stores', tok.admin, { ...newStore, time_zone: 'Pacific/Honolulu' });
    expect(made.statusCode).toBe(200);
    const id = made.json().data.id as number;
    expect(made.json().data.time_zone).toBe('Pacific/Honolulu');

    const edited = await call('PUT', `/api/stores/${id}`, tok.admin, { ...newStore, title: 'Kailua Beach' });
    expect(edited.json().data).toMatchObject({ title: 'Kailua Beach', time_zone: 'Pacific/Honolulu' });
    const moved = await call('PUT', `/api/stores/${id}`, tok.admin, { ...newStore, time_zone: 'America/Phoenix' });
    expect(moved.json().data.time_zone).toBe('America/Phoenix');
    expect((await t.db.select().from(stores).where(eq(stores.id, id)))[0]!.timeZone).toBe('America/Phoenix');

    const plain = await call('POST', '/api/stores', tok.admin, { ...newStore, number: '902' });
    expect(plain.json().data.time_zone).toBe(localTimeZone());
  });

  it('refuses a zone that does not exist, with a message on the field, and changes nothing', async () => {
    const before = await t.db.select().from(stores);
    for (const time_zone of ['Mars/Olympus', 'EST5EDT7', '', 42]) {
      const res = await call('PUT', `/api/stores/${east}`, tok.admin, { ...newStore, number: '903', time_zone });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.time_zone).toBeDefined();
    }
    expect(await t.db.select().from(stores)).toEqual(before);
  });
});

describe('store-local days', () => {
  const eastToday = () => todayIn(EAST);

  it('the same day is today at one store and still to come at the other', async () => {
    expect(eastToday() > todayIn(WEST)).toBe(true);
    const atEast = await call('POST', `/api/daily-checklist/${eastToday()}`, tok.east, {
      names: [{ checklist_id: task.east, name: 'Ana' }],
    });
    expect(atEast.statusCode).toBe(200);
    const atWest = await call('POST', `/api/daily-checklist/${eastToday()}`, tok.west, {
      names: [{ checklist_id: task.west, name: 'Ana' }],
    });
    expect(atWest.statusCode).toBe(422);
    expect(atWest.json().message).toBe(`The date cannot be in the future (today is ${todayIn(WEST)})`);
    const westToday = await call('POST', `/api/daily-checklist/${todayIn(WEST)}`, tok.west, {
      names: [{ checklist_id: task.west, name: 'Ana' }],
    });
    expect(westToday.statusCode).toBe(200);
  });

  it("an incident dated the east's today is in the future at the west store", async () => {
    const report = {
      incidentDate: eastToday(),
      incidentTime: '09:15',
      storeId: west,
      managerId: person.managerWest,
      employeeOnDuty1Id: person.baristaWest,
      employeeOnDuty2Id: person.baristaWest,
      employeeOnDuty3Id: person.managerWest,
      subject: 'Slip',
      description: 'A customer slipped.',
      witnessName1: '',
      witnessPhone1: '',
      witnessName2: '',
      witnessPhone2: '',
      witnessName3: '',
      witnessPhone3: '',
      employeeSignature: 'ana',
      enteredDate: todayIn(WEST),
    };
    const future = await call('POST', '/api/incident-report', tok.managerWest, report);
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.incidentDate).toEqual(['The incident date cannot be in the future']);
    const filed = await call('POST', '/api/incident-report', tok.managerWest, {
      ...report,
      incidentDate: todayIn(WEST),
    });
    expect(filed.statusCode).toBe(200);
  });
});
