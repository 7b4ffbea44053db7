import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { cashCountEndpoints } from '@dripp/contract/endpoints/cash-count';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { checklistsEndpoints } from '@dripp/contract/endpoints/checklists';
import { commSheetEndpoints } from '@dripp/contract/endpoints/comm-sheet';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { digestEndpoints } from '@dripp/contract/endpoints/digest';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import { homeContentEndpoints } from '@dripp/contract/endpoints/home-content';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import { keyReleaseEndpoints } from '@dripp/contract/endpoints/key-release';
import { notificationsEndpoints } from '@dripp/contract/endpoints/notifications';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { recipesEndpoints } from '@dripp/contract/endpoints/recipes';
import { rolesEndpoints } from '@dripp/contract/endpoints/roles';
import { schematicsEndpoints } from '@dripp/contract/endpoints/schematics';
import { serviceTicketEndpoints } from '@dripp/contract/endpoints/service-ticket';
import { storeDayEndpoints } from '@dripp/contract/endpoints/store-day';
import { suggestedOrdersEndpoints } from '@dripp/contract/endpoints/suggested-orders';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { userAccessEndpoints } from '@dripp/contract/endpoints/user-access';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { pathOf, type AnyEndpoint } from '@dripp/contract/endpoint';
import type { TestContext } from './harness';
import { simplePdf } from '../src/seed/pdf';
import { startProbeChain } from './support/probe-chain';

/**
 * Decision 237: what a read answers, a write of the same record takes back. For every record with
 * a read and a write, the structure as read is sent back unchanged: the write answers 200 and the
 * record reads as before. Server-owned fields (ids, versions, totals, who and when) are accepted
 * and ignored.
 */

type Params = Record<string, string | number>;
interface Case {
  name: string;
  read: AnyEndpoint;
  write: AnyEndpoint;
  /** The read's path values, found in the seeded chain. */
  at: () => Promise<Params>;
  /** The write's path values, when they differ from the read's. */
  writeAt?: (at: Params, data: unknown) => Params;
  /** The part of the read that is the record, when the read answers more (one of a list). */
  pick?: (data: unknown) => unknown;
  /** The write's body made of the record as read, when the record is a part of it. */
  body?: (record: unknown) => unknown;
  /** Parts of the read that a save renews by design: the save's own stamp. */
  stamps?: readonly string[];
}

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ({ ctx, token } = await startProbeChain());
}, 120_000);
afterAll(() => ctx?.close());

async function first(query: string): Promise<Params> {
  const answer = (await ctx.db.execute(sql.raw(query))) as unknown as { rows: Params[] };
  const row = answer.rows[0];
  if (!row) throw new Error(`nothing seeded: ${query}`);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)]));
}
const firstId = (table: string, where = 'true') => first(`select id from ${table} where ${where} order by id limit 1`);
const storeDay = (table: string) =>
  first(`select store_id as "storeId", to_char(date, 'YYYY-MM-DD') as date from ${table} order by id desc limit 1`);
const noParams = async () => ({});
const idOf = (_: Params, data: unknown) => ({ id: (data as { id: number }).id });
const firstOf = (data: unknown) => (data as unknown[])[0];

async function call(definition: AnyEndpoint, params: Params, body?: unknown) {
  const answer = await ctx.app.inject({
    method: definition.method,
    url: `/api${pathOf(definition, params)}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: answer.statusCode, json: answer.json() as { data?: unknown; errors?: unknown; message?: string } };
}

function withoutStamps(value: unknown, stamps: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutStamps(item, stamps));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !stamps.includes(key))
      .map(([key, child]) => [key, withoutStamps(child, stamps)]),
  );
}

const SAVE_STAMPS = ['version', 'record', 'accountability', 'updated_at', 'updatedAt'] as const;

const cases: Case[] = [
  {
    name: 'address book entry',
    read: addressBookEndpoints.get,
    write: addressBookEndpoints.update,
    at: () => firstId('address_book_entries'),
    pick: firstOf,
  },
  {
    name: 'cash count',
    read: cashCountEndpoints.day,
    write: cashCountEndpoints.save,
    at: () => storeDay('cash_counts'),
    body: (record) => ({ cash_count: record, based_on: (record as { version: string }).version }),
    stamps: SAVE_STAMPS,
  },
  {
    name: 'store cash tolerance',
    read: cashCountEndpoints.tolerance,
    write: cashCountEndpoints.setTolerance,
    at: async () => ({ storeId: (await firstId('stores')).id! }),
  },
  {
    name: 'category',
    read: categoriesEndpoints.get,
    write: categoriesEndpoints.update,
    at: () => firstId('categories'),
  },
  {
    name: 'checklist task',
    read: checklistsEndpoints.get,
    write: checklistsEndpoints.update,
    at: () => firstId('checklists'),
  },
  {
    name: 'communication sheet shift',
    read: commSheetEndpoints.day,
    write: commSheetEndpoints.update,
    at: () => storeDay('comm_sheets'),
    pick: (data) => (data as Record<string, { id: number | null }>).open,
    writeAt: idOf,
    stamps: SAVE_STAMPS,
  },
  {
    name: 'corrective action',
    read: correctiveActionsEndpoints.get,
    write: correctiveActionsEndpoints.update,
    at: () => firstId('corrective_actions'),
    stamps: SAVE_STAMPS,
  },
  {
    name: 'corrective action settings',
    read: correctiveActionsEndpoints.settings,
    write: correctiveActionsEndpoints.saveSettings,
    at: noParams,
  },
  { name: 'digest settings', read: digestEndpoints.get, write: digestEndpoints.save, at: noParams },
  {
    name: 'document',
    read: documentsEndpoints.get,
    write: documentsEndpoints.update,
    // The demo chain keeps no documents: one published here.
    at: async () => {
      const pdf = simplePdf('Handbook', ['Welcome.']).toString('base64');
      const body = { title: 'Handbook', file: `data:application/pdf;base64,${pdf}`, filename: 'handbook.pdf' };
      return idOf({}, (await call(documentsEndpoints.create, {}, body)).json.data);
    },
  },
  {
    name: 'retail score category',
    read: evaluationsEndpoints.listCategories,
    write: evaluationsEndpoints.updateCategory,
    at: noParams,
    pick: firstOf,
    writeAt: idOf,
  },
  {
    name: 'retail score sheet',
    read: evaluationsEndpoints.getSheet,
    write: evaluationsEndpoints.updateSheet,
    at: () => firstId('retail_score_sheets'),
    // A save writes the sheet's scores anew: their ids are renewed, their content kept.
    stamps: [...SAVE_STAMPS, 'id'],
  },
  {
    name: 'dashboard',
    read: homeContentEndpoints.dashboard,
    write: homeContentEndpoints.updateDashboard,
    at: noParams,
  },
  {
    name: 'promotion',
    read: homeContentEndpoints.promotion,
    write: homeContentEndpoints.updatePromotion,
    at: noParams,
  },
  {
    name: 'incident report',
    read: incidentsEndpoints.get,
    write: incidentsEndpoints.update,
    at: () => firstId('incident_reports'),
    stamps: SAVE_STAMPS,
  },
  {
    name: 'key release',
    read: keyReleaseEndpoints.list,
    write: keyReleaseEndpoints.update,
    at: async () => ({ storeId: (await first('select store_id as id from key_releases order by id limit 1')).id! }),
    pick: firstOf,
    writeAt: idOf,
    stamps: SAVE_STAMPS,
  },
  {
    name: 'own notification settings',
    read: notificationsEndpoints.settings,
    write: notificationsEndpoints.saveSettings,
    at: noParams,
  },
  {
    name: "a person's notification settings",
    read: notificationsEndpoints.userSettings,
    write: notificationsEndpoints.saveUserSettings,
    at: async () => ({ userId: (await firstId('users', "username <> 'admin'")).id! }),
  },
  { name: 'product', read: productsEndpoints.get, write: productsEndpoints.update, at: () => firstId('products') },
  {
    name: "a product's order settings",
    read: suggestedOrdersEndpoints.productSettings,
    write: suggestedOrdersEndpoints.saveProductSettings,
    at: () => firstId('products', 'par is not null'),
  },
  {
    name: "a vendor's delivery days at a store",
    read: suggestedOrdersEndpoints.vendorDeliveries,
    write: suggestedOrdersEndpoints.saveDeliverySchedule,
    at: async () => ({ vendorId: (await firstId('vendors')).id! }),
    pick: firstOf,
    writeAt: (at, row) => ({ ...at, storeId: (row as { store: { id: number } }).store.id }),
    body: (row) => (row as { schedule: unknown }).schedule,
  },
  {
    name: 'recipe',
    read: recipesEndpoints.listOfTypeOrGet,
    write: recipesEndpoints.update,
    at: async () => ({ typeOrId: (await firstId('recipes')).id! }),
    writeAt: (at) => ({ id: at.typeOrId! }),
  },
  {
    name: 'role',
    read: rolesEndpoints.get,
    write: rolesEndpoints.update,
    // The demo chain has only the standard roles, which are not edited (409): the chain's own role.
    at: () => first(`insert into roles (name, role) values ('Shift Trainer', 'shift-trainer') returning id`),
  },
  {
    name: 'role permissions',
    read: userAccessEndpoints.get,
    write: userAccessEndpoints.save,
    at: noParams,
  },
  {
    name: 'schematic',
    read: schematicsEndpoints.get,
    write: schematicsEndpoints.update,
    at: () => firstId('schematics'),
  },
  {
    name: 'service ticket',
    read: serviceTicketEndpoints.get,
    write: serviceTicketEndpoints.update,
    at: () => storeDay('service_tickets'),
    writeAt: idOf,
  },
  {
    name: 'chain due times',
    read: storeDayEndpoints.chainDueTimes,
    write: storeDayEndpoints.saveChainDueTimes,
    at: noParams,
  },
  {
    name: "a store's due times",
    read: storeDayEndpoints.storeDueTimes,
    write: storeDayEndpoints.saveStoreDueTimes,
    at: async () => ({ storeId: (await firstId('stores')).id! }),
  },
  { name: 'store', read: storeAdminEndpoints.edit, write: storeAdminEndpoints.update, at: () => firstId('stores') },
  {
    name: 'user',
    read: usersEndpoints.edit,
    write: usersEndpoints.update,
    at: () => firstId('users', "username <> 'admin'"),
  },
  { name: 'vendor', read: vendorsEndpoints.edit, write: vendorsEndpoints.update, at: () => firstId('vendors') },
  {
    name: 'waste log',
    read: wasteLogEndpoints.day,
    write: wasteLogEndpoints.save,
    at: () => storeDay('waste_log_entries'),
    body: (record) => ({ wastelog: record }),
    // A save writes the day's lines anew: their ids are renewed, their content kept.
    stamps: ['id'],
  },
];

describe('a record read and sent back unchanged', () => {
  it.each(cases)('$name: the write answers 200 and the record reads as before', async (c) => {
    const at = await c.at();
    const before = await call(c.read, at);
    expect(before.status).toBe(200);
    const record = c.pick ? c.pick(before.json.data) : before.json.data;
    expect(record).toBeTruthy();
    const written = await call(c.write, c.writeAt ? c.writeAt(at, record) : at, c.body ? c.body(record) : record);
    expect(written.status, JSON.stringify(written.json).slice(0, 600)).toBe(200);
    const after = await call(c.read, at);
    const stamps = c.stamps ?? [];
    expect(withoutStamps(c.pick ? c.pick(after.json.data) : after.json.data, stamps)).toEqual(
      withoutStamps(record, stamps),
    );
  });
});

describe('a record as read, changed (decision 252)', () => {
  it('refuses a vendor with another id or deactivation than its own, and changes nothing', async () => {
    const at = await firstId('vendors');
    const vendor = (await call(vendorsEndpoints.edit, at)).json.data as Record<string, unknown>;
    for (const change of [{ id: Number(at.id) + 1000 }, { deleted_at: '2020-01-01T00:00:00.000Z' }]) {
      const refused = await call(vendorsEndpoints.update, at, { ...vendor, name: 'Renamed Vendor', ...change });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.json.errors as object)).toEqual(Object.keys(change));
    }
    expect((await call(vendorsEndpoints.edit, at)).json.data).toEqual(vendor);
  });

  it("makes a store's due time read as following the chain, and changed, the store's own", async () => {
    type DueTimeAsRead = { item: string; time: string | null; overridden: boolean };
    const at = { storeId: (await firstId('stores')).id! };
    const read = async () =>
      (await call(storeDayEndpoints.storeDueTimes, at)).json.data as { due_times: DueTimeAsRead[] };
    const before = await read();
    const following = before.due_times.find((d) => !d.overridden && d.time !== null);
    expect(following).toBeTruthy();
    const time = following!.time === '05:00' ? '05:30' : '05:00';
    const due_times = before.due_times.map((d) => (d === following ? { ...d, time } : d));
    expect((await call(storeDayEndpoints.saveStoreDueTimes, at, { ...before, due_times })).status).toBe(200);
    const after = await read();
    expect(after.due_times.find((d) => d.item === following!.item)).toMatchObject({ time, overridden: true });
    expect(after.due_times.filter((d) => d.overridden).length).toBe(
      before.due_times.filter((d) => d.overridden).length + 1,
    );
  });

  it("takes the write's own field over the read's, and needs a required one in one of the two forms", async () => {
    const at = { storeId: (await first('select store_id as id from key_releases order by id limit 1')).id! };
    const rows = async () => (await call(keyReleaseEndpoints.list, at)).json.data as Record<string, unknown>[];
    const row = (await rows())[0]!;
    const own = { id: row.id as number };
    expect((await call(keyReleaseEndpoints.update, own, { ...row, first_name: 'Jordan' })).status).toBe(200);
    expect((await rows()).find((r) => r.id === row.id)).toMatchObject({ firstName: 'Jordan', lastName: row.lastName });
    const { firstName: _, ...nameless } = row;
    const refused = await call(keyReleaseEndpoints.update, own, nameless);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors as object)).toEqual(['first_name']);
  });
});
