// Load benchmark on loopback only. Starts a bare Fastify route (the floor) and the portal on a
// fresh embedded database, then drives both with autocannon for a bounded time. Reports each
// endpoint's throughput as a ratio of the floor measured in the same run, the portal's time from
// spawn to healthy, and its resident memory at idle and after load.
// Usage: node bench/run.mjs [seconds per target, default 5] [postgres]
// With "postgres" the portal runs on a fresh database made on BENCH_PG_URL (default the local
// test server) with the demo seed, dropped afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

async function withPg(sqlText) {
  const client = new pg.Client({ connectionString: pgBase });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 5);
const onPostgres = process.argv[3] === 'postgres';
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const connections = 10;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

const load = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

async function startPortal() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-bench-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (onPostgres) {
    const name = `dripp_bench_${Date.now()}`;
    await withPg(`create database ${name}`);
    const url = new URL(pgBase);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => withPg(`drop database if exists ${name} with (force)`);
  }
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_PER_MINUTE: '100000',
      AUTH_RATE_PER_ACCOUNT: '100000',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the portal exited during start');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { child, base, dataDir, dropDatabase, readyMs: performance.now() - started };
}

const floor = Fastify();
floor.get('/floor', async () => ({ success: true }));
const floorPort = await freePort();
await floor.listen({ port: floorPort, host: '127.0.0.1' });

const portal = await startPortal();
await new Promise((r) => setTimeout(r, 2000));
const idleRss = rssMb(portal.child.pid);

const auth = await fetch(`${portal.base}/api/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'manager1', password: 'dripp-demo' }),
});
const token = auth.ok ? (await auth.json()).data.token : undefined;

const targets = [
  ['bare Fastify route (floor)', `http://127.0.0.1:${floorPort}/floor`, {}],
  ['GET /api/health (database round trip)', `${portal.base}/api/health`, {}],
];
if (token) {
  const h = { authorization: `Bearer ${token}` };
  targets.push(['GET /api/stores-managers (signed in)', `${portal.base}/api/stores-managers`, h]);
  targets.push([
    'GET /api/get-permitted-stores (signed in)',
    `${portal.base}/api/get-permitted-stores?permission=cash-count-view`,
    h,
  ]);
}

const rows = [];
let floorRps = 0;
for (const [name, url, headers] of targets) {
  const r = await load(url, headers);
  const rps = r.requests.average;
  if (!floorRps) floorRps = rps;
  rows.push({ name, rps, p99: r.latency.p99, errors: r.errors + r.non2xx, ratio: rps / floorRps });
}
const loadedRss = rssMb(portal.child.pid);

console.log(
  `\nDripp Portal benchmark on ${onPostgres ? 'PostgreSQL' : 'the embedded database'} — ${seconds} s per target, ${connections} connections, ${os.cpus().length} cores`,
);
console.log(`start to healthy: ${Math.round(portal.readyMs)} ms (fresh data folder: migrate + seed)`);
console.log(`resident memory: ${idleRss.toFixed(0)} MB idle, ${loadedRss.toFixed(0)} MB after load`);
console.log('\n| target | req/s | p99 ms | non-2xx | ratio to floor |\n|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.errors} | ${r.ratio.toFixed(3)} |`);

portal.child.kill('SIGTERM');
await new Promise((r) => portal.child.once('exit', r));
await floor.close();
fs.rmSync(portal.dataDir, { recursive: true, force: true });
await portal.dropDatabase();
