import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commSheets, media } from '../src/db/schema/index';
import { uploadBodyLimit } from '../src/platform/media/upload';
import { BODY_GRACE_MS } from '../src/platform/request-limits';
import { bearer, startTestApp, type TestContext } from './harness';
import { apiCaller } from './fixtures/people';
import { twoStoresWithStaff } from './fixtures/store-staff';
import { DATE_RULE_CLOCKS, storeDayAt } from './support/clock';

const MB = 1024 * 1024;
// Store 1's today, in Los Angeles at 05:00 UTC (UTC's yesterday): a past day's sheet changes only
// with the edit permission, which a barista has not.
const { at, zone } = DATE_RULE_CLOCKS[0];
const day = storeDayAt(zone, at);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngUrl = `data:image/png;base64,${PNG.toString('base64')}`;

/** An MP4 of `size` bytes: a real `ftyp` box, then padding. */
function mp4(size: number): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32BE(24, 0);
  b.write('ftypmp42', 4);
  b.write('mp42isom', 16);
  return b;
}

/** One file as multipart/form-data, the way the web app's upload sends it. */
function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = `----dripp${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Shop {
  t: TestContext;
  store1: number;
  tokens: Record<'barista' | 'barista2', string>;
}

async function shop(env: Record<string, string> = {}): Promise<Shop> {
  const t = await startTestApp(env, { now: () => at });
  const { store1, tokens } = await twoStoresWithStaff(
    t,
    { barista: { store: 1, role: 'ROLE_BARISTA' }, barista2: { store: 2, role: 'ROLE_BARISTA' } },
    { store1: zone },
  );
  return { t, store1, tokens };
}

async function newSheet(s: Shop, type = 'open'): Promise<number> {
  const res = await apiCaller(() => s.t)('POST', `/api/comm-sheet/${s.store1}/${day}`, s.tokens.barista, {
    type,
    names: ['Ben'],
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

function stream(s: Shop, sheet: number, file: ReturnType<typeof multipart>, token = s.tokens.barista) {
  return s.t.app.inject({
    method: 'POST',
    url: `/api/uploads/comm-sheet/${sheet}`,
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });
}

describe('bounded JSON bodies', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop();
  });
  afterAll(() => s.t.close());

  it('refuses a body over the route limit with 413 before parsing it, and a body of unknown keys with 422', async () => {
    const call = apiCaller(() => s.t);
    const sheet = await newSheet(s);
    // The comm sheet takes one data-URL image, so its limit is one image plus the form: a body one
    // byte over is refused unread.
    const limit = uploadBodyLimit(s.t.config);
    const huge = `{"comments":"${'x'.repeat(limit)}"}`;
    const over = await s.t.app.inject({
      method: 'PUT',
      url: `/api/comm-sheet/${sheet}`,
      headers: { ...bearer(s.tokens.barista), 'content-type': 'application/json' },
      payload: huge,
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, message: 'The request is too large' });
    // Twenty thousand unknown keys fit the limit; the strict schema refuses them all the same.
    const keys = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 0]));
    const many = await call('PUT', `/api/comm-sheet/${sheet}`, s.tokens.barista, { comments: 'kept?', ...keys });
    expect(many.statusCode).toBe(422);
    expect(many.json().message).toMatch(/Unrecognized keys?: "k0"/);
    // Unknown keys inside nested objects are refused too (a checklist's task list).
    const nested = await call('PUT', `/api/comm-sheet/${sheet}`, s.tokens.barista, { names: ['A'], extra: { a: 1 } });
    expect(nested.statusCode).toBe(422);
    const [row] = await s.t.db.select().from(commSheets);
    expect(row!.comments).toBe('');
  });

  it('sizes routes without a file to a form: a data-URL image is too large for them', async () => {
    const call = apiCaller(() => s.t);
    const res = await call('POST', `/api/daily-checklist/${day}`, s.tokens.barista, {
      names: [],
      comments: `data:image/png;base64,${Buffer.alloc(600 * 1024).toString('base64')}`,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('streamed uploads', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop();
  });
  afterAll(() => s.t.close());

  it('streams a 100 MB video to a shift sheet, beside an image sent as a data URL', async () => {
    const call = apiCaller(() => s.t);
    const sheet = await newSheet(s);
    const image = await call('PUT', `/api/comm-sheet/${sheet}`, s.tokens.barista, { file: pngUrl, filename: 'a.png' });
    expect(image.statusCode).toBe(200);
    const video = await stream(s, sheet, multipart('Walk in fridge.mp4', 'video/mp4', mp4(100 * MB)));
    expect(video.statusCode).toBe(200);
    expect(video.json().data).toMatchObject({ is_video: true, url: expect.stringMatching(/Walk-in-fridge\.mp4$/) });
    const rows = await s.t.db.select().from(media);
    expect(rows.map((r) => [r.contentType, r.size]).sort()).toEqual([
      ['image/png', PNG.length],
      ['video/mp4', 100 * MB],
    ]);
    const stored = rows.find((r) => r.isVideo)!;
    expect(fs.statSync(path.join(s.t.dataDir, 'media', stored.id.slice(0, 2), stored.id)).size).toBe(100 * MB);
    // The spool file is gone; the day's sheet lists both files, the image first.
    expect(fs.readdirSync(path.join(s.t.dataDir, 'uploads'))).toEqual([]);
    const dayView = await call('GET', `/api/comm-sheet/${s.store1}/${day}`, s.tokens.barista);
    expect(dayView.json().data.open.files.map((f: { is_video: boolean }) => f.is_video)).toEqual([false, true]);
  }, 120_000);

  it('refuses a file over the video limit, a fake video, JSON, another store and an unknown record; stores nothing', async () => {
    const sheet = await newSheet(s, 'mid');
    const before = (await s.t.db.select().from(media)).length;
    const big = await stream(s, sheet, multipart('big.mp4', 'video/mp4', mp4(100 * MB + 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is too large: a file may be up to 100 MB');
    const fake = await stream(
      s,
      sheet,
      multipart('clip.mp4', 'video/mp4', Buffer.from('<html><script></script></html>')),
    );
    expect(fake.statusCode).toBe(422);
    const json = await s.t.app.inject({
      method: 'POST',
      url: `/api/uploads/comm-sheet/${sheet}`,
      headers: bearer(s.tokens.barista),
      payload: { file: pngUrl },
    });
    expect(json.statusCode).toBe(415);
    const foreign = await stream(s, sheet, multipart('a.mp4', 'video/mp4', mp4(1000)), s.tokens.barista2);
    expect(foreign.statusCode).toBe(403);
    const missing = await stream(s, 999_999, multipart('a.mp4', 'video/mp4', mp4(1000)));
    expect(missing.statusCode).toBe(404);
    const unknownOwner = await s.t.app.inject({
      method: 'POST',
      url: `/api/uploads/hr-document/1`,
      headers: { ...bearer(s.tokens.barista), ...multipart('a.mp4', 'video/mp4', mp4(1000)).headers },
      payload: multipart('a.mp4', 'video/mp4', mp4(1000)).payload,
    });
    expect(unknownOwner.statusCode).toBe(404);
    const noToken = await s.t.app.inject({ method: 'POST', url: `/api/uploads/comm-sheet/${sheet}` });
    expect(noToken.statusCode).toBe(401);
    expect(await s.t.db.select().from(media)).toHaveLength(before);
  }, 120_000);
});

describe('upload quotas', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await shop({ MEDIA_FILES_PER_RECORD: '2', MEDIA_MB_PER_PERSON_DAY: String(3000 / MB) });
  });
  afterAll(() => s.t.close());

  it('answers 429 beyond the files one record may hold, on both upload paths', async () => {
    const call = apiCaller(() => s.t);
    const sheet = await newSheet(s);
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await call('PUT', `/api/comm-sheet/${sheet}`, s.tokens.barista, { file: pngUrl, filename: 'a.png' }))
          .statusCode,
      ).toBe(200);
    }
    const third = await call('PUT', `/api/comm-sheet/${sheet}`, s.tokens.barista, { file: pngUrl, filename: 'a.png' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      'This record already holds 2 files, the most one record may hold: remove one before adding another',
    );
    const streamed = await stream(s, sheet, multipart('a.mp4', 'video/mp4', mp4(100)));
    expect(streamed.statusCode).toBe(429);
    expect(await s.t.db.select().from(media)).toHaveLength(2);
  });

  it('answers 429 beyond what one person may upload in a day', async () => {
    const sheet = await newSheet(s, 'close');
    // 3000 bytes a day: the two PNGs above used 140; a 2,800-byte video fits, the next does not.
    expect((await stream(s, sheet, multipart('a.mp4', 'video/mp4', mp4(2800)))).statusCode).toBe(200);
    const over = await stream(s, sheet, multipart('b.mp4', 'video/mp4', mp4(100)));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Upload limit reached: you have uploaded 0 MB in the last 24 hours/);
    expect(await s.t.db.select().from(media)).toHaveLength(3);
  });
});

/** A short header limit, so the silent-socket test waits two seconds rather than fifteen. */
const HEADERS_LIMIT = 2000;

describe('connections and slow bodies on a listening server', () => {
  let s: Shop;
  let port: number;
  beforeAll(async () => {
    s = await shop({ MAX_CONNECTIONS_PER_ADDRESS: '3', HEADERS_TIMEOUT_MS: String(HEADERS_LIMIT) });
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => s.t.close());

  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', reject);
    });
  const closed = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

  it('closes connections from one address beyond the cap, and serves again once one closes', async () => {
    const open = await Promise.all([connect(), connect(), connect()]);
    const fourth = await connect();
    await closed(fourth);
    expect(open.map((socket) => socket.destroyed)).toEqual([false, false, false]);
    open[0]!.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    for (const socket of open) socket.destroy();
    await new Promise((r) => setTimeout(r, 300));
  });

  it('answers 408 and closes a connection that sends nothing, or half a head, within the header limit', async () => {
    const [silent, partial] = await Promise.all([connect(), connect()]);
    const started = Date.now();
    const answers = ['', ''];
    silent.on('data', (chunk) => (answers[0] += chunk.toString()));
    partial.on('data', (chunk) => (answers[1] += chunk.toString()));
    partial.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: appli');
    const closedAfter = await Promise.all(
      [silent, partial].map(async (socket) => (await closed(socket), Date.now() - started)),
    );
    for (const took of closedAfter) {
      expect(took).toBeGreaterThan(HEADERS_LIMIT / 2);
      expect(took).toBeLessThanOrEqual(HEADERS_LIMIT);
    }
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a body trickled a few bytes at a time, even after the route answered', async () => {
    const socket = await connect();
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.write(
      `PUT /api/comm-sheet/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":"`,
    );
    const started = Date.now();
    const trickle = setInterval(() => socket.write('x'.repeat(10)), 1000);
    await closed(socket);
    clearInterval(trickle);
    const took = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(took).toBeGreaterThanOrEqual(BODY_GRACE_MS);
    expect(took).toBeLessThan(BODY_GRACE_MS + 10_000);
  }, 40_000);
});
