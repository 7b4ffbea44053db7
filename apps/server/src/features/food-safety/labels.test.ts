import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LabelPrinted, PrepItem } from '@dripp/contract/food-safety';
import { foodLabelPrints, prepItems, roles } from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole } from '../../../test/fixtures/people';
import { DATE_RULE_CLOCKS, settableClock, storeDayAt } from '../../../test/support/clock';
import { pdfPages as readPdf } from '../../../test/support/pdf-text';

/*
 * Prep items and date labels (issue 39 part 5). Prep items apply at every store, so writing them
 * takes a chain-wide grant. A print logs one row and its PDF holds the labels in English and
 * Spanish, at the print's size. The clock is Wednesday April 9, 22:00 in Los Angeles (05:00 UTC of
 * the 10th): the prep day, day 1 of the date mark, is the store's.
 */

const { at: start, zone } = DATE_RULE_CLOCKS[0];
const day = storeDayAt(zone, start);
const clock = settableClock(start);
let t: TestContext;
let storeId: number;
let storeTitle: string;
let otherStoreId: number;
let baristaName: string;
let otherBaristaId: number;
const token: Record<string, string> = {};
const call = apiCaller(() => t);

const item = {
  name: 'Chicken salad',
  name_es: 'Ensalada de pollo',
  shelf_life: 10,
  shelf_life_unit: 'days',
  storage: 'cold',
  ready_to_eat: true,
};
const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;
const createItem = async (body: object = item) =>
  dataOf<PrepItem>(await call('POST', '/api/prep-items', token.admin, body));
const print = (body: object, who = token.barista, store = storeId) =>
  call('POST', `/api/stores/${store}/food-labels`, who, body);

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  const store = await makeStore(t.db, { timeZone: zone, title: 'Hawthorne Café' });
  storeId = store.id;
  storeTitle = store.title;
  otherStoreId = (await makeStore(t.db, { timeZone: zone })).id;
  const barista = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
  baristaName = `${barista.firstName} ${barista.lastName}`;
  token.barista = tokenFor(t.app, barista);
  const otherBarista = await makeUser(t, { links: [{ storeId: otherStoreId, role: 'ROLE_BARISTA' }] });
  otherBaristaId = otherBarista.id;
  token.otherBarista = tokenFor(t.app, otherBarista);
  token.admin = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_ADMIN'] }));
  const storeSettings = await makeRole(t.db, 'ROLE_STORE_FOOD_SETTINGS', ['food-safety-view', 'food-safety-settings']);
  token.storeManager = tokenFor(t.app, await makeUser(t, { links: [{ storeId, role: storeSettings.role }] }));
  const chainSettings = await makeRole(t.db, 'ROLE_CHAIN_FOOD_SETTINGS', ['food-safety-view', 'food-safety-settings']);
  await t.db.update(roles).set({ requiresStore: false }).where(eq(roles.id, chainSettings.id));
  token.chainManager = tokenFor(t.app, await makeUser(t, { baseRoles: [chainSettings.role] }));
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(start);
  await t.db.delete(foodLabelPrints);
  await t.db.delete(prepItems);
});

describe('prep items', () => {
  it('are written only with a chain-wide grant: the grant at one store is refused', async () => {
    const refused = await call('POST', '/api/prep-items', token.storeManager, item);
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(prepItems)).toEqual([]);
    const made = await call('POST', '/api/prep-items', token.chainManager, item);
    expect(made.statusCode).toBe(201);
    const { id } = dataOf<PrepItem>(made);
    expect((await call('PUT', `/api/prep-items/${id}`, token.storeManager, { ...item, name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/prep-items/${id}`, token.storeManager)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/prep-items/${id}`, token.barista)).statusCode).toBe(403);
    expect((await t.db.select().from(prepItems))[0]).toMatchObject({ name: 'Chicken salad', deletedAt: null });
    // Reading them needs food-safety-view at some store.
    const list = await call('GET', '/api/prep-items', token.barista);
    expect(dataOf<PrepItem[]>(list).map((p) => p.name)).toEqual(['Chicken salad']);
  });

  it("keep their Spanish by the chain's-words rule, and a deleted one is gone from the list", async () => {
    const made = await createItem();
    expect(made).toMatchObject({ name_es: 'Ensalada de pollo', name_es_out_of_date: false, ready_to_eat: true });
    const renamed = dataOf<PrepItem>(
      await call('PUT', `/api/prep-items/${made.id}`, token.admin, { ...item, name_es: undefined, name: 'Tuna salad' }),
    );
    expect(renamed).toMatchObject({ name: 'Tuna salad', name_es: 'Ensalada de pollo', name_es_out_of_date: true });
    const confirmed = dataOf<PrepItem>(
      await call('PUT', `/api/prep-items/${made.id}`, token.admin, {
        ...item,
        name: 'Tuna salad',
        name_es: 'Ensalada de atún',
      }),
    );
    expect(confirmed).toMatchObject({ name_es: 'Ensalada de atún', name_es_out_of_date: false });
    expect((await call('DELETE', `/api/prep-items/${made.id}`, token.admin)).statusCode).toBe(200);
    expect(dataOf<PrepItem[]>(await call('GET', '/api/prep-items', token.barista))).toEqual([]);
    expect((await call('PUT', `/api/prep-items/${made.id}`, token.admin, item)).statusCode).toBe(404);
    expect((await t.db.select().from(prepItems))[0]!.deletedAt).not.toBeNull();
  });
});

describe('a label print', () => {
  it('logs one row and its PDF holds the labels in English and Spanish at the print size', async () => {
    const prep = await createItem();
    const res = await print({ prep_item_id: prep.id, quantity: 3, size: '2x1' });
    expect(res.statusCode).toBe(201);
    const printed = dataOf<LabelPrinted>(res);
    // Prepped on the store's April 9 (day 1), ten days capped at seven: used by the end of April 15.
    const useBy = '2025-04-16T06:59:00.000Z';
    expect(printed).toMatchObject({
      store_id: storeId,
      item: 'Chicken salad',
      item_es: 'Ensalada de pollo',
      quantity: 3,
      size: '2x1',
      prepped_at: start.toISOString(),
      use_by: useBy,
      prepped_by: baristaName,
    });
    const rows = await t.db.select().from(foodLabelPrints);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      storeId,
      prepItemId: prep.id,
      date: day,
      quantity: 3,
      itemEs: 'Ensalada de pollo',
    });
    expect(rows[0]!.useBy.toISOString()).toBe(useBy);
    expect(printed.pdf).toMatch(new RegExp(`^/api/food-labels/${printed.id}/pdf\\?token=`));

    // Opened as a plain link: no Authorization header.
    const pdf = await t.app.inject({ method: 'GET', url: printed.pdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = await readPdf(pdf.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(page.size).toEqual([144, 72]);
      expect(page.lines).toEqual([
        'Chicken salad',
        'Ensalada de pollo',
        'Prepped: Wed, Apr 9, 10:00 PM',
        'Preparado: mié, 9 de abr, 10:00 p.m.',
        'Use by: Tue, Apr 15, 11:59 PM',
        'Usar antes de: mar, 15 de abr, 11:59 p.m.',
        `Prepped by / Preparado por: ${baristaName}`,
        `Store / Tienda: ${storeTitle}`,
      ]);
    }
  });

  it('logs a print once for a second tap with the same Idempotency-Key, each answer with a fresh link', async () => {
    const prep = await createItem();
    const body = { prep_item_id: prep.id, quantity: 2, size: '2x2' };
    const twice = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/stores/${storeId}/food-labels`,
        headers: { authorization: `Bearer ${token.barista}`, 'idempotency-key': 'print-1' },
        payload,
      });
    const [first, second] = await Promise.all([twice(body), twice(body)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(dataOf<LabelPrinted>(second).id).toBe(dataOf<LabelPrinted>(first).id);
    expect(await t.db.select().from(foodLabelPrints)).toHaveLength(1);
    const again = await twice(body);
    expect(dataOf<LabelPrinted>(again).id).toBe(dataOf<LabelPrinted>(first).id);
    expect(dataOf<LabelPrinted>(again).pdf).toContain('token=');
    // The same key with another print is refused, and logs nothing.
    expect((await twice({ ...body, quantity: 3 })).statusCode).toBe(409);
    expect(await t.db.select().from(foodLabelPrints)).toHaveLength(1);
  });

  it("counts a combined item from its earliest ingredient's prep day, on a 4×6 label", async () => {
    const prep = await createItem({ ...item, shelf_life: 3, ready_to_eat: false });
    const printed = dataOf<LabelPrinted>(
      await print({ prep_item_id: prep.id, quantity: 1, size: '4x6', ingredient_dates: ['2025-04-08'] }),
    );
    // Day 1 is April 8: three days end with April 10.
    expect(printed.use_by).toBe('2025-04-11T06:59:00.000Z');
    const pages = await readPdf((await t.app.inject({ method: 'GET', url: printed.pdf })).rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.size).toEqual([288, 432]);
    expect(pages[0]!.lines).toEqual(
      expect.arrayContaining(['Prepped / Preparado', 'Use by / Usar antes de', 'Thu, Apr 10, 11:59 PM']),
    );
    const future = await print({ prep_item_id: prep.id, quantity: 1, ingredient_dates: ['2025-04-10'] });
    expect(future.statusCode).toBe(422);
    expect(await t.db.select().from(foodLabelPrints)).toHaveLength(1);
  });

  it("are the store's log of the day, newest first, each opening its PDF; another store's barista is refused", async () => {
    const prep = await createItem();
    const first = dataOf<LabelPrinted>(await print({ prep_item_id: prep.id, quantity: 1 }));
    const second = dataOf<LabelPrinted>(await print({ prep_item_id: prep.id, quantity: 2, size: '2x1' }));
    const listed = dataOf<LabelPrinted[]>(await call('GET', `/api/stores/${storeId}/food-labels`, token.barista));
    expect(listed.map((p) => [p.id, p.quantity, p.prepped_by])).toEqual([
      [second.id, 2, baristaName],
      [first.id, 1, baristaName],
    ]);
    expect((await t.app.inject({ method: 'GET', url: listed[1]!.pdf })).statusCode).toBe(200);
    const before = await call('GET', `/api/stores/${storeId}/food-labels?date=2025-04-01`, token.barista);
    expect(dataOf<LabelPrinted[]>(before)).toEqual([]);
    expect((await call('GET', `/api/stores/${storeId}/food-labels`, token.otherBarista)).statusCode).toBe(403);
  });

  it("refuses another store's barista the print and the PDF, and a link without its own token", async () => {
    const prep = await createItem();
    expect((await print({ prep_item_id: prep.id, quantity: 1 }, token.otherBarista)).statusCode).toBe(403);
    expect(await t.db.select().from(foodLabelPrints)).toEqual([]);
    const printed = dataOf<LabelPrinted>(await print({ prep_item_id: prep.id, quantity: 1 }));
    const path = `/api/food-labels/${printed.id}/pdf`;
    // A link made out to another store's barista for this print still needs the permission there.
    const theirs = t.app.jwt.sign(
      { sub: String(otherBaristaId), sv: 0, typ: 'document', label: printed.id },
      { expiresIn: 300 },
    );
    expect((await t.app.inject({ method: 'GET', url: `${path}?token=${theirs}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    // A session token is not a link, nor is the link of another print.
    expect((await t.app.inject({ method: 'GET', url: `${path}?token=${token.barista}` })).statusCode).toBe(401);
    const other = dataOf<LabelPrinted>(await print({ prep_item_id: prep.id, quantity: 1 }));
    const otherToken = new URL(other.pdf, 'http://x').searchParams.get('token')!;
    expect((await t.app.inject({ method: 'GET', url: `${path}?token=${otherToken}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token.barista}` } }))
        .statusCode,
    ).toBe(401);
  });
});
