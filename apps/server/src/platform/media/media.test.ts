import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { DATE_RULE_CLOCKS, storeDayAt } from '../../../test/support/clock';
import { isSvgDocument } from './detect';
import { attachMedia } from './media';
import { registerMediaOwner } from './owners';
import { parseRange } from './storage';
import { acceptUpload, FILENAME_STEM_MAX, safeFilename, uploadBodyLimit } from './upload';

/** Store 1's clock: 05:00 UTC, the evening before in Los Angeles. */
const CLOCK = DATE_RULE_CLOCKS[0];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>\n';
function mp4(brand = 'mp42', size = 32): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32BE(24, 0);
  b.write('ftyp', 4);
  b.write(brand, 8);
  b.write(brand, 16);
  b.write('isom', 20);
  return b;
}
const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const ALL = ['jpg', 'jpeg', 'png', 'gif', 'svg', 'mp4', 'mov'];
const limits = { mediaMaxImageBytes: 1000, mediaMaxVideoBytes: 5000 };

async function rejection(promise: Promise<unknown>): Promise<{ statusCode: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error('expected a rejection');
}

describe('detecting the real type', () => {
  it('recognises SVG documents by parsing them', () => {
    const yes = [
      SVG,
      '<svg/>',
      '\uFEFF<!-- logo --><svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:g/></svg:svg>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg><![CDATA[x<y]]></svg>',
    ];
    for (const text of yes) expect(isSvgDocument(Buffer.from(text))).toBe(true);
    const no = [
      '<html><svg></svg></html>',
      '<svg><g></svg>',
      '<svg></svg><svg></svg>',
      'hello <svg></svg>',
      '<svg attr=unquoted></svg>',
      '<!DOCTYPE svg [<!ENTITY a "b">]><svg></svg>',
      '<svg>',
      '',
    ];
    for (const text of no) expect(isSvgDocument(Buffer.from(text))).toBe(false);
    expect(isSvgDocument(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]))).toBe(false);
  });

  it('accepts allowed types, named after their real extension', async () => {
    const png = await acceptUpload(
      limits,
      { file: dataUrl('image/png', PNG), filename: 'C:\\fakepath\\Till photo!.PNG' },
      ALL,
    );
    expect(png).toMatchObject({
      contentType: 'image/png',
      ext: 'png',
      isVideo: false,
      filename: 'Till-photo.png',
      size: PNG.length,
    });
    const svg = await acceptUpload(limits, { file: dataUrl('image/svg+xml', SVG), filename: 'logo.svg' }, ALL);
    expect(svg).toMatchObject({ contentType: 'image/svg+xml', isVideo: false });
    const mov = await acceptUpload(
      limits,
      { file: dataUrl('video/quicktime', mp4('qt  ')), filename: 'clip.mov' },
      ALL,
    );
    expect(mov).toMatchObject({ contentType: 'video/quicktime', isVideo: true });
    const jpeg = await acceptUpload(limits, { file: dataUrl('image/jpeg', JPEG), filename: 'a.jpeg' }, ALL);
    expect(jpeg.filename).toBe('a.jpeg');
    const unnamed = await acceptUpload(limits, { file: dataUrl('application/octet-stream', mp4()) }, ALL);
    expect(unnamed.filename).toBe('file.mp4');
  });

  it('refuses a file that claims a type its bytes do not have', async () => {
    const text = await rejection(
      acceptUpload(limits, { file: dataUrl('image/png', 'not really a png'), filename: 'x.png' }, ALL),
    );
    expect(text.statusCode).toBe(422);
    expect(text.message).toMatch(/not allowed/);
    const jpegAsPng = await rejection(
      acceptUpload(limits, { file: dataUrl('image/png', JPEG), filename: 'x.png' }, ALL),
    );
    expect(jpegAsPng).toMatchObject({ statusCode: 422, message: 'The file is not a real PNG: its content is JPG' });
    const named = await rejection(acceptUpload(limits, { file: dataUrl('image/jpeg', JPEG), filename: 'x.gif' }, ALL));
    expect(named.statusCode).toBe(422);
  });

  it('refuses types outside the endpoint list, bad data URLs and oversize files', async () => {
    expect(
      (await rejection(acceptUpload(limits, { file: dataUrl('video/mp4', mp4()) }, ['png', 'jpg']))).statusCode,
    ).toBe(422);
    expect(
      (await rejection(acceptUpload(limits, { file: dataUrl('application/pdf', '%PDF-1.4\n%…') }, ALL))).statusCode,
    ).toBe(422);
    expect((await rejection(acceptUpload(limits, { file: 'data:image/png,plain' }, ALL))).statusCode).toBe(422);
    expect((await rejection(acceptUpload(limits, { file: 'data:image/png;base64,!!!!' }, ALL))).statusCode).toBe(422);
    const bigPng = Buffer.concat([PNG, Buffer.alloc(1000)]);
    const image = await rejection(acceptUpload(limits, { file: dataUrl('image/png', bigPng) }, ALL));
    expect(image).toMatchObject({ statusCode: 413, message: 'The file is too large: an image may be up to 1 KB' });
    expect((await acceptUpload(limits, { file: dataUrl('video/mp4', mp4('mp42', 4000)) }, ALL)).size).toBe(4000);
    expect(
      (await rejection(acceptUpload(limits, { file: dataUrl('video/mp4', mp4('mp42', 6000)) }, ALL))).statusCode,
    ).toBe(413);
  });

  it('sizes the upload body limit for a base64 image, never a video', () => {
    const limit = uploadBodyLimit({ mediaMaxImageBytes: 10 * 2 ** 20 });
    expect(limit).toBeGreaterThan((10 * 2 ** 20 * 4) / 3);
    expect(limit).toBeLessThan(14 * 2 ** 20);
    expect(safeFilename('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(safeFilename('.hidden.svg', 'svg')).toBe('hidden.svg');
    expect(safeFilename(`${'a'.repeat(300)}.jpeg`, 'jpg')).toBe(`${'a'.repeat(FILENAME_STEM_MAX)}.jpeg`);
    expect(safeFilename(`${'a'.repeat(FILENAME_STEM_MAX - 1)}  b.png`, 'png')).toBe(
      `${'a'.repeat(FILENAME_STEM_MAX - 1)}.png`,
    );
  });

  it('reads byte ranges the way browsers send them for video', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=0-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('items=1-2', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

describe('serving and deleting media', () => {
  let t: TestContext;
  let store1: number;
  let store2: number;
  const storeOfWidget = new Map<number, number>();
  let tokens: Record<'editor' | 'editor2' | 'reader', string>;

  beforeAll(async () => {
    t = await startTestApp({}, { now: () => CLOCK.at });
    store1 = (await makeStore(t.db, { timeZone: CLOCK.zone })).id;
    store2 = (await makeStore(t.db)).id;
    storeOfWidget.set(1, store1).set(2, store2);
    registerMediaOwner({
      ownerType: 'test-widget',
      editPermission: 'checklists-edit',
      storeIdOf: async (_db, id) => storeOfWidget.get(id),
    });
    const editor = await makeUser(t, { links: [{ storeId: store1, role: 'ROLE_MANAGER' }] });
    const editor2 = await makeUser(t, { links: [{ storeId: store2, role: 'ROLE_MANAGER' }] });
    const reader = await makeUser(t, { links: [{ storeId: store1, role: 'ROLE_BARISTA' }] });
    tokens = { editor: tokenFor(t.app, editor), editor2: tokenFor(t.app, editor2), reader: tokenFor(t.app, reader) };
  });
  afterAll(() => t.close());

  async function stored(bytes: Buffer | string, mime: string, filename: string, widget = 1) {
    const upload = await acceptUpload(t.config, { file: dataUrl(mime, bytes), filename }, ALL);
    return t.db.transaction((tx) =>
      attachMedia(t.config, tx, upload, {
        ownerType: 'test-widget',
        ownerId: widget,
        storeId: storeOfWidget.get(widget)!,
        userId: 1,
      }),
    );
  }

  it('serves a file publicly with its real type, nosniff, a long cache and byte ranges', async () => {
    const file = await stored(PNG, 'image/png', 'till.png');
    expect(file.url).toMatch(/^\/api\/media\/[0-9a-f]{32}\/till\.png$/);
    const res = await t.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG.length}`);
    expect(part.rawPayload.equals(PNG.subarray(1, 4))).toBe(true);
    const id = file.url.split('/')[3]!;
    expect(fs.existsSync(path.join(t.dataDir, 'media', id.slice(0, 2), id))).toBe(true);
  });

  it('serves SVG under a sandboxing CSP so its script cannot run', async () => {
    const file = await stored(SVG, 'image/svg+xml', 'logo.svg');
    const res = await t.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['content-security-policy']).not.toContain('script-src');
  });

  it('answers 404 for an unknown id, a wrong filename or a malformed id', async () => {
    const file = await stored(PNG, 'image/png', 'a.png');
    const id = file.url.split('/')[3]!;
    for (const url of [
      `/api/media/${'0'.repeat(32)}/a.png`,
      `/api/media/${id}/b.png`,
      '/api/media/../a.png',
      '/api/media/xyz/a.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it("deletes only with the owner's edit permission at the owner's store", async () => {
    const file = await stored(PNG, 'image/png', 'delete-me.png');
    const id = file.url.split('/')[3]!;
    expect((await t.app.inject({ method: 'DELETE', url: file.url })).statusCode).toBe(401);
    for (const token of [tokens.reader, tokens.editor2]) {
      expect((await t.app.inject({ method: 'DELETE', url: file.url, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'DELETE', url: file.url, headers: bearer(tokens.editor) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully removed media content' });
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, 'media', id.slice(0, 2), id))).toBe(false);
    expect((await t.db.select().from(media)).some((m) => m.id === id)).toBe(false);
  });

  it.each([120, 255])(
    'uploads a file with a %i-character name through a record, then serves and deletes it',
    async (length) => {
      const name = `${'Delivery receipt from the roastery '.repeat(8).slice(0, length - 4)}.png`;
      expect(name).toHaveLength(length);
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/comm-sheet/${store1}/${storeDayAt(CLOCK.zone, CLOCK.at)}`,
        headers: bearer(tokens.editor),
        payload: { type: 'open', file: dataUrl('image/png', PNG), filename: name },
      });
      expect(created.statusCode).toBe(200);
      const [file] = created.json().data.files as { url: string }[];
      const stored = decodeURIComponent(file!.url.split('/').pop()!);
      expect(stored).toMatch(/^Delivery-receipt-from-the-roastery-.*\.png$/);
      expect(stored.length).toBeLessThanOrEqual(FILENAME_STEM_MAX + 5);
      const served = await t.app.inject({ method: 'GET', url: file!.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const removed = await t.app.inject({ method: 'DELETE', url: file!.url, headers: bearer(tokens.editor) });
      expect(removed.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: file!.url })).statusCode).toBe(404);
      // The next test of this kind starts from an empty shift.
      await t.db.execute(sql`delete from comm_sheets where store_id = ${store1}`);
    },
  );

  it("checks the owning record's store, not the store the file was filed under", async () => {
    const file = await stored(PNG, 'image/png', 'moved.png', 2);
    storeOfWidget.set(2, store1);
    expect((await t.app.inject({ method: 'DELETE', url: file.url, headers: bearer(tokens.editor2) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: file.url, headers: bearer(tokens.editor) })).statusCode).toBe(
      200,
    );
  });
});
