/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read loosely, as a client would */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '@dripp/contract/endpoint';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { storeAdminEndpoints } from '@dripp/contract/endpoints/stores';
import { vendorsEndpoints } from '@dripp/contract/endpoints/vendors';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import {
  correctiveActions,
  incidentReports,
  orderLines,
  orders,
  permissions,
  products,
  rolePermissions,
  roles,
  stores,
  users,
  userStores,
  vendors,
  wasteLogEntries,
} from '../src/db/schema/index';
import { DEMO_PASSWORD } from '../src/platform/demo';
import { seedDemoChain } from '../src/seed/demo';
import { bearer, makeUser, startTestApp, tokenFor, type TestContext } from './harness';
import { neutral, parseCsv } from './support/csv';

/**
 * The CSV export of every list page (decision 168): the same rows as the list for the same
 * filters, formula-like cells neutralised, only the stores the caller may see, and no export
 * without the list's permission. Runs on the demo chain, with a formula planted in each kind of record.
 */

const EVIL = '=HYPERLINK("http://x","y")';
const SAFE = `'${EVIL}`;
const WIDE = 'startDate=2000-01-01&endDate=2100-01-01';

let t: TestContext;
let tok: Record<'admin' | 'manager1' | 'nobody' | 'hr1', string>;
let one: number;
let two: number;
let wasteDay: string;
let vendorId: number;

const csvExportDefinitions = [
  orderingEndpoints.export,
  wasteLogEndpoints.export,
  evaluationsEndpoints.exportSheets,
  incidentsEndpoints.export,
  correctiveActionsEndpoints.export,
  usersEndpoints.export,
  storeAdminEndpoints.export,
  vendorsEndpoints.export,
  productsEndpoints.exportVendorProducts,
];

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function signIn(username: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.token;
}

async function csvOf(url: string, token: string) {
  const answer = await get(url, token);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/csv/);
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.csv"$/);
  const [header, ...rows] = parseCsv(answer.body);
  return { header: header!, rows, column: (name: string) => rows.map((r) => r[header!.indexOf(name)]) };
}

async function json<T = any>(url: string, token: string): Promise<T> {
  const answer = await get(url, token);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  return answer.json() as T;
}

/** Every row of a paged list, page after page. */
async function everyRow<T>(url: string, token: string, read: (body: any) => { rows: T[]; total: number }) {
  const all: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const { rows, total } = read(await json(`${url}${url.includes('?') ? '&' : '?'}limit=100&offset=${offset}`, token));
    all.push(...rows);
    if (all.length >= total || rows.length === 0) return all;
  }
}

async function grant(roleCode: string, granted: string[]) {
  const [role] = await t.db.insert(roles).values({ name: roleCode, role: roleCode, requiresStore: true }).returning();
  const ids = await t.db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, granted));
  await t.db.insert(rolePermissions).values(ids.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return role!;
}

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_PER_MINUTE: '10000', AUTH_RATE_PER_ACCOUNT: '10000' });
  await seedDemoChain(t.db, t.app.ctx.secret);
  const [manager] = await t.db
    .select({ storeId: userStores.storeId })
    .from(userStores)
    .innerJoin(users, eq(users.id, userStores.userId))
    .where(eq(users.username, 'manager1'));
  one = manager!.storeId;
  const [other] = await t.db
    .select({ storeId: userStores.storeId })
    .from(userStores)
    .innerJoin(users, eq(users.id, userStores.userId))
    .where(eq(users.username, 'manager2'));
  two = other!.storeId;

  // A formula in a record of each kind, at store one (and the store's own title).
  await t.db.update(stores).set({ title: EVIL }).where(eq(stores.id, one));
  const [order] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, one)).limit(1);
  await t.db.update(orderLines).set({ description: EVIL }).where(eq(orderLines.orderId, order!.id));
  const [waste] = await t.db.select().from(wasteLogEntries).where(eq(wasteLogEntries.storeId, one)).limit(1);
  wasteDay = waste!.date;
  await t.db.update(wasteLogEntries).set({ description: EVIL }).where(eq(wasteLogEntries.id, waste!.id));
  await t.db.update(incidentReports).set({ subject: EVIL }).where(eq(incidentReports.storeId, one));
  await t.db.update(correctiveActions).set({ title: EVIL }).where(eq(correctiveActions.storeId, one));
  const [product] = await t.db.select().from(products).limit(1);
  vendorId = product!.vendorId;
  await t.db.update(products).set({ description: EVIL }).where(eq(products.id, product!.id));
  await t.db.update(vendors).set({ name: EVIL }).where(eq(vendors.id, vendorId));
  await t.db.update(users).set({ firstName: EVIL }).where(eq(users.username, 'barista1'));

  const hrRole = await grant('ROLE_STORE_HR_EXPORT', ['users-view']);
  const hr = await makeUser(t);
  await t.db.insert(userStores).values({ userId: hr.id, storeId: one, roleId: hrRole.id });
  const nobody = await makeUser(t);
  tok = {
    admin: await signIn('admin'),
    manager1: await signIn('manager1'),
    hr1: tokenFor(t.app, hr),
    nobody: tokenFor(t.app, nobody),
  };
}, 120_000);

afterAll(() => t?.close());

describe('order history export', () => {
  it('holds one row per product line of the orders the history lists, in its order', async () => {
    const list = (await json(`/api/stores/${one}/orders?${WIDE}`, tok.manager1)).data as any[];
    expect(list.length).toBeGreaterThan(0);
    const csv = await csvOf(`/api/stores/${one}/orders/export?${WIDE}`, tok.manager1);
    const expected = list.flatMap((o) =>
      o.products.map((l: any) => [
        String(o.id),
        neutral(o.vendor.name),
        o.cost_sum,
        neutral(l.description),
        String(l.qty),
      ]),
    );
    const got = csv.rows.map((r) =>
      ['Order', 'Vendor', 'Order Total', 'Description', 'Qty'].map((h) => r[csv.header.indexOf(h)]),
    );
    expect(got).toEqual(expected);
    expect(csv.column('Description')).toContain(SAFE);
  });

  it('keeps the vendor filter, and refuses another store', async () => {
    const some = (await json(`/api/stores/${one}/orders?${WIDE}`, tok.manager1)).data[0];
    const list = (await json(`/api/stores/${one}/orders?${WIDE}&vendorId=${some.vendor.id}`, tok.manager1))
      .data as any[];
    const csv = await csvOf(`/api/stores/${one}/orders/export?${WIDE}&vendorId=${some.vendor.id}`, tok.manager1);
    expect([...new Set(csv.column('Order'))]).toEqual(list.map((o) => String(o.id)));
    expect((await get(`/api/stores/${two}/orders/export?${WIDE}`, tok.manager1)).statusCode).toBe(403);
  });
  it('reads a long history page after page, equal to the list', async () => {
    const [vendor] = await t.db.select({ id: vendors.id, name: vendors.name }).from(vendors).limit(1);
    const placed = await t.db
      .insert(orders)
      .values(
        Array.from({ length: 450 }, (_, i) => ({
          storeId: one,
          vendorId: vendor!.id,
          vendorName: vendor!.name,
          costSum: '2.00',
          mailStatus: 'sent' as const,
          createdAt: new Date(Date.UTC(2001, 0, 1 + (i % 300), 12, i % 60)),
        })),
      )
      .returning({ id: orders.id });
    await t.db
      .insert(orderLines)
      .values(
        placed.map((o, i) => ({ orderId: o.id, description: `Line ${i}`, cost: '1.00', qty: 2, itemNo: `L${i}` })),
      );
    const range = 'startDate=2001-01-01&endDate=2001-12-31';
    const list = (await json(`/api/stores/${one}/orders?${range}`, tok.manager1)).data as any[];
    expect(list).toHaveLength(450);
    const csv = await csvOf(`/api/stores/${one}/orders/export?${range}`, tok.manager1);
    expect(csv.column('Order')).toEqual(list.map((o) => String(o.id)));
    expect(csv.column('Item #')).toEqual(list.map((o) => o.products[0].item_no));
  });
});

describe('waste log export', () => {
  it("holds the day's lines as the page lists them, and refuses another store", async () => {
    const list = (await json(`/api/wastelog/${one}/${wasteDay}`, tok.manager1)).data as any[];
    const csv = await csvOf(`/api/wastelog/${one}/${wasteDay}/export`, tok.manager1);
    expect(csv.rows).toEqual(list.map((e) => [neutral(e.description), String(e.qty), String(e.value), String(e.loss)]));
    expect(csv.column('Description')).toContain(SAFE);
    expect((await get(`/api/wastelog/${two}/${wasteDay}/export`, tok.manager1)).statusCode).toBe(403);
  });
});

describe('evaluations export', () => {
  it("holds the list's sheets for the same filters, only of the caller's stores", async () => {
    const list = await everyRow<any>('/api/retail-scores', tok.manager1, (b) => ({
      rows: b.data,
      total: b.total_records,
    }));
    expect(list.length).toBeGreaterThan(0);
    const csv = await csvOf('/api/retail-scores/export', tok.manager1);
    expect(csv.column('ID')).toEqual(list.map((s) => String(s.id)));
    expect(csv.column('Evaluated Score')).toEqual(list.map((s) => String(s.evaluated_score)));
    expect(new Set(csv.column('Store'))).toEqual(new Set([SAFE]));

    const filter = `store_id=${two}&date_from=2000-01-01`;
    const all = await everyRow<any>(`/api/retail-scores?${filter}`, tok.admin, (b) => ({
      rows: b.data,
      total: b.total_records,
    }));
    expect((await csvOf(`/api/retail-scores/export?${filter}`, tok.admin)).column('ID')).toEqual(
      all.map((s) => String(s.id)),
    );
    expect((await get(`/api/retail-scores/export?store_id=${two}`, tok.manager1)).statusCode).toBe(403);
  });
});

describe('incident reports export', () => {
  it("holds the list's reports for the same filters, only of the caller's stores", async () => {
    const list = (
      await t.app.inject({
        method: 'POST',
        url: '/api/incident-reports/',
        headers: bearer(tok.manager1),
        payload: { filters: {} },
      })
    ).json().data as any[];
    expect(list.length).toBeGreaterThan(0);
    const csv = await csvOf('/api/incident-reports/export', tok.manager1);
    expect(csv.column('Incident Number')).toEqual(list.map((r) => `IR-${r.incidentNumber}`));
    expect(csv.column('Subject')).toEqual(list.map((r) => neutral(r.subject)));
    expect(csv.column('Subject')).toContain(SAFE);
    expect(new Set(csv.column('Store'))).toEqual(new Set([SAFE]));

    const filters = { storeId: two, incidentStartDate: '2000-01-01' };
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/incident-reports',
        headers: bearer(tok.admin),
        payload: { filters },
      })
    ).json().data as any[];
    const exported = await csvOf(`/api/incident-reports/export?storeId=${two}&incidentStartDate=2000-01-01`, tok.admin);
    expect(exported.column('Incident Number')).toEqual(other.map((r) => `IR-${r.incidentNumber}`));
    expect((await get(`/api/incident-reports/export?storeId=${two}`, tok.manager1)).statusCode).toBe(403);
  });
});

describe('corrective actions export', () => {
  it("holds the list's actions in its order for the same filters, only of the caller's stores", async () => {
    for (const filter of ['', '?open=1']) {
      const list = await everyRow<any>(`/api/corrective-actions${filter}`, tok.manager1, (b) => b.data);
      const csv = await csvOf(`/api/corrective-actions/export${filter}`, tok.manager1);
      expect(csv.column('ID')).toEqual(list.map((a) => String(a.id)));
      expect(csv.column('Action')).toEqual(list.map((a) => neutral(a.title)));
    }
    const csv = await csvOf('/api/corrective-actions/export', tok.manager1);
    expect(csv.rows.length).toBeGreaterThan(0);
    expect(csv.column('Action')).toContain(SAFE);
    expect(new Set(csv.column('Store'))).toEqual(new Set([SAFE]));
    expect((await get(`/api/corrective-actions/export?store_id=${two}`, tok.manager1)).statusCode).toBe(403);
  });
});

describe('users export', () => {
  it("holds the list's users, and a store-level reader sees only its store's people", async () => {
    for (const trashed of ['0', '1']) {
      const list = (await json(`/api/users?trashed=${trashed}`, tok.admin)).data as any[];
      const csv = await csvOf(`/api/users/export?trashed=${trashed}`, tok.admin);
      expect(csv.column('Id')).toEqual(list.map((u) => String(u.id)));
      expect(csv.column('Name')).toEqual(list.map((u) => neutral(u.name)));
      expect(csv.column('Roles')).toEqual(list.map((u) => neutral(u.roles.join(', '))));
    }
    expect((await csvOf('/api/users/export', tok.admin)).column('Name').some((n) => n!.startsWith(SAFE))).toBe(true);

    const mine = (await json('/api/users', tok.hr1)).data as any[];
    const csv = await csvOf('/api/users/export', tok.hr1);
    expect(csv.column('Id')).toEqual(mine.map((u) => String(u.id)));
    const linked = await t.db.select({ id: userStores.userId }).from(userStores).where(eq(userStores.storeId, one));
    const atOne = new Set(linked.map((l) => String(l.id)));
    expect(csv.column('Id').length).toBeGreaterThan(0);
    expect(csv.column('Id').every((id) => atOne.has(id!))).toBe(true);
    expect((await get('/api/users/export', tok.manager1)).statusCode).toBe(403);
  });
});

describe('stores export', () => {
  it("holds the list's stores, only those the caller may see", async () => {
    const list = (await json('/api/stores', tok.admin)).data as any[];
    const csv = await csvOf('/api/stores/export', tok.admin);
    expect(csv.column('Number')).toEqual(list.map((s) => neutral(s.number)));
    expect(csv.column('Store')).toEqual(list.map((s) => neutral(s.title)));
    expect(csv.column('Store')).toContain(SAFE);

    const own = await csvOf('/api/stores/export', tok.manager1);
    expect(own.column('Store')).toEqual([SAFE]);
  });
});

describe('vendors and products exports', () => {
  it("hold the vendors list and a vendor's products for the same filters", async () => {
    for (const trashed of ['0', '1']) {
      const list = (await json(`/api/vendors?trashed=${trashed}`, tok.admin)).data as any[];
      const csv = await csvOf(`/api/vendors/export?trashed=${trashed}`, tok.admin);
      expect(csv.column('Name')).toEqual(list.map((v) => neutral(v.name)));
    }
    expect((await csvOf('/api/vendors/export', tok.admin)).column('Name')).toContain(SAFE);

    for (const filter of ['', '?activeC=0', '?activeC=0&activeP=1', '?activeP=0']) {
      const groups = (await json(`/api/vendors/${vendorId}/products${filter}`, tok.admin)).data as any[];
      const csv = await csvOf(`/api/vendors/${vendorId}/products/export${filter}`, tok.admin);
      const expected = groups.flatMap((g) =>
        g.products.map((p: any) => [neutral(g.category.name), neutral(p.item_no), neutral(p.description), p.cost]),
      );
      const got = csv.rows.map((r) =>
        ['Category', 'Item #', 'Description', 'Cost'].map((h) => r[csv.header.indexOf(h)]),
      );
      expect(got).toEqual(expected);
    }
    expect((await csvOf(`/api/vendors/${vendorId}/products/export`, tok.admin)).column('Description')).toContain(SAFE);
    expect((await get('/api/vendors/export', tok.manager1)).statusCode).toBe(403);
  });
});

describe('every export', () => {
  it('is refused (403) to a caller without the list permission, and 401 without a token', async () => {
    const urls = csvExportDefinitions.map((d) =>
      `/api${d.path}`
        .replace(':storeId', String(one))
        .replace(':id', d.path.startsWith('/vendors') ? String(vendorId) : String(one))
        .replace(':date', wasteDay),
    );
    expect(urls).toHaveLength(9);
    for (const url of urls) {
      expect((await get(url, tok.nobody)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('is a text/csv file in the OpenAPI document', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    for (const definition of csvExportDefinitions) {
      const item = document.paths[`/api${openApiPath(definition.path)}`];
      expect(Object.keys(item!.get!.responses['200']!.content!), definition.path).toEqual(['text/csv']);
    }
  });
});
