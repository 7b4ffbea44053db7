import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media, recipes } from '../../db/schema/index';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';

let t: TestContext;
let store1: number;
let store2: number;
let tokens: Record<'admin' | 'ops' | 'editor1' | 'barista1' | 'barista2' | 'nobody', string>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42\0\0\0\0mp42isom')]);
const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

const call = apiCaller(() => t);
const rows = () => t.db.select().from(recipes).orderBy(asc(recipes.id));
const listNames = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((r) => r.name);

beforeAll(async () => {
  t = await startTestApp();
  store1 = (await makeStore(t.db)).id;
  store2 = (await makeStore(t.db)).id;
  await makeRole(t.db, 'ROLE_RECIPE_EDITOR', ['recipes-view', 'recipes-create', 'recipes-edit', 'recipes-delete']);
  tokens = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    ops: { baseRoles: ['ROLE_CORPORATE'] },
    editor1: { links: [{ storeId: store1, role: 'ROLE_RECIPE_EDITOR' }] },
    barista1: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
    barista2: { links: [{ storeId: store2, role: 'ROLE_BARISTA' }] },
    nobody: {},
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(recipes);
  await t.db.delete(media);
});

async function create(name: string, storeId: number | null, type = 'espresso-bar', token = tokens.ops) {
  const res = await call('POST', '/api/recipes', token, { name, content: `<p>${name}</p>`, type, store_id: storeId });
  expect(res.statusCode).toBe(200);
  return res.json().data.recipe.id as number;
}

describe('recipes', () => {
  it('keeps global recipes for every store and a store’s own for that store only', async () => {
    await create('Latte', null);
    await create('Oat Latte', 99999);
    await create('Pearl Cortado', store1, 'espresso-bar', tokens.editor1);
    await create('Hawthorne Mocha', store2);
    expect((await rows()).map((r) => [r.name, r.storeId, r.sortOrder])).toEqual([
      ['Latte', null, 1],
      ['Oat Latte', null, 2],
      ['Pearl Cortado', store1, 1],
      ['Hawthorne Mocha', store2, 1],
    ]);

    expect(listNames(await call('GET', `/api/recipes/espresso-bar?store_id=${store1}`, tokens.barista1))).toEqual([
      'Latte',
      'Oat Latte',
      'Pearl Cortado',
    ]);
    expect(listNames(await call('GET', `/api/recipes/espresso-bar?store_id=${store2}`, tokens.barista2))).toEqual([
      'Latte',
      'Oat Latte',
      'Hawthorne Mocha',
    ]);
    expect(listNames(await call('GET', '/api/recipes/espresso-bar', tokens.barista1))).toEqual(['Latte', 'Oat Latte']);
    expect(listNames(await call('GET', '/api/recipes/espresso-bar?store_id=99999', tokens.ops))).toEqual([
      'Latte',
      'Oat Latte',
    ]);
    expect(listNames(await call('GET', '/api/recipes/espresso-bar/files', tokens.barista1))).toEqual([
      'Latte',
      'Oat Latte',
    ]);
    expect(listNames(await call('GET', '/api/recipes/tea-bar', tokens.barista1))).toEqual([]);
  });

  it('answers one recipe as {recipe, files} and lists drink and batch recipes', async () => {
    const id = await create('Cold Brew Concentrate', null, 'batch-recipes');
    await create('Chai Latte', null, 'tea-bar');
    await create('Flat White', store1, 'espresso-bar');
    await create('Breakfast Sandwich', null, 'hot-food-prep');
    const one = await call('GET', `/api/recipes/${id}`, tokens.barista1);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({
      recipe: {
        id,
        name: 'Cold Brew Concentrate',
        content: '<p>Cold Brew Concentrate</p>',
        name_es: null,
        name_es_out_of_date: false,
        content_es: null,
        content_es_out_of_date: false,
        type: 'batch-recipes',
        order: 1,
        store_id: null,
      },
      files: [],
    });
    expect(listNames(await call('GET', `/api/recipes/batch/files?store_id=${store1}`, tokens.barista1))).toEqual([
      'Cold Brew Concentrate',
    ]);
    expect(listNames(await call('GET', `/api/recipes/drink?store_id=${store1}`, tokens.barista1))).toEqual([
      'Flat White',
      'Chai Latte',
    ]);
    expect(listNames(await call('GET', '/api/recipes/drink', tokens.barista1))).toEqual(['Chai Latte']);
  });

  it('updates name, sanitised content, type and media; a new type moves it to the end of that list', async () => {
    const a = await create('A', null);
    const b = await create('B', null);
    await create('T', null, 'tea-bar');
    const res = await call('PUT', `/api/recipes/${a}`, tokens.ops, {
      name: ' Iced Chai ',
      content: '<p onclick="x()">Steep <strong>5 min</strong></p><script>alert(1)</script>',
      type: 'tea-bar',
      file: dataUrl('image/png', PNG),
      filename: 'chai.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully updated Recipe');
    expect(res.json().data.recipe).toMatchObject({
      name: 'Iced Chai',
      content: '<p>Steep <strong>5 min</strong></p>',
      type: 'tea-bar',
      order: 2,
    });
    expect(res.json().data.files).toEqual([{ url: expect.stringMatching(/\/chai\.png$/), is_video: false }]);
    const video = await call('PUT', `/api/recipes/${a}`, tokens.ops, {
      name: 'Iced Chai',
      content: '',
      type: 'tea-bar',
      file: dataUrl('video/mp4', MP4),
      filename: 'pour.mp4',
    });
    expect(video.json().data.files.map((f: { is_video: boolean }) => f.is_video)).toEqual([false, true]);
    expect((await rows()).find((r) => r.id === b)?.sortOrder).toBe(1);
  });

  it('moves recipes to the first, the last and a middle place within their scope; beyond is refused', async () => {
    const [a, b, c] = [await create('A', null), await create('B', null), await create('C', null)];
    const s = await create('S1', store1);
    const order = async () =>
      (await rows())
        .filter((r) => r.storeId === null)
        .sort((x, y) => x.sortOrder - y.sortOrder)
        .map((r) => r.name);
    const res = await call('PUT', '/api/recipes/order/espresso-bar', tokens.ops, { id: c, newIndex: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully changed order of Recipes');
    expect(listNames(res)).toEqual(['C', 'A', 'B']);
    await call('PUT', '/api/recipes/order/espresso-bar', tokens.ops, { id: c, newIndex: 3 });
    expect(await order()).toEqual(['A', 'B', 'C']);
    await call('PUT', '/api/recipes/order/espresso-bar', tokens.ops, { id: a, newIndex: 2 });
    expect(await order()).toEqual(['B', 'A', 'C']);
    expect((await call('PUT', '/api/recipes/order/espresso-bar', tokens.ops, { id: a, newIndex: 4 })).statusCode).toBe(
      422,
    );
    expect((await call('PUT', '/api/recipes/order/espresso-bar', tokens.ops, { id: a, newIndex: 0 })).statusCode).toBe(
      422,
    );
    expect((await call('PUT', '/api/recipes/order/tea-bar', tokens.ops, { id: a, newIndex: 1 })).statusCode).toBe(404);
    // The store's list is its own: one recipe, position 1 only.
    expect(
      (await call('PUT', '/api/recipes/order/espresso-bar', tokens.editor1, { id: s, newIndex: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/recipes/order/espresso-bar', tokens.editor1, { id: s, newIndex: 2 })).statusCode,
    ).toBe(422);
    expect(await order()).toEqual(['B', 'A', 'C']);
    expect(b).toBeGreaterThan(0);
  });

  it('deletes a recipe with its media and closes the gap', async () => {
    const [a, b, c] = [await create('A', null), await create('B', null), await create('C', null)];
    await call('PUT', `/api/recipes/${b}`, tokens.ops, {
      name: 'B',
      content: '',
      type: 'espresso-bar',
      file: dataUrl('image/png', PNG),
      filename: 'b.png',
    });
    const res = await call('DELETE', `/api/recipes/${b}`, tokens.ops);
    expect(res.statusCode).toBe(200);
    expect((await rows()).map((r) => [r.id, r.sortOrder])).toEqual([
      [a, 1],
      [c, 2],
    ]);
    expect(await t.db.select().from(media)).toHaveLength(0);
  });

  it('refuses a store recipe read or written with a grant at another store, changing nothing', async () => {
    const own2 = await create('Store 2 special', store2);
    const own1 = await create('Store 1 special', store1);
    expect((await call('GET', `/api/recipes/espresso-bar?store_id=${store2}`, tokens.barista1)).statusCode).toBe(403);
    expect((await call('GET', `/api/recipes/${own2}`, tokens.barista1)).statusCode).toBe(403);
    expect((await call('GET', `/api/recipes/drink?store_id=${store2}`, tokens.barista1)).statusCode).toBe(403);
    expect((await call('GET', `/api/recipes/batch/files?store_id=${store2}`, tokens.barista1)).statusCode).toBe(403);
    expect((await call('GET', `/api/recipes/espresso-bar/files?store_id=${store2}`, tokens.barista1)).statusCode).toBe(
      403,
    );
    // A store recipe's files are removed only with recipes-edit at that store.
    const withFile = await call('PUT', `/api/recipes/${own2}`, tokens.ops, {
      name: 'Store 2 special',
      content: '',
      type: 'espresso-bar',
      file: dataUrl('image/png', PNG),
      filename: 's2.png',
    });
    const fileUrl = withFile.json().data.files[0].url as string;
    expect((await call('DELETE', fileUrl, tokens.editor1)).statusCode).toBe(403);
    expect(await t.db.select().from(media)).toHaveLength(1);
    const before = await rows();
    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/recipes', { name: 'X', content: '', type: 'espresso-bar', store_id: store2 }],
      ['PUT', `/api/recipes/${own2}`, { name: 'X', content: '', type: 'espresso-bar' }],
      ['PUT', '/api/recipes/order/espresso-bar', { id: own2, newIndex: 1 }],
      ['DELETE', `/api/recipes/${own2}`],
    ];
    for (const [method, url, body] of attempts) {
      expect((await call(method as 'PUT', url, tokens.editor1, body)).statusCode).toBe(403);
    }
    // The same editor may write its own store's recipes.
    expect(
      (
        await call('PUT', `/api/recipes/${own1}`, tokens.editor1, {
          name: 'Store 1 special',
          content: '',
          type: 'espresso-bar',
        })
      ).statusCode,
    ).toBe(200);
    expect((await rows()).filter((r) => r.id === own2)).toEqual(before.filter((r) => r.id === own2));
  });

  it('refuses global writes with a store-level grant, and its media delete; 401 without a token', async () => {
    const global = await create('Global', null);
    await call('PUT', `/api/recipes/${global}`, tokens.ops, {
      name: 'Global',
      content: '',
      type: 'espresso-bar',
      file: dataUrl('image/png', PNG),
      filename: 'g.png',
    });
    const before = await rows();
    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/recipes', { name: 'X', content: '', type: 'espresso-bar', store_id: null }],
      ['POST', '/api/recipes', { name: 'X', content: '', type: 'espresso-bar', store_id: 99999 }],
      ['PUT', `/api/recipes/${global}`, { name: 'X', content: '', type: 'espresso-bar' }],
      ['PUT', '/api/recipes/order/espresso-bar', { id: global, newIndex: 1 }],
      ['DELETE', `/api/recipes/${global}`],
    ];
    for (const [method, url, body] of attempts) {
      expect((await call(method as 'PUT', url, tokens.editor1, body)).statusCode).toBe(403);
      expect((await call(method as 'PUT', url, tokens.barista1, body)).statusCode).toBe(403);
      expect((await call(method as 'PUT', url, undefined, body)).statusCode).toBe(401);
    }
    const [file] = (await call('GET', `/api/recipes/${global}`, tokens.ops)).json().data.files;
    expect((await call('DELETE', file.url, tokens.editor1)).statusCode).toBe(403);
    for (const url of [
      '/api/recipes/espresso-bar',
      `/api/recipes/${global}`,
      '/api/recipes/drink',
      '/api/recipes/batch/files',
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, tokens.nobody)).statusCode).toBe(403);
    }
    expect(await rows()).toEqual(before);
    expect(await t.db.select().from(media)).toHaveLength(1);
    expect((await call('DELETE', file.url, tokens.ops)).statusCode).toBe(200);
  });

  it('refuses bad input: blank names, unknown types, odd ids and store ids, fake files; nothing changes', async () => {
    const id = await create('A', null);
    const bad: [string, string, unknown][] = [
      ['POST', '/api/recipes', { name: '  ', content: '', type: 'espresso-bar', store_id: null }],
      ['POST', '/api/recipes', { name: 'X', content: '', type: 'soup', store_id: null }],
      ['POST', '/api/recipes', { name: 'X', content: '', type: 'espresso-bar', store_id: '0x10' }],
      ['POST', '/api/recipes', { name: 'X', content: '', type: 'espresso-bar', store_id: 2147483648 }],
      ['POST', '/api/recipes', { name: 'x'.repeat(256), content: '', type: 'espresso-bar', store_id: null }],
      ['PUT', `/api/recipes/${id}`, { name: '', content: '', type: 'espresso-bar' }],
      ['PUT', `/api/recipes/${id}`, { name: 'A', content: 5, type: 'espresso-bar' }],
      [
        'PUT',
        `/api/recipes/${id}`,
        { name: 'A', content: '', type: 'espresso-bar', file: dataUrl('image/png', 'text'), filename: 'a.png' },
      ],
      ['PUT', '/api/recipes/order/soup', { id, newIndex: 1 }],
    ];
    const before = await rows();
    for (const [method, url, body] of bad) {
      expect((await call(method as 'PUT', url, tokens.ops, body)).statusCode).toBe(422);
    }
    expect((await call('GET', '/api/recipes/soup', tokens.ops)).statusCode).toBe(422);
    expect((await call('GET', '/api/recipes/espresso-bar?store_id=1e3', tokens.ops)).statusCode).toBe(422);
    expect((await call('GET', '/api/recipes/999999', tokens.ops)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/recipes', tokens.ops, { name: 'X', content: '', type: 'tea-bar', store_id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect(await rows()).toEqual(before);
    expect(await t.db.select().from(media)).toHaveLength(0);
  });
});
