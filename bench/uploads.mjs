// Health under uploads (not part of npm test): does one client's large uploads stall everyone else?
//
//   node bench/uploads.mjs [seconds] [uploads]      default 15 s, 4 parallel uploads
//
// Starts the portal on a fresh embedded database with the demo seed, signs manager1 in and measures
// GET /api/health from one connection twice in the same run: first with nothing else going on (the
// floor), then while `uploads` clients each stream maximum-size videos (MEDIA_MAX_VIDEO_MB, 100 MB)
// to a shift sheet through POST /api/uploads/comm-sheet/{id}, one after another, for the whole
// window. The uploads run in a process of their own, so the measuring client is not slowed by them.
// Prints p50 and p99 of both, the p99 against the floor, and whether p99 stayed under 50 ms.
// Only a valid run is reported (bench/validity.mjs): the sign-in, the shift sheet and every health
// answer must be 2xx, every upload must be stored (answered 2xx and listed on the sheet afterwards)
// and at least one must have been; otherwise it exits non-zero with the reason and no figures.
import { fork, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchPortalEnv, ended, freePort, signIn, storeDays, untilHealthy } from './support.mjs';
import { InvalidRun, checkAnswer, reportInvalidRun, timedLoad } from './validity.mjs';

const MB = 1024 * 1024;
const VIDEO_BYTES = 100 * MB;

if (process.argv[2] === '--uploader') {
  await uploader(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  await reportInvalidRun(main);
}

/** One upload client: max-size videos back to back until told to stop; reports each answer. */
async function uploader(url, token, deadline) {
  const video = Buffer.alloc(VIDEO_BYTES);
  video.writeUInt32BE(24, 0);
  video.write('ftypmp42', 4);
  video.write('mp42isom', 16);
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  while (Date.now() < deadline) {
    const started = performance.now();
    let status;
    try {
      status = await new Promise((resolve, reject) => {
        const req = http.request(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + video.length + tail.length,
          },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        req.on('error', reject);
        req.write(head);
        req.write(video);
        req.end(tail);
      });
    } catch (error) {
      // A connection the portal dropped (it may answer 413 and close while the body still streams).
      process.send({ status: 0, error: error.code ?? error.message, ms: performance.now() - started });
      process.exit(1);
    }
    process.send({ status, ms: performance.now() - started });
  }
  process.exit(0);
}

function health(label, base, seconds) {
  return timedLoad(`GET /api/health ${label}`, { url: `${base}/api/health`, connections: 1, duration: seconds });
}

async function main() {
  const seconds = Number(process.argv[2] ?? 15);
  const parallel = Number(process.argv[3] ?? 4);
  const root = path.resolve(import.meta.dirname, '..');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-bench-uploads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...benchPortalEnv({ port, dataDir, databaseUrl: '', seed: true }),
      // The quotas would stop a benchmark that stores gigabytes in minutes.
      MEDIA_FILES_PER_RECORD: '100000',
      MEDIA_MB_PER_PERSON_DAY: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const clients = [];
  process.on('exit', () => child.kill('SIGTERM'));
  let loaded;
  let floor;
  const results = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(base, child);
    const token = await signIn(base, 'manager1');
    // A day long past at the store (its own zone), so no sheet of the demo data is touched.
    const { day } = await storeDays(base, token, 1);
    const sheetUrl = `${base}/api/comm-sheet/1/${day(-400)}`;
    const authorization = `Bearer ${token}`;
    const sheet = await checkAnswer(
      `POST ${sheetUrl}`,
      await fetch(sheetUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ type: 'open', names: ['Bench'] }),
      }),
    );
    const sheetId = (await sheet.json()).data.id;

    await health('warm-up', base, 2);
    floor = await health('alone', base, seconds);

    const deadline = Date.now() + seconds * 1000 + 1000;
    for (let i = 0; i < parallel; i += 1) {
      const c = fork(
        import.meta.filename,
        ['--uploader', `${base}/api/uploads/comm-sheet/${sheetId}`, token, String(deadline)],
        { stdio: 'inherit' },
      );
      c.on('message', (m) => results.push(m));
      clients.push(c);
    }
    // Give the uploads a second to be under way before measuring.
    await new Promise((r) => setTimeout(r, 1000));
    loaded = await health('during the uploads', base, seconds);
    const codes = await Promise.all(clients.map(ended));

    const refused = results.filter((r) => r.status !== 200);
    if (refused.length) {
      const kinds = [...new Set(refused.map((r) => (r.error ? `connection ${r.error}` : `HTTP ${r.status}`)))];
      throw new InvalidRun(`${refused.length} of ${results.length} uploads were not stored (${kinds.join(', ')})`);
    }
    if (codes.some((code) => code !== 0)) throw new InvalidRun(`an upload client exited with ${codes.join(', ')}`);
    if (results.length === 0) throw new InvalidRun('no upload finished in the window');
    // Stored means listed on the sheet afterwards, one file per upload answered 200.
    const after = await checkAnswer(`GET ${sheetUrl}`, await fetch(sheetUrl, { headers: { authorization } }));
    const listed = (await after.json()).data.open.files.length;
    if (listed !== results.length) {
      throw new InvalidRun(`${results.length} uploads answered 200 but the sheet lists ${listed} files`);
    }
  } finally {
    for (const c of clients) c.kill('SIGTERM');
    child.kill('SIGTERM');
    await ended(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const mbPerSecond = (results.length * VIDEO_BYTES) / MB / (seconds + 1);
  const line = (label, r) =>
    `${label.padEnd(34)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${Math.round(r.requests.average)} req/s`;
  console.log(`health on one connection, ${seconds} s each, ${os.cpus().length} CPUs`);
  console.log(line('floor (nothing else running)', floor));
  console.log(line(`during ${parallel} x 100 MB uploads`, loaded));
  console.log(
    `uploads: ${results.length} stored, ${Math.round(mbPerSecond)} MB/s in all, ` +
      `${Math.round(results.reduce((s, r) => s + r.ms, 0) / results.length)} ms per upload`,
  );
  const ratio = loaded.latency.p99 / Math.max(1, floor.latency.p99);
  console.log(
    `p99 under uploads: ${loaded.latency.p99} ms = ${ratio.toFixed(1)} x the floor's ${floor.latency.p99} ms; ` +
      `${loaded.latency.p99 < 50 ? 'under' : 'OVER'} the 50 ms bar`,
  );
  if (loaded.latency.p99 >= 50) process.exitCode = 1;
}
