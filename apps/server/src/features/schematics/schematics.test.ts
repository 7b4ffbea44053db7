import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media, schematics } from '../../db/schema/index';
import { makeStore, startTestApp, type TestContext } from '../../../test/harness';
import { apiCaller, makeRole, signedInPeople } from '../../../test/fixtures/people';

let t: TestContext;
let tokens: Record<'admin' | 'ops' | 'storeEditor' | 'barista' | 'nobody', string>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42\0\0\0\0mp42isom')]);
const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

const call = apiCaller(() => t);
const names = async () =>
  (await t.db.select().from(schematics).orderBy(asc(schematics.sortOrder))).map((r) => [r.name, r.sortOrder]);

beforeAll(async () => {
  t = await startTestApp();
  const store1 = (await makeStore(t.db)).id;
  await makeRole(t.db, 'ROLE_SCHEMATIC_EDITOR', ['schematics-view', 'schematics-edit', 'schematics-delete']);
  tokens = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    ops: { baseRoles: ['ROLE_CORPORATE'] },
    storeEditor: { links: [{ storeId: store1, role: 'ROLE_SCHEMATIC_EDITOR' }] },
    barista: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
    nobody: {},
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(schematics);
  await t.db.delete(media);
});

async function seed(list: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of list) {
    const res = await call('POST', '/api/schematics', tokens.ops, { name });
    expect(res.statusCode).toBe(200);
    ids.push(res.json().data.id);
  }
  return ids;
}

describe('schematics', () => {
  it('creates schematics at the end of the list and lists them in order for a barista', async () => {
    const res = await call('POST', '/api/schematics', tokens.admin, { name: '  Bar layout ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { name: 'Bar layout', order: 1 },
      message: 'Successfully saved new Schematic',
    });
    await call('POST', '/api/schematics', tokens.ops, { name: 'Pastry case' });
    const list = await call('GET', '/api/schematics', tokens.barista);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { name: string; order: number }) => [s.name, s.order])).toEqual([
      ['Bar layout', 1],
      ['Pastry case', 2],
    ]);
  });

  it('saves a name with an image and a video, lists them images first, and deletes a file through its address', async () => {
    const [id] = await seed(['Espresso machine daily clean']);
    const video = await call('PUT', `/api/schematics/${id}`, tokens.ops, {
      name: 'Espresso machine clean',
      file: dataUrl('video/mp4', MP4),
      filename: 'backflush.mp4',
    });
    expect(video.statusCode).toBe(200);
    const image = await call('PUT', `/api/schematics/${id}`, tokens.ops, {
      name: 'Espresso machine clean',
      file: dataUrl('image/png', PNG),
      filename: 'group-head.png',
    });
    expect(image.json().data).toMatchObject({
      name: 'Espresso machine clean',
      files: [{ is_video: false }, { is_video: true }],
    });
    const withFiles = await call('GET', '/api/schematics/files', tokens.barista);
    expect(withFiles.json().data[0].files.map((f: { url: string }) => f.url.split('/').pop())).toEqual([
      'group-head.png',
      'backflush.mp4',
    ]);
    const one = await call('GET', `/api/schematics/${id}`, tokens.barista);
    expect(one.json().data.files).toHaveLength(2);

    const url = one.json().data.files[0].url as string;
    expect((await call('DELETE', url, tokens.barista)).statusCode).toBe(403);
    expect((await call('DELETE', url, tokens.storeEditor)).statusCode).toBe(403);
    expect(await t.db.select().from(media)).toHaveLength(2);
    expect((await call('DELETE', url, tokens.ops)).statusCode).toBe(200);
    expect(await t.db.select().from(media)).toHaveLength(1);
  });

  it('moves a schematic to the first, the last and a middle position; beyond the list is refused', async () => {
    const [a, b, c, d] = await seed(['A', 'B', 'C', 'D']);
    const first = await call('PUT', '/api/schematics/order', tokens.ops, { id: d, newIndex: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Successfully changed order of Schematics');
    expect(await names()).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ]);
    await call('PUT', '/api/schematics/order', tokens.ops, { id: d, newIndex: 4 });
    expect(await names()).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
    ]);
    await call('PUT', '/api/schematics/order', tokens.ops, { id: a, newIndex: 3 });
    expect(await names()).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
      ['D', 4],
    ]);
    for (const newIndex of [5, 0, -1, 'x']) {
      expect((await call('PUT', '/api/schematics/order', tokens.ops, { id: b, newIndex })).statusCode).toBe(422);
    }
    expect((await call('PUT', '/api/schematics/order', tokens.ops, { id: 999999, newIndex: 1 })).statusCode).toBe(404);
    expect(await names()).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
      ['D', 4],
    ]);
    expect(c).toBeGreaterThan(0);
  });

  it('deletes a schematic with its media and closes the gap', async () => {
    const [a, b, c] = await seed(['A', 'B', 'C']);
    await call('PUT', `/api/schematics/${b}`, tokens.ops, {
      name: 'B',
      file: dataUrl('image/png', PNG),
      filename: 'b.png',
    });
    const res = await call('DELETE', `/api/schematics/${b}`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(await names()).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
    expect(await t.db.select().from(media)).toHaveLength(0);
    expect((await call('GET', `/api/schematics/${b}`, tokens.ops)).statusCode).toBe(404);
    expect([a, c]).toHaveLength(2);
  });

  it('answers 401 without a token and 403 without the permission or with a store-level grant, changing nothing', async () => {
    const [a, b] = await seed(['A', 'B']);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/schematics', { name: 'X' }],
      ['PUT', '/api/schematics/order', { id: b, newIndex: 1 }],
      ['PUT', `/api/schematics/${a}`, { name: 'Renamed' }],
      ['DELETE', `/api/schematics/${a}`],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method as 'PUT', url, undefined, body)).statusCode).toBe(401);
      expect((await call(method as 'PUT', url, tokens.barista, body)).statusCode).toBe(403);
      expect((await call(method as 'PUT', url, tokens.storeEditor, body)).statusCode).toBe(403);
    }
    for (const url of ['/api/schematics', '/api/schematics/files', `/api/schematics/${a}`]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, tokens.nobody)).statusCode).toBe(403);
    }
    expect(await names()).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
  });

  it('refuses a blank name, a wrong file type and bad ids, changing nothing', async () => {
    const [a] = await seed(['A']);
    expect((await call('POST', '/api/schematics', tokens.ops, { name: '   ' })).statusCode).toBe(422);
    expect((await call('POST', '/api/schematics', tokens.ops, { name: 'x'.repeat(256) })).statusCode).toBe(422);
    expect((await call('POST', '/api/schematics', tokens.ops, {})).statusCode).toBe(422);
    const fake = await call('PUT', `/api/schematics/${a}`, tokens.ops, {
      name: 'Renamed',
      file: dataUrl('image/png', 'not a picture'),
      filename: 'x.png',
    });
    expect(fake.statusCode).toBe(422);
    expect((await call('PUT', `/api/schematics/${a}`, tokens.ops, { name: '' })).statusCode).toBe(422);
    expect((await call('GET', '/api/schematics/0x10', tokens.ops)).statusCode).toBe(422);
    expect((await call('PUT', '/api/schematics/999999', tokens.ops, { name: 'Y' })).statusCode).toBe(404);
    expect(await names()).toEqual([['A', 1]]);
    expect(await t.db.select().from(media)).toHaveLength(0);
  });
});
