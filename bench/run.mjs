// Load benchmark on loopback only, bounded in time (not part of npm test).
//
//   npm run bench                      embedded database, demo data
//   npm run bench -- 5 postgres        PostgreSQL (BENCH_PG_URL), demo data, per-endpoint floors
//   npm run bench -- 5 postgres chain  and the chain-sized data set in the same run
//   npm run bench -- 5 chain           embedded database: demo and the 50-store cut (BENCH_CHAIN_DIR)
//   npm run bench -- nodes | phone     the multi-node check / the phone-profile page load, when present
//   npm run bench -- lighthouse        Lighthouse's four scores of the login page and Home (mobile)
//   npm run bench -- suggest           suggested orders: the backtest and the suggestions latency (bench/suggest.mjs)
//   npm run bench -- food-report       the inspector's 90-day food-safety PDF of one store, against its floor
//   BENCH_ONLY=actions npm run bench -- 5 postgres chain   only the endpoints whose name matches
//
// The first number is the seconds of load per target (default 5). Demo data: a fresh database with
// the demo seed (dropped afterwards). Chain-sized data: made once by bench/generate-chain.mjs
// (PostgreSQL: BENCH_CHAIN_URL, default …/dripp_chain; embedded: BENCH_CHAIN_DIR, default
// bench/.chain-data) and reused; the benchmark only reads it.
//
// For each read endpoint a store page uses it reports req/s, p50 and p99 on both sizes. On
// PostgreSQL the floor of each endpoint is a bare Fastify route that runs the SQL statements the
// portal ran for that same request (captured from the portal through bench/sql-capture.mjs, caller
// load included), through the same driver (pg) and pool size, and sends the same JSON body; the
// portal's throughput is reported as a ratio of that floor. On the embedded database the floor is
// a bare route answering a constant.
//
// Only valid runs are reported (bench/validity.mjs): every endpoint is asked once before it is
// timed and must answer 2xx (or what it declares in `expect`); a timed load of the portal or of the
// floor with a request error, a timeout or an answer it does not expect ends the run with a
// non-zero exit, the reason, and no figures. Dates are the store's days, in its zone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPortalEnv, ended, freePort, runSql, signIn, storeDays, untilHealthy } from './support.mjs';
import { checkAnswer, reportInvalidRun, timedLoad } from './validity.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

// Other benchmarks share the command: `npm run bench -- nodes` / `phone` / `lighthouse`.
const others = {
  nodes: 'multi-node.mjs',
  phone: 'phone.mjs',
  lighthouse: 'lighthouse.mjs',
  suggest: 'suggest.mjs',
  'food-report': 'food-report.mjs',
};
if (args[0] in others) {
  const script = path.join(import.meta.dirname, others[args[0]]);
  if (!fs.existsSync(script)) {
    console.error(`bench/${others[args[0]]} is not part of this checkout`);
    process.exit(1);
  }
  const child = spawn(process.execPath, [script, ...args.slice(1)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await reportInvalidRun(main);
}

async function main() {
  const seconds = Number(args.find((a) => /^\d+(\.\d+)?$/.test(a)) ?? 5);
  const onPostgres = args.includes('postgres') || args.includes('pg');
  const withChain = args.includes('chain');
  const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const chainUrl = process.env.BENCH_CHAIN_URL ?? 'postgres://postgres@127.0.0.1:5432/dripp_chain';
  const chainDir = path.resolve(process.env.BENCH_CHAIN_DIR ?? path.join(import.meta.dirname, '.chain-data'));
  const connections = 10;
  const captureFile = path.join(os.tmpdir(), `dripp-bench-sql-${process.pid}.jsonl`);

  const withPg = (sqlText) => runSql(pgBase, sqlText);

  const rssMb = (pid) => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  };

  /**
   * Loads a target for `seconds` (`target.connections` at once, else 10); adds the p95 of its
   * latencies. The run is invalid unless every answer was one the target expects (`target.expect`).
   */
  const load = async (label, target, headers = {}) => {
    const times = [];
    const result = await timedLoad(
      label,
      {
        url: target.url,
        method: target.method ?? 'GET',
        body: target.body,
        connections: target.connections ?? connections,
        duration: seconds,
        headers: target.body ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      { expect: target.expect, onResponse: (_client, _status, _bytes, ms) => times.push(ms) },
    );
    times.sort((a, b) => a - b);
    result.latency.p95 = Math.round(times[Math.ceil(times.length * 0.95) - 1]);
    return result;
  };

  /** The portals started so far, stopped when the run ends (valid or not). */
  const running = [];

  /** Starts the portal: on a fresh demo database, or on the chain-sized one (`chain`). */
  async function startPortal(kind) {
    const port = await freePort();
    let dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-bench-'));
    const tempDir = dataDir;
    let databaseUrl = '';
    let databaseName = '';
    let dropDatabase = async () => {};
    if (onPostgres && kind === 'demo') {
      databaseName = `dripp_bench_${Date.now()}`;
      await withPg(`create database ${databaseName}`);
      const url = new URL(pgBase);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      dropDatabase = () => withPg(`drop database if exists ${databaseName} with (force)`);
    } else if (onPostgres) {
      databaseUrl = chainUrl;
    } else if (kind === 'chain') {
      if (!fs.existsSync(path.join(chainDir, 'pglite'))) {
        throw new Error(
          `no chain-sized data in ${chainDir}: run node bench/generate-chain.mjs --small --pglite ${chainDir}`,
        );
      }
      dataDir = chainDir;
    }
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
        '--import',
        'tsx',
        ...(onPostgres ? ['--import', './bench/sql-capture.mjs'] : []),
        'apps/server/src/main.ts',
      ],
      {
        cwd: root,
        env: {
          ...benchPortalEnv({ port, dataDir, databaseUrl, seed: kind === 'demo' }),
          BENCH_SQL_CAPTURE: captureFile,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    process.on('exit', () => child.kill('SIGTERM'));
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(base, child, `the portal (${kind} data) exited during start`);
    const readyMs = performance.now() - started;
    const stop = async () => {
      child.kill('SIGTERM');
      await ended(child);
      if (tempDir !== chainDir) fs.rmSync(tempDir, { recursive: true, force: true });
      await dropDatabase();
    };
    const portal = { kind, child, base, databaseUrl, readyMs, stop };
    running.push(portal);
    // A franchisee: on the chain data one of the generated ones, who holds 10 stores.
    portal.tokens = {
      manager1: await signIn(base, 'manager1'),
      ops: await signIn(base, 'ops'),
      franchisee: await signIn(base, kind === 'chain' ? 'franchisee-2' : 'franchisee'),
    };
    // The store's days in its zone, as its pages ask for them.
    const { zone, day } = await storeDays(base, portal.tokens.ops, store);
    portal.endpoints = endpointsOf(day, zone);
    return portal;
  }

  const store = 1;
  // BENCH_ONLY=<regular expression>: only the endpoints whose name matches (the floors still run).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  /**
   * The read endpoints a store page uses, as the web client calls them (manager1 at store 1), and
   * the Today board and the actions list as the corporate office opens them (`ops`: every store of
   * the chain), with the store's days (`day(0)` its today) and its zone. An endpoint answers 2xx
   * unless it lists the statuses it expects in `expect`.
   */
  const endpointsOf = (day, zone) =>
    [
      { name: 'comm sheet', path: `/api/comm-sheet/${store}/${day(-1)}` },
      { name: 'daily checklist', path: `/api/daily-checklist/${store}/${day(-1)}` },
      { name: 'cash count', path: `/api/cash-count/${store}/${day(-1)}` },
      { name: 'waste log', path: `/api/wastelog/${store}/${day(-1)}` },
      { name: 'vendor products', path: `/api/vendors/1/products` },
      { name: 'order-product history', path: `/api/stores/${store}/order-products/1` },
      {
        name: 'order history, 60 days',
        path: `/api/stores/${store}/orders?startDate=${day(-59)}&endDate=${day(0)}&tz=${encodeURIComponent(zone)}`,
      },
      { name: 'retail-score list', path: `/api/retail-scores?limit=25&offset=0` },
      {
        // As the list page opens: Incident Date from today to today (spec 3 §9).
        name: 'incident list',
        path: `/api/incident-reports/`,
        method: 'POST',
        body: JSON.stringify({ filters: { incidentStartDate: day(0), incidentEndDate: day(0) } }),
      },
      {
        name: 'incident list, 90 days',
        path: `/api/incident-reports/`,
        method: 'POST',
        body: JSON.stringify({ filters: { incidentStartDate: day(-89), incidentEndDate: day(0) } }),
      },
      { name: 'stores-managers', path: `/api/stores-managers` },
      { name: 'get-permitted-stores', path: `/api/get-permitted-stores?permission=cash-count-view` },
      { name: 'Today board, every store', path: '/api/store-day/today', as: 'ops' },
      // The chain's actions list as it opens (overdue first, 25 a page) and its per-store counts.
      { name: 'actions, every store', path: '/api/corrective-actions?limit=25&offset=0', as: 'ops' },
      { name: 'actions, overdue only', path: '/api/corrective-actions?overdue=1&limit=25&offset=0', as: 'ops' },
      { name: 'action counts per store', path: '/api/corrective-actions/summary', as: 'ops' },
      // The Stores Overview over the last 30 days as one person opens it (one connection: latency,
      // not throughput): the corporate office (every store) and a franchisee (10 stores on the chain).
      ...[
        ['every store', 'ops'],
        ["a franchisee's stores", 'franchisee'],
      ].map(([whose, as]) => ({
        name: `overview, ${whose}, 30 days`,
        path: `/api/overview?period=custom&from=${day(-29)}&to=${day(0)}`,
        as,
        connections: 1,
      })),
      {
        name: 'overview trends, 12 stores, 30 days',
        path: `/api/overview/trends?period=custom&from=${day(-29)}&to=${day(0)}&store_ids=${Array.from({ length: 12 }, (_, i) => i + 1).join(',')}`,
        as: 'ops',
        connections: 1,
      },
    ].filter((e) => !only || only.test(e.name));
  const authFor = (portal, e) => ({ authorization: `Bearer ${portal.tokens[e.as ?? 'manager1']}` });

  // The floor (bench/floor.mjs, its own process): one bare route per endpoint and data size.
  const floorRoutes = [];

  const requestOf = (portal, e) => ({
    method: e.method ?? 'GET',
    headers: { ...authFor(portal, e), ...(e.body ? { 'content-type': 'application/json' } : {}) },
    body: e.body,
  });
  const ask = (portal, e) =>
    fetch(`${portal.base}${e.path}`, requestOf(portal, e)).then((res) =>
      checkAnswer(`${e.name} on the ${portal.kind} data (${e.method ?? 'GET'} ${e.path})`, res, e.expect),
    );

  /** Asks every endpoint once before any timing: an answer it does not expect makes the run invalid. */
  async function preflight(portal) {
    for (const e of portal.endpoints) await (await ask(portal, e)).arrayBuffer();
  }

  /** Captures the statements and the answer of one request per endpoint, and mounts its floor route. */
  async function mountFloors(portal) {
    fs.writeFileSync(captureFile, '');
    portal.child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 300));
    for (const [i, e] of portal.endpoints.entries()) {
      await (await ask(portal, e)).arrayBuffer(); // warm
      const from = fs.statSync(captureFile).size;
      const res = await ask(portal, e);
      const body = await res.json();
      const statements = fs
        .readFileSync(captureFile, 'utf8')
        .slice(from)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      e.info = { status: res.status, statements: statements.length, bytes: JSON.stringify(body).length };
      floorRoutes.push({
        method: e.method ?? 'GET',
        url: `/floor/${portal.kind}/${i}`,
        databaseUrl: portal.databaseUrl,
        statements,
        body,
      });
    }
    portal.child.kill('SIGUSR2');
  }

  const routesFile = path.join(os.tmpdir(), `dripp-bench-floor-${process.pid}.json`);
  let floor;
  try {
    const portals = [await startPortal('demo')];
    if (withChain) portals.push(await startPortal('chain'));
    await new Promise((r) => setTimeout(r, 2000));
    const idle = portals.map((p) => rssMb(p.child.pid));
    for (const p of portals) await (onPostgres ? mountFloors(p) : preflight(p));
    fs.writeFileSync(routesFile, JSON.stringify(floorRoutes));
    floor = spawn(process.execPath, [path.join(import.meta.dirname, 'floor.mjs'), routesFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // A failed run must not leave the floor behind.
    process.on('exit', () => floor.kill('SIGTERM'));
    const floorPort = await new Promise((resolve, reject) => {
      floor.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      floor.once('exit', () => reject(new Error('the floor exited during start')));
    });
    const floorBase = `http://127.0.0.1:${floorPort}`;
    for (const r of floorRoutes) {
      const res = await fetch(`${floorBase}${r.url}`, {
        method: r.method,
        headers: { 'content-type': 'application/json' },
        body: r.method === 'GET' ? undefined : '{}',
      });
      await (await checkAnswer(`floor ${r.url}`, res)).arrayBuffer();
    }

    const bare = await load('the bare floor route', { url: `${floorBase}/floor` });
    const health = await load('GET /api/health', { url: `${portals[0].base}/api/health` });
    const rows = [];
    for (const [i, first] of portals[0].endpoints.entries()) {
      const row = { name: `${first.method ?? 'GET'} ${first.path.replace(/\?.*/, '')}`, label: first.name };
      for (const p of portals) {
        const e = p.endpoints[i];
        const r = await load(
          `${e.name} on the ${p.kind} data`,
          { url: `${p.base}${e.path}`, method: e.method, body: e.body, connections: e.connections, expect: e.expect },
          authFor(p, e),
        );
        const f = onPostgres
          ? await load(`the floor of ${e.name} on the ${p.kind} data`, {
              url: `${floorBase}/floor/${p.kind}/${i}`,
              method: e.method,
              body: e.body,
              connections: e.connections,
            })
          : bare;
        row[p.kind] = {
          rps: r.requests.average,
          p50: r.latency.p50,
          p95: r.latency.p95,
          p99: r.latency.p99,
          floorP95: f.latency.p95,
          floorRps: f.requests.average,
          ratio: r.requests.average / f.requests.average,
          info: e.info,
        };
      }
      rows.push(row);
      process.stderr.write('.');
    }
    const loaded = portals.map((p) => rssMb(p.child.pid));

    const where = onPostgres ? 'PostgreSQL' : 'the embedded database';
    console.log(
      `\nDripp Portal benchmark on ${where} — ${seconds} s per target, ${connections} connections, ${os.cpus().length} cores`,
    );
    for (const [i, p] of portals.entries()) {
      console.log(
        `${p.kind} data: start to healthy ${Math.round(p.readyMs)} ms; resident memory ${idle[i].toFixed(0)} MB idle, ${loaded[i].toFixed(0)} MB after load`,
      );
    }
    console.log(
      `bare Fastify route: ${bare.requests.average.toFixed(0)} req/s; GET /api/health: ${health.requests.average.toFixed(0)} req/s`,
    );
    const fmt = (c) =>
      c
        ? `${c.rps.toFixed(0)} | ${c.p50} | ${c.p95} | ${c.p99} | ${c.ratio.toFixed(2)} | ${onPostgres ? c.floorP95 : ''}`
        : '';
    const head = portals
      .map(
        (p) =>
          `${p.kind} req/s | ${p.kind} p50 ms | ${p.kind} p95 ms | ${p.kind} p99 ms | ${p.kind} ratio to floor | ${p.kind} floor p95 ms`,
      )
      .join(' | ');
    console.log(`\n| endpoint | ${head}${withChain ? ' | chain/demo p50 | chain/demo p99' : ''} |`);
    console.log(`|---|${portals.map(() => '---:|---:|---:|---:|---:|---:|').join('')}${withChain ? '---:|---:|' : ''}`);
    for (const r of rows) {
      const grow = withChain
        ? ` | ${(r.chain.p50 / Math.max(r.demo.p50, 1)).toFixed(2)} | ${(r.chain.p99 / Math.max(r.demo.p99, 1)).toFixed(2)}`
        : '';
      console.log(`| ${r.label} (${r.name}) | ${portals.map((p) => fmt(r[p.kind])).join(' | ')}${grow} |`);
    }
    if (onPostgres) {
      console.log('\nfloor: statements per request and JSON bytes (demo / chain)');
      for (const r of rows) {
        console.log(
          `  ${r.label}: ${portals.map((p) => `${r[p.kind].info.statements} statements, ${r[p.kind].info.bytes} B, HTTP ${r[p.kind].info.status}`).join(' / ')}`,
        );
      }
    }
  } finally {
    // The floor's pools first: dropping the demo database ends their connections.
    if (floor) {
      floor.kill('SIGTERM');
      await ended(floor);
    }
    for (const p of running) await p.stop();
    fs.rmSync(captureFile, { force: true });
    fs.rmSync(routesFile, { force: true });
  }
}
