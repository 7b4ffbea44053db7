// Idle resident memory of the API process, as `npm start` runs it, after the demo seed.
// Usage: node bench/memory.mjs [pglite|postgres|both] (default both)
// The embedded run uses a fresh data folder (first start migrates and seeds); the PostgreSQL run
// a fresh database on BENCH_PG_URL (default the local server) with SEED_DEMO=1, dropped afterwards.
// Each run starts the server, waits until it is healthy, signs in once, then lets it settle and
// reports the process's RSS (VmRSS) and peak (VmHWM). Loopback only, bounded in time.
// Only a valid run is reported (bench/validity.mjs): a refused sign-in or profile read exits
// non-zero with the reason and no figures, since memory after a failed request path measures
// something else.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs, serverEnv } from '../scripts/server-command.mjs';
import { ended, freePort, runSql, signIn } from './support.mjs';
import { checkAnswer, reportInvalidRun } from './validity.mjs';

const root = path.resolve(import.meta.dirname, '..');
const which = process.argv[2] ?? 'both';
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 10_000);

function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

const withPg = (sqlText) => runSql(pgBase, sqlText);

async function measure(kind) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-memory-'));
  let databaseUrl = '';
  const dbName = `dripp_memory_${process.pid}_${Date.now()}`;
  if (kind === 'postgres') {
    await withPg(`create database ${dbName}`);
    const url = new URL(pgBase);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  // The same command line scripts/start.mjs uses, so its Node flags count.
  const args = await serverArgs();
  const extraArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extraArgs, ...args], {
    cwd: root,
    env: {
      ...serverEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: kind === 'postgres' ? '1' : '',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'memory-bench-secret-0123456789abcdef',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  try {
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (Date.now() - started > 120_000) throw new Error(`${kind}: server not healthy within 120 s`);
      if (child.exitCode !== null) throw new Error(`${kind}: server exited with ${child.exitCode}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const readyMs = Date.now() - started;
    const afterStart = memory(child.pid);
    // One real request path: sign in and read the profile.
    const token = await signIn(base, 'admin');
    await (
      await checkAnswer(
        `${kind}: GET /api/user/admin`,
        await fetch(`${base}/api/user/admin`, { headers: { authorization: `Bearer ${token}` } }),
      )
    ).arrayBuffer();
    await new Promise((r) => setTimeout(r, settleMs));
    const idle = memory(child.pid);
    return {
      kind,
      readyMs,
      afterStartMb: afterStart.rssMb,
      idleMb: idle.rssMb,
      peakMb: idle.peakMb,
    };
  } finally {
    child.kill('SIGTERM');
    await ended(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await withPg(`drop database if exists ${dbName} with (force)`);
  }
}

await reportInvalidRun(async () => {
  const kinds = which === 'both' ? ['pglite', 'postgres'] : [which];
  const results = [];
  for (const kind of kinds) results.push(await measure(kind));
  console.table(results);
});
