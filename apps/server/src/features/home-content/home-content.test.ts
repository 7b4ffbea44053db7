import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dashboard, media, promotion } from '../../db/schema/index';
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
const snapshot = async () => ({
  dashboard: await t.db.select().from(dashboard),
  promotion: await t.db.select().from(promotion),
  media: await t.db.select().from(media),
});

beforeAll(async () => {
  t = await startTestApp();
  const store1 = (await makeStore(t.db)).id;
  await makeRole(t.db, 'ROLE_PROMOTER', ['promotions-view', 'promotions-edit']);
  tokens = await signedInPeople(t, {
    admin: { baseRoles: ['ROLE_ADMIN'] },
    ops: { baseRoles: ['ROLE_CORPORATE'] },
    storeEditor: { links: [{ storeId: store1, role: 'ROLE_PROMOTER' }] },
    barista: { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] },
    nobody: {},
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(dashboard);
  await t.db.delete(promotion);
  await t.db.delete(media);
});

describe('dashboard', () => {
  it('answers empty cards before anything is written', async () => {
    const res = await call('GET', '/api/dashboard', tokens.nobody);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      announcement: '',
      title: '',
      description: '',
      file: null,
      announcement_es: null,
      announcement_es_out_of_date: false,
      title_es: null,
      title_es_out_of_date: false,
      description_es: null,
      description_es_out_of_date: false,
    });
  });

  it('saves a sanitised announcement, the card and its image; an unchanged image stays, a new one replaces it', async () => {
    const first = await call('PUT', '/api/dashboard', tokens.ops, {
      announcement: '<p>New <strong>menu</strong> Monday</p><img src=x onerror=alert(1)><script>x()</script>',
      title: ' Pumpkin Spice is back ',
      description: 'Every store, from September 1.',
      file: dataUrl('image/png', PNG),
      filename: 'pumpkin.png',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Successfully updated Dashboard');
    expect(first.json().data).toEqual({
      announcement: '<p>New <strong>menu</strong> Monday</p>',
      title: 'Pumpkin Spice is back',
      description: 'Every store, from September 1.',
      file: expect.stringMatching(/^\/api\/media\/[0-9a-f]{32}\/pumpkin\.png$/),
      announcement_es: null,
      announcement_es_out_of_date: false,
      title_es: null,
      title_es_out_of_date: false,
      description_es: null,
      description_es_out_of_date: false,
    });
    const url = first.json().data.file as string;
    const kept = await call('PUT', '/api/dashboard', tokens.admin, {
      announcement: '<p>Changed</p>',
      title: 'T',
      description: 'D',
      file: null,
    });
    expect(kept.json().data.file).toBe(url);
    const replaced = await call('PUT', '/api/dashboard', tokens.admin, {
      announcement: '',
      title: 'T',
      description: 'D',
      file: dataUrl('image/png', PNG),
      filename: 'next.png',
    });
    expect(replaced.json().data.file).toMatch(/next\.png$/);
    expect(await t.db.select().from(media)).toHaveLength(1);
    const read = await call('GET', '/api/dashboard', tokens.barista);
    expect(read.json().data).toMatchObject({ announcement: '', title: 'T', description: 'D' });
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('refuses without a token, without the permission, with a store-level grant and with a video; nothing changes', async () => {
    await call('PUT', '/api/dashboard', tokens.ops, { announcement: '<p>A</p>', title: 'T', description: 'D' });
    const before = await snapshot();
    const body = { announcement: '<p>B</p>', title: 'X', description: 'Y' };
    expect((await call('GET', '/api/dashboard')).statusCode).toBe(401);
    expect((await call('PUT', '/api/dashboard', undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', '/api/dashboard', tokens.barista, body)).statusCode).toBe(403);
    expect((await call('PUT', '/api/dashboard', tokens.storeEditor, body)).statusCode).toBe(403);
    const video = { ...body, file: dataUrl('video/mp4', MP4), filename: 'x.mp4' };
    expect((await call('PUT', '/api/dashboard', tokens.ops, video)).statusCode).toBe(422);
    expect((await call('PUT', '/api/dashboard', tokens.ops, { ...body, title: 'x'.repeat(256) })).statusCode).toBe(422);
    expect((await call('PUT', '/api/dashboard', tokens.ops, { ...body, title: 5 })).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});

describe('promotion', () => {
  it('saves the title and sanitised description and adds images and videos, images listed first', async () => {
    const video = await call('PUT', '/api/promotion', tokens.ops, {
      title: 'Cold Brew Season',
      description: '<p>Buy one, get one <em>half off</em></p><iframe src="x"></iframe>',
      file: dataUrl('video/mp4', MP4),
      filename: 'pour.mp4',
    });
    expect(video.statusCode).toBe(200);
    expect(video.json().message).toBe('Successfully updated Promotion');
    const image = await call('PUT', '/api/promotion', tokens.admin, {
      title: 'Cold Brew Season',
      description: '<p>Buy one, get one <em>half off</em></p>',
      file: dataUrl('image/png', PNG),
      filename: 'glass.png',
    });
    expect(image.json().data).toEqual({
      promotion: {
        title: 'Cold Brew Season',
        description: '<p>Buy one, get one <em>half off</em></p>',
        title_es: null,
        title_es_out_of_date: false,
        description_es: null,
        description_es_out_of_date: false,
      },
      files: [
        { url: expect.stringMatching(/glass\.png$/), is_video: false },
        { url: expect.stringMatching(/pour\.mp4$/), is_video: true },
      ],
    });
    const read = await call('GET', '/api/promotion', tokens.barista);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.files).toHaveLength(2);
  });

  it('deletes a promotion file through its own address only with a chain-wide grant', async () => {
    const saved = await call('PUT', '/api/promotion', tokens.ops, {
      title: 'P',
      description: '',
      file: dataUrl('image/png', PNG),
      filename: 'p.png',
    });
    const url = saved.json().data.files[0].url as string;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, tokens.barista)).statusCode).toBe(403);
    expect((await call('DELETE', url, tokens.storeEditor)).statusCode).toBe(403);
    expect(await t.db.select().from(media)).toHaveLength(1);
    expect((await call('DELETE', url, tokens.ops)).statusCode).toBe(200);
    expect((await call('GET', '/api/promotion', tokens.barista)).json().data.files).toEqual([]);
  });

  it('refuses without a token, without the permission, with a store-level grant and a wrong file; nothing changes', async () => {
    await call('PUT', '/api/promotion', tokens.ops, { title: 'P', description: '<p>D</p>' });
    const before = await snapshot();
    const body = { title: 'X', description: 'Y' };
    expect((await call('GET', '/api/promotion')).statusCode).toBe(401);
    expect((await call('PUT', '/api/promotion', undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', '/api/promotion', tokens.barista, body)).statusCode).toBe(403);
    expect((await call('PUT', '/api/promotion', tokens.storeEditor, body)).statusCode).toBe(403);
    const fake = { ...body, file: dataUrl('video/mp4', 'not a video'), filename: 'x.mp4' };
    expect((await call('PUT', '/api/promotion', tokens.ops, fake)).statusCode).toBe(422);
    expect((await call('PUT', '/api/promotion', tokens.ops, { title: 'X' })).statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});
