import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressBookCategories, addressBookEntries, addressBookEntryCategories } from '../../db/schema/index';
import { startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';
import { neutral, parseCsv } from '../../../test/support/csv';

let t: TestContext;
let tokens: Record<'manager' | 'manager2' | 'lead', string>;
let viewer: string;
let store1: number;
let store2: number;
let cat: { espresso: number; plumbing: number };

const call = apiCaller(() => t);
const entries = () => t.db.select().from(addressBookEntries).orderBy(addressBookEntries.id);
const links = () => t.db.select().from(addressBookEntryCategories);

beforeAll(async () => {
  t = await startTestApp();
  ({ store1, store2, tokens } = await twoStoresWithStaff(t, {
    manager: { store: 1, role: 'ROLE_MANAGER' },
    manager2: { store: 2, role: 'ROLE_MANAGER' },
    lead: { store: 1, role: 'ROLE_SHIFT_LEAD' },
  }));
  await makeRole(t.db, 'ROLE_AB_VIEWER', ['service-providers-view']);
  ({ viewer } = await signedInPeople(t, { viewer: { links: [{ storeId: store1, role: 'ROLE_AB_VIEWER' }] } }));
  const rows = await t.db
    .insert(addressBookCategories)
    .values([{ name: 'Espresso Machine Repair' }, { name: 'Plumbing' }])
    .returning();
  cat = { espresso: rows[0]!.id, plumbing: rows[1]!.id };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(addressBookEntries);
});

const provider = {
  name: 'Bean Machine Repair',
  email: 'service@beanmachine.example',
  contact_name: 'Rosa Diaz',
  street: '12 Steam St',
  city: 'Portland',
  state: 'OR',
  zip: '97209',
  phone: '(503) 555-0140',
  phone2: '',
  fax: '',
  website: 'https://beanmachine.example',
};

async function create(storeId = store1, body: object = {}, token = tokens.manager) {
  return call('POST', `/api/address-book/${storeId}`, token, {
    ...provider,
    categories: `${cat.espresso},${cat.plumbing}`,
    ...body,
  });
}

describe('POST /api/address-book/{storeId}', () => {
  it('creates an entry with its categories at the store', async () => {
    const res = await create();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Bean Machine Repair', contactName: 'Rosa Diaz', storeId: store1 });
    expect(data.categories.sort()).toEqual([cat.espresso, cat.plumbing].sort());
    expect(await links()).toHaveLength(2);
  });

  it('refuses an unknown category id with 422 and stores nothing', async () => {
    const res = await create(store1, { categories: `${cat.espresso},999999` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.categories[0]).toMatch(/999999/);
    expect(await entries()).toHaveLength(0);
  });

  it('refuses no token (401), another store (403) and a role without the permission (403); nothing stored', async () => {
    expect((await create(store1, {}, '')).statusCode).toBe(401);
    expect((await create(store2)).statusCode).toBe(403);
    expect((await create(store1, {}, tokens.lead)).statusCode).toBe(403);
    expect((await create(store1, {}, viewer)).statusCode).toBe(403);
    expect(await entries()).toHaveLength(0);
  });

  it('refuses a bad email and a missing name with 422', async () => {
    expect((await create(store1, { email: 'not-an-email' })).statusCode).toBe(422);
    expect((await create(store1, { name: '  ' })).statusCode).toBe(422);
    expect(await entries()).toHaveLength(0);
  });

  it('takes only http and https websites', async () => {
    for (const website of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example',
      'beanmachine.example',
      'https://',
    ]) {
      const res = await create(store1, { website });
      expect(res.statusCode, website).toBe(422);
      expect(res.json().errors.website, website).toEqual(['Enter a web address starting with http:// or https://']);
    }
    expect(await entries()).toHaveLength(0);
    for (const website of ['http://beanmachine.example/service', 'HTTPS://Bean.Example', '', null]) {
      expect((await create(store1, { website })).statusCode, String(website)).toBe(200);
    }
  });

  it('never answers a stored link that is not a web link', async () => {
    const id = (await create()).json().data.id as number;
    await t.db.update(addressBookEntries).set({ website: 'javascript:alert(1)' }).where(eq(addressBookEntries.id, id));
    const res = await call('GET', `/api/address-book/${id}`, tokens.manager);
    expect(res.json().data[0].website).toBe('');
  });
});

describe('reading the address book', () => {
  it('lists the store, answers one entry as data[0], the categories with included, and the picker groups', async () => {
    const id = (await create()).json().data.id;
    await create(store1, { name: 'Aardvark Pest Control', categories: '' });
    await create(store2, { name: 'Other store plumber' }, tokens.manager2);

    const list = await call('GET', `/api/stores/${store1}/address-book`, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((e: { name: string }) => e.name)).toEqual([
      'Aardvark Pest Control',
      'Bean Machine Repair',
    ]);

    const one = await call('GET', `/api/address-book/${id}`, viewer);
    expect(one.json().data[0]).toMatchObject({ id, name: 'Bean Machine Repair', email: provider.email });

    const cats = await call('GET', `/api/address-book/categories?id=${id}`, viewer);
    expect(cats.json().data).toEqual([
      { id: cat.espresso, name: 'Espresso Machine Repair', included: true },
      { id: cat.plumbing, name: 'Plumbing', included: true },
    ]);
    const plain = await call('GET', '/api/address-book/categories', viewer);
    expect(plain.json().data.length).toBeGreaterThan(0);
    expect(plain.json().data.every((c: { included: boolean }) => !c.included)).toBe(true);

    const details = await call('GET', `/api/address-book/${store1}/details`, viewer);
    expect(details.statusCode).toBe(200);
    expect(
      details
        .json()
        .data.map((g: { name: string; resources: { name: string }[] }) => [g.name, g.resources.map((r) => r.name)]),
    ).toEqual([
      ['Espresso Machine Repair', ['Bean Machine Repair']],
      ['Plumbing', ['Bean Machine Repair']],
      ['Other', ['Aardvark Pest Control']],
    ]);
    expect(details.json().data[0].resources[0].contact_name).toBe('Rosa Diaz');
  });

  it('refuses 401 without a token and 403 for another store or without service-providers-view', async () => {
    const id = (await create()).json().data.id;
    expect((await call('GET', `/api/stores/${store1}/address-book`)).statusCode).toBe(401);
    expect((await call('GET', `/api/stores/${store1}/address-book`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/address-book/${store1}/details`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/address-book/${id}`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/address-book/categories?id=${id}`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', `/api/stores/${store1}/address-book`, tokens.lead)).statusCode).toBe(403);
    expect((await call('GET', '/api/address-book/categories', tokens.lead)).statusCode).toBe(403);
    expect((await call('GET', '/api/address-book/999999', tokens.manager)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/address-book/{id}', () => {
  it('updates fields and categories; the store stays the entry’s own', async () => {
    const id = (await create()).json().data.id;
    const res = await call('PUT', `/api/address-book/${id}`, tokens.manager, {
      ...provider,
      name: 'Bean Machine Repair Co.',
      contact_name: 'Sam',
      categories: String(cat.plumbing),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Bean Machine Repair Co.',
      contactName: 'Sam',
      categories: [cat.plumbing],
      storeId: store1,
    });
  });

  it('refuses another store’s entry, a missing permission and no token; the entry is unchanged', async () => {
    const id = (await create()).json().data.id;
    const before = await entries();
    const body = { ...provider, name: 'Hijacked' };
    expect((await call('PUT', `/api/address-book/${id}`, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/address-book/${id}`, tokens.manager2, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/address-book/${id}`, viewer, body)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/address-book/${id}`, tokens.manager, { ...body, categories: '424242' })).statusCode,
    ).toBe(422);
    expect((await call('DELETE', `/api/address-book/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/address-book/${id}`, tokens.manager2)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/address-book/${id}`, viewer)).statusCode).toBe(403);
    expect(await entries()).toEqual(before);
    expect(await links()).toHaveLength(2);
  });

  it('deletes an entry and its category links', async () => {
    const id = (await create()).json().data.id;
    const res = await call('DELETE', `/api/address-book/${id}`, tokens.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully removed address');
    expect(await entries()).toHaveLength(0);
    expect(await links()).toHaveLength(0);
  });
});

describe('GET /api/stores/{id}/address-book/export', () => {
  const EVIL = '=HYPERLINK("http://x","y")';
  const url = (storeId: number) => `/api/stores/${storeId}/address-book/export`;

  it("holds the list's entries by name with every field and category names, formulas neutralised", async () => {
    await create(store1, { name: 'Zeta Plumbing', categories: `${cat.plumbing}`, phone2: '-5' });
    await create(store1, { name: EVIL, contact_name: '@Rosa', categories: '' });
    await create();
    await create(store2, { name: 'Other store' }, tokens.manager2);
    const list = (await call('GET', `/api/stores/${store1}/address-book`, viewer)).json().data as { name: string }[];

    const res = await call('GET', url(store1), viewer);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="address-book-store-${store1}.csv"`);
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual([
      'Name',
      'Contact Name',
      'Email',
      'Phone',
      'Phone2',
      'Fax',
      'Street',
      'City',
      'State',
      'Zip',
      'Website',
      'Categories',
    ]);
    expect(lines.map((l) => l[0])).toEqual(list.map((e) => neutral(e.name)));
    const row = (name: string) => lines.find((l) => l[0] === name)!;
    expect(row(`'${EVIL}`).slice(0, 2)).toEqual([`'${EVIL}`, "'@Rosa"]);
    expect(row(`'${EVIL}`)[11]).toBe('');
    expect(row('Zeta Plumbing')[4]).toBe("'-5");
    expect(row('Zeta Plumbing')[11]).toBe('Plumbing');
    expect(row('Bean Machine Repair')).toEqual([
      'Bean Machine Repair',
      'Rosa Diaz',
      'service@beanmachine.example',
      '(503) 555-0140',
      '',
      '',
      '12 Steam St',
      'Portland',
      'OR',
      '97209',
      'https://beanmachine.example',
      'Espresso Machine Repair, Plumbing',
    ]);
    expect(lines.some((l) => l[0] === 'Other store')).toBe(false);
  });

  it('takes service-providers-view at the store: 401 without a token, 403 for another store or without it', async () => {
    expect((await call('GET', url(store1))).statusCode).toBe(401);
    expect((await call('GET', url(store1), tokens.manager2)).statusCode).toBe(403);
    expect((await call('GET', url(store1), tokens.lead)).statusCode).toBe(403);
    expect((await call('GET', url(store2), viewer)).statusCode).toBe(403);
  });

  it('is a text/csv file in the OpenAPI document', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    };
    const answer = document.paths['/api/stores/{id}/address-book/export']!.get.responses['200']!;
    expect(Object.keys(answer.content)).toEqual(['text/csv']);
  });
});
