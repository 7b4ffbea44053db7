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
import { fork, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchPortalEnv, freePort } from './support.mjs';

const MB = 1024 * 1024;
const VIDEO_BYTES = 100 * MB;

if (process.argv[2] === '--uploader') {
  await uploader(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  await main();
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
    const status = await new Promise((resolve, reject) => {
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
    process.send({ status, ms: performance.now() - started });
  }
  process.exit(0);
}

function health(base, seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url: `${base}/api/health`, connections: 1, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );
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
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the portal exited during start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const auth = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'manager1', password: 'dripp-demo' }),
  });
  const token = (await auth.json()).data.token;
  const date = new Date(Date.now() - 400 * 86_400_000).toLocaleDateString('sv-SE');
  const sheet = await fetch(`${base}/api/comm-sheet/1/${date}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'open', names: ['Bench'] }),
  });
  const sheetId = (await sheet.json()).data.id;

  await health(base, 2); // warm-up
  const floor = await health(base, seconds);

  const deadline = Date.now() + seconds * 1000 + 1000;
  const results = [];
  const clients = Array.from({ length: parallel }, () => {
    const c = fork(
      import.meta.filename,
      ['--uploader', `${base}/api/uploads/comm-sheet/${sheetId}`, token, String(deadline)],
      { stdio: 'inherit' },
    );
    c.on('message', (m) => results.push(m));
    return c;
  });
  // Give the uploads a second to be under way before measuring.
  await new Promise((r) => setTimeout(r, 1000));
  const loaded = await health(base, seconds);
  await Promise.all(clients.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))));
  stop();

  const ok = results.filter((r) => r.status === 200);
  const mbPerSecond = (ok.length * VIDEO_BYTES) / MB / (seconds + 1);
  const line = (label, r) =>
    `${label.padEnd(34)} p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${Math.round(r.requests.average)} req/s`;
  console.log(`health on one connection, ${seconds} s each, ${os.cpus().length} CPUs`);
  console.log(line('floor (nothing else running)', floor));
  console.log(line(`during ${parallel} x 100 MB uploads`, loaded));
  console.log(
    `uploads: ${results.length} finished (${ok.length} stored, statuses ${[...new Set(results.map((r) => r.status))].join(', ')}), ` +
      `${Math.round(mbPerSecond)} MB/s in all, ${Math.round(ok.reduce((s, r) => s + r.ms, 0) / Math.max(1, ok.length))} ms per upload`,
  );
  const ratio = loaded.latency.p99 / Math.max(1, floor.latency.p99);
  console.log(
    `p99 under uploads: ${loaded.latency.p99} ms = ${ratio.toFixed(1)} x the floor's ${floor.latency.p99} ms; ` +
      `${loaded.latency.p99 < 50 ? 'under' : 'OVER'} the 50 ms bar`,
  );
  process.exit(loaded.latency.p99 < 50 ? 0 : 1);
}
