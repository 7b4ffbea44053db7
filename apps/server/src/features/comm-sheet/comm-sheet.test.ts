import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENTS_MAX } from '@dripp/contract/comm-sheet';
import { commSheets, media } from '../../db/schema/index';
import { JSON_BODY_LIMIT, uploadBodyLimit } from '../../platform/media/upload';
import { addDays } from '@dripp/domain/dates';
import { startTestApp, type TestContext } from '../../../test/harness';
import { DATE_RULE_CLOCKS, settableClock, storeDayAt } from '../../../test/support/clock';
import { apiCaller } from '../../../test/fixtures/people';
import { twoStoresWithStaff } from '../../../test/fixtures/store-staff';

let t: TestContext;
let tokens: Record<'barista' | 'barista2' | 'franchisee' | 'manager', string>;
let store1: number;
let store2: number;
// Store 1's own today, in its zone at the clock's instant: a past day's sheet takes
// communication-log-edit (tested below).
const clock = settableClock();
let day: string;
let yesterday: string;
// Store 2's today: it is in the other zone, on another date.
let day2: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42\0\0\0\0mp42isom')]);
const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

const call = apiCaller(() => t);
const sheets = () => t.db.select().from(commSheets);
const mediaRows = () => t.db.select().from(media);

beforeAll(async () => {
  // Small limits so the oversize cases need no big payloads: images 10 KB, videos 20 KB.
  t = await startTestApp(
    { MEDIA_MAX_IMAGE_MB: String(10 / 1024), MEDIA_MAX_VIDEO_MB: String(20 / 1024) },
    { now: clock.now },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(media);
  await t.db.delete(commSheets);
});

async function create(storeId: number, body: Record<string, unknown>, token = tokens.barista) {
  const date = storeId === store2 ? day2 : day;
  return call('POST', `/api/comm-sheet/${storeId}/${date}`, token, {
    storeId,
    date,
    type: 'open',
    names: [],
    comments: '',
    ...body,
  });
}

describe.each(DATE_RULE_CLOCKS)('at $at, store 1 in $zone, store 2 in $other', ({ at, zone, other }) => {
  beforeAll(async () => {
    clock.set(at);
    day = storeDayAt(zone, at);
    yesterday = addDays(day, -1);
    day2 = storeDayAt(other, at);
    ({ store1, store2, tokens } = await twoStoresWithStaff(
      t,
      {
        barista: { store: 1, role: 'ROLE_BARISTA' },
        barista2: { store: 2, role: 'ROLE_BARISTA' },
        franchisee: { store: 1, role: 'ROLE_FRANCHISEE' },
        manager: { store: 1, role: 'ROLE_MANAGER' },
      },
      { store1: zone, store2: other },
    ));
  });

  it("takes each store's today in its own zone, not UTC's or the other store's", async () => {
    const utcDay = at.toISOString().slice(0, 10);
    expect(day).not.toBe(utcDay);
    expect(day2).not.toBe(day);
    const atUtc = await call('POST', `/api/comm-sheet/${store1}/${utcDay}`, tokens.barista, { type: 'open' });
    // UTC's date is store 1's tomorrow (refused) or its yesterday (a barista may not start it).
    expect(atUtc.statusCode).toBe(utcDay > day ? 422 : 403);
    expect(await sheets()).toEqual([]);
    expect((await create(store1, { names: ['Ben'] })).statusCode).toBe(200);
    expect((await create(store2, { names: ['Zoe'] }, tokens.barista2)).statusCode).toBe(200);
    const saved = (await sheets()).map((r) => `${r.storeId} ${r.date}`).sort();
    expect(saved).toEqual([`${store1} ${day}`, `${store2} ${day2}`].sort());
  });

  describe('GET /api/comm-sheet/{storeId}/{date}', () => {
    it('answers three empty shifts for a day with no sheet', async () => {
      const res = await call('GET', `/api/comm-sheet/${store1}/${day}`, tokens.franchisee);
      expect(res.statusCode).toBe(200);
      const empty = { id: null, names: [], comments: '', comments_language: null, files: [], version: null };
      expect(res.json().data).toEqual({ open: empty, mid: empty, close: empty });
    });

    it('answers 401 without a token and 403 for another store', async () => {
      expect((await call('GET', `/api/comm-sheet/${store1}/${day}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/comm-sheet/${store2}/${day}`, tokens.barista)).statusCode).toBe(403);
    });
  });

  describe('POST /api/comm-sheet/{storeId}/{date}', () => {
    it('creates a shift with clean names, sanitised comments and a file', async () => {
      const res = await create(store1, {
        type: 'mid',
        names: [' Ben ', '', 'Zoe', '  '],
        comments:
          '<p>Milk order <strong>late</strong><script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
        file: dataUrl('image/png', PNG),
        filename: 'delivery.png',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Successfully saved new Communication Sheet');
      expect(body.data).toMatchObject({
        names: ['Ben', 'Zoe'],
        files: [{ url: expect.stringMatching(/\/delivery\.png$/), is_video: false }],
      });
      expect(body.data.comments).toBe(
        '<p>Milk order <strong>late</strong></p><a rel="noopener noreferrer nofollow">x</a>',
      );
      const [row] = await sheets();
      expect(row).toMatchObject({ storeId: store1, date: day, type: 'mid', names: ['Ben', 'Zoe'] });
      expect(row!.comments).not.toContain('script');

      const day1 = (await call('GET', `/api/comm-sheet/${store1}/${day}`, tokens.barista)).json().data;
      expect(day1.mid).toEqual(body.data);
      expect(day1.open.id).toBeNull();
      const served = await t.app.inject({ method: 'GET', url: body.data.files[0].url });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers 409 to a second create for the same shift and keeps the first', async () => {
      await create(store1, { names: ['Ben'] });
      const res = await create(store1, { names: ['Zoe'] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/Opening Shift of this day already has a Communication Sheet/);
      expect((await sheets()).map((s) => s.names)).toEqual([['Ben']]);
      expect((await create(store1, { type: 'close', names: ['Zoe'] })).statusCode).toBe(200);
    });

    it('answers 401 without a token, 403 for another store or a view-only role, and creates nothing', async () => {
      expect((await call('POST', `/api/comm-sheet/${store1}/${day}`, undefined, { type: 'open' })).statusCode).toBe(
        401,
      );
      expect((await create(store2, { names: ['Ben'] })).statusCode).toBe(403);
      expect((await create(store1, { names: ['Frank'] }, tokens.franchisee)).statusCode).toBe(403);
      expect(await sheets()).toEqual([]);
    });

    it('refuses wrong types, a fake PNG and oversize files, creating nothing', async () => {
      const bad = [
        { type: 'night' },
        { names: 'Ben' },
        { names: ['x'.repeat(101)] },
        { comments: 42 },
        { file: 'not a data url', filename: 'x.png' },
      ];
      for (const body of bad) expect((await create(store1, body)).statusCode).toBe(422);
      const fake = await create(store1, {
        file: dataUrl('image/png', 'I am text, not a picture'),
        filename: 'photo.png',
      });
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors.file[0]).toMatch(/not allowed/);
      const big = await create(store1, {
        file: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(11 * 1024)])),
        filename: 'big.png',
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('The file is too large: an image may be up to 10 KB');
      expect(await sheets()).toEqual([]);
      expect(await mediaRows()).toEqual([]);
    });

    it('takes a full form and one image, refuses a larger body and unknown keys, creating nothing', async () => {
      const longest = `<p>${'é'.repeat(COMMENTS_MAX - 7)}</p>`;
      expect((await create(store1, { names: ['Ben'], comments: longest })).statusCode).toBe(200);
      await t.db.delete(commSheets);
      const big = await create(store1, { comments: 'x'.repeat(uploadBodyLimit(t.config)) });
      expect(big.statusCode).toBe(413);
      const other = await call('POST', `/api/daily-checklist/${day}`, tokens.barista, {
        names: [],
        comments: 'x'.repeat(JSON_BODY_LIMIT),
      });
      expect(other.statusCode).toBe(413);
      const unknown = await create(store1, { names: ['Ben'], pad: 'x' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().message).toMatch(/Unrecognized key: "pad"/);
      expect(await sheets()).toEqual([]);
    });
  });

  describe('PUT /api/comm-sheet/{id}', () => {
    it('updates names and comments, adds media with images before videos, and leaves omitted fields', async () => {
      const created = (
        await create(store1, {
          names: ['Ben'],
          comments: '<p>Start</p>',
          file: dataUrl('video/mp4', MP4),
          filename: 'clip.mp4',
        })
      ).json().data;
      const res = await call('PUT', `/api/comm-sheet/${created.id}`, tokens.barista, {
        id: 999,
        names: ['Ben', ' Lena '],
        comments: '<p onclick="x()">Updated <em>note</em></p><style>p{}</style>',
        file: dataUrl('image/png', PNG),
        filename: 'after.png',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Successfully updated Communication Sheet');
      const data = res.json().data;
      expect(data).toMatchObject({ id: created.id, names: ['Ben', 'Lena'], comments: '<p>Updated <em>note</em></p>' });
      expect(data.files.map((f: { is_video: boolean }) => f.is_video)).toEqual([false, true]);

      const commentsOnly = await call('PUT', `/api/comm-sheet/${created.id}`, tokens.barista, {
        comments: '<p>Only</p>',
      });
      expect(commentsOnly.json().data.names).toEqual(['Ben', 'Lena']);
    });

    it("answers 403 to a store-1 barista changing store 2's sheet, and changes nothing", async () => {
      const foreign = (await create(store2, { names: ['Zoe'], comments: '<p>Mine</p>' }, tokens.barista2)).json().data;
      const res = await call('PUT', `/api/comm-sheet/${foreign.id}`, tokens.barista, {
        id: foreign.id,
        names: ['Ben'],
        comments: '<p>Taken</p>',
      });
      expect(res.statusCode).toBe(403);
      const [row] = await sheets();
      expect(row).toMatchObject({ names: ['Zoe'], comments: '<p>Mine</p>' });
      expect((await call('PUT', `/api/comm-sheet/${foreign.id}`, undefined, { names: [] })).statusCode).toBe(401);
      expect((await call('PUT', `/api/comm-sheet/${foreign.id}`, tokens.franchisee, { names: [] })).statusCode).toBe(
        403,
      );
    });

    it('refuses bad input and unknown ids, changing nothing', async () => {
      const created = (await create(store1, { names: ['Ben'] })).json().data;
      expect((await call('PUT', `/api/comm-sheet/${created.id}`, tokens.barista, { names: [1, 2] })).statusCode).toBe(
        422,
      );
      const fake = await call('PUT', `/api/comm-sheet/${created.id}`, tokens.barista, {
        names: ['Zoe'],
        file: dataUrl('image/png', '<html></html>'),
        filename: 'x.png',
      });
      expect(fake.statusCode).toBe(422);
      expect((await call('PUT', '/api/comm-sheet/999999', tokens.barista, { names: [] })).statusCode).toBe(404);
      expect((await call('PUT', '/api/comm-sheet/abc', tokens.barista, { names: [] })).statusCode).toBe(422);
      expect((await sheets())[0]!.names).toEqual(['Ben']);
      expect(await mediaRows()).toEqual([]);
    });
  });

  describe('accountable sheets', () => {
    it('a barista cannot change or start yesterday’s sheet; a manager can, and the change is kept', async () => {
      const { manager } = tokens;
      const old = (
        await call('POST', `/api/comm-sheet/${store1}/${yesterday}`, manager, {
          type: 'close',
          names: ['Ben'],
          comments: '<p>Till short by $2</p>',
        })
      ).json().data;
      expect(old.record.created.by).toBeTruthy();

      const refused = await call('PUT', `/api/comm-sheet/${old.id}`, tokens.barista, { comments: '<p>All fine</p>' });
      expect(refused.statusCode).toBe(403);
      const fresh = await call('POST', `/api/comm-sheet/${store1}/${yesterday}`, tokens.barista, {
        type: 'open',
        names: ['Zoe'],
      });
      expect(fresh.statusCode).toBe(403);
      expect((await sheets()).map((r) => r.comments)).toEqual(['<p>Till short by $2</p>']);

      const changed = await call('PUT', `/api/comm-sheet/${old.id}`, manager, { comments: '<p>Till short by $3</p>' });
      expect(changed.statusCode).toBe(200);
      const past = (await call('GET', `/api/comm-sheet/${store1}/${yesterday}`, tokens.barista)).json().data;
      expect(past.close.record.history).toEqual([
        {
          by: past.close.record.updated.by,
          at: expect.any(String),
          changes: [{ field: 'Comments', before: 'Till short by $2', after: 'Till short by $3' }],
        },
      ]);
    });

    it('keeps each change of today’s sheet with its author; a save that changes nothing adds nothing', async () => {
      const created = (await create(store1, { names: ['Ben'], comments: '<p>Milk order late</p>' })).json().data;
      await call('PUT', `/api/comm-sheet/${created.id}`, tokens.barista, { names: ['Ben', 'Lena'] });
      await call('PUT', `/api/comm-sheet/${created.id}`, tokens.barista, { names: ['Ben', 'Lena'] });
      const shift = (await call('GET', `/api/comm-sheet/${store1}/${day}`, tokens.franchisee)).json().data.open;
      expect(shift.record.created).toEqual({ by: expect.any(String), at: expect.any(String) });
      expect(shift.record.history).toHaveLength(1);
      expect(shift.record.history[0].changes).toEqual([{ field: 'Team members', before: 'Ben', after: 'Ben, Lena' }]);
    });
  });

  describe('DELETE on a communication sheet file', () => {
    it("needs the edit permission at the sheet's store", async () => {
      const created = (await create(store1, { file: dataUrl('image/png', PNG), filename: 'x.png' })).json().data;
      const url = created.files[0].url as string;
      expect((await call('DELETE', url, tokens.barista2)).statusCode).toBe(403);
      expect((await call('DELETE', url, tokens.franchisee)).statusCode).toBe(403);
      expect(await mediaRows()).toHaveLength(1);
      const res = await call('DELETE', url, tokens.barista);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Successfully removed media content');
      expect((await call('GET', `/api/comm-sheet/${store1}/${day}`, tokens.barista)).json().data.open.files).toEqual(
        [],
      );
    });
  });
});
