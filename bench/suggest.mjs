// Suggested orders on the chain-sized data (issue 38, decision 260): a backtest of the estimate, and
// the latency of the suggestions a New Orders page asks for.
//
//   npm run bench -- suggest                 embedded chain data (BENCH_CHAIN_DIR, default bench/.chain-data)
//   npm run bench -- suggest postgres        PostgreSQL chain data (BENCH_CHAIN_URL, default …/dripp_chain)
//   options: --stores N (backtest the first N generated stores), --seconds N (load per target, default 10),
//            --connections 1,10 (the loads' connections, default 1: one page's latency),
//            --no-latency / --no-backtest
//
// Backtest: for every generated store × product with at least 8 orders, at each order from the fifth
// on, the usage of the interval to the next order is predicted from the history before it (the
// domain's estimateUsage over that interval's days) and compared with the interval's usage (last
// on-hand + last qty − new on-hand; intervals whose usage is not positive are not scored). The naive
// rules "same as last order" and "average of the last 4" are the last interval's and the last four
// intervals' usage a day, times the interval's days. Coverage, two ways: the interval's usage stays
// within the prediction plus the safety margin over its days; and the stock the suggestion leaves
// (on-hand + suggested quantity) lasts until the next order's delivery (the next interval's rate
// for its days after the next order).
//
// Latency: GET /api/stores/:storeId/vendors/:vendorId/suggestions for the 150-product depot at a
// generated store that carries it, asked by the corporate office, on one connection (a page's
// latency; --connections for more); its floor in the same run, as bench/run.mjs's: on PostgreSQL a bare route that runs the
// statements the portal ran for that request (bench/floor.mjs), on the embedded database a bare
// route answering a constant.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { benchPortalEnv, ended, freePort, signIn, untilHealthy } from './support.mjs';
import { checkAnswer, reportInvalidRun, timedLoad } from './validity.mjs';
import { DEPOT_NAME } from './chain-orders.mjs';
import { storeTruth, truthInputs } from './chain-truth.mjs';

register();
const domain = await import('../packages/domain/src/suggested-order.ts');
const {
  estimateUsage,
  expectedUsage,
  suggestionParts,
  suggestQuantity,
  deliveryFor,
  nextDeliveries,
  daysBetween,
  safetyMargin,
} = domain;

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const onPostgres = args.includes('postgres') || args.includes('pg');
const chainUrl = process.env.BENCH_CHAIN_URL ?? 'postgres://postgres@127.0.0.1:5432/dripp_chain';
const chainDir = path.resolve(process.env.BENCH_CHAIN_DIR ?? path.join(import.meta.dirname, '.chain-data'));
const storeLimit = Number(opt('--stores', 100_000));
const seconds = Number(opt('--seconds', 10));

async function connect() {
  if (!onPostgres) {
    if (!fs.existsSync(path.join(chainDir, 'pglite'))) {
      throw new Error(
        `no chain-sized data in ${chainDir}: run node bench/generate-chain.mjs --small --pglite ${chainDir}`,
      );
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(chainDir, 'pglite'));
    return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
  }
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: chainUrl });
  await client.connect();
  return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
}

const median = (values) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (x) => `${(100 * x).toFixed(1)} %`;

/** A Poisson count of mean `mean` (a fixed-seed source, so runs agree). */
let seed = 20261128;
const uniform = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return (seed + 0.5) / 2147483648;
};
function poisson(mean) {
  if (mean > 30)
    return Math.round(mean + Math.sqrt(mean) * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = uniform(); p > limit; p *= uniform()) k++;
  return k;
}

/** One product's orders at a store (oldest first), scored at each order from the fifth on. */
function scoreSeries(points, schedule, settings, tally, truth) {
  const usageOf = (i) => (points[i].on_hand ?? 0) + points[i].qty - (points[i + 1].on_hand ?? 0);
  const daysOf = (i) => daysBetween(points[i].day, points[i + 1].day);
  for (let i = 4; i + 1 < points.length; i++) {
    const actual = usageOf(i);
    const days = daysOf(i);
    if (days <= 0) continue;
    if (actual <= 0) {
      tally.unscored++;
      continue;
    }
    const history = points.slice(Math.max(0, i - 80), i + 1);
    const estimate = estimateUsage(history, points[i].day);
    if (!estimate) continue;
    const expected = expectedUsage(estimate, points[i].day, points[i + 1].day);
    const rateOf = (from) => {
      let used = 0;
      let span = 0;
      for (let j = from; j < i; j++) {
        used += usageOf(j);
        span += daysOf(j);
      }
      return span > 0 ? Math.max(0, used / span) : 0;
    };
    // Count noise alone: a Poisson count with the interval's own usage as its mean.
    const floor = Math.abs(poisson(actual) - actual) / actual;
    const band = tally.bands[estimate.daily_usage < 1 ? 0 : estimate.daily_usage < 5 ? 1 : 2];
    const real = truth && trueUsage(truth, tally.first, points[i].day, points[i + 1].day);
    for (const target of [tally.all, band]) {
      if (real) target.replayed.push(Math.abs(real.used - actual) < 1e-6 ? 1 : 0);
      if (real && real.used > 0) target.trueUse.push(Math.abs(expected.total - real.used) / real.used);
      if (real && real.expected > 0) {
        const e = real.expected;
        target.vsExpected.push(Math.abs(expected.total - e) / e);
        target.lastVsExpected.push(Math.abs(rateOf(i - 1) * days - e) / e);
        target.avg4VsExpected.push(Math.abs(rateOf(i - 4) * days - e) / e);
      }
      target.method.push(Math.abs(expected.total - actual) / actual);
      target.floor.push(floor);
      target.last.push(Math.abs(rateOf(i - 1) * days - actual) / actual);
      target.avg4.push(Math.abs(rateOf(i - 4) * days - actual) / actual);
      target.within.push(actual <= expected.total + safetyMargin(estimate, expected.openDays) ? 1 : 0);
    }
    // The suggestion's stock against the use until the next order's delivery.
    if (!schedule || i + 2 >= points.length) continue;
    const next = points[i + 1];
    const arrives = deliveryFor(schedule, { date: next.day, time: next.time });
    const nextUsage = usageOf(i + 1);
    const nextDays = daysOf(i + 1);
    if (nextUsage < 0 || nextDays <= 0) continue;
    // Only where the next order came at the next chance (it arrives with the delivery after next):
    // after a skipped one, the suggestion would have been made again at the chance skipped.
    const [, after] = nextDeliveries(schedule, { date: points[i].day, time: points[i].time }, 2);
    if (arrives !== after) {
      tally.offCadence++;
      continue;
    }
    const needed = actual + (nextUsage / nextDays) * Math.max(0, daysBetween(next.day, arrives));
    const parts = suggestionParts({
      product_id: 0,
      history,
      now: { date: points[i].day, time: points[i].time },
      schedule,
      settings,
      on_order: 0,
    });
    const suggested = suggestQuantity(parts, points[i].on_hand);
    if (!suggested) continue;
    const stock = (points[i].on_hand ?? 0) + suggested.qty;
    for (const target of [tally.all, band]) {
      target.lasts.push(stock >= needed ? 1 : 0);
      target.qty.push(suggested.qty);
    }
  }
}

/** The shelf's true use and expected demand from `from` (inclusive) to `to` (exclusive), from the replay. */
function trueUsage(shelf, first, from, to) {
  let used = 0;
  let expected = 0;
  const start = daysBetween(first, from);
  const end = daysBetween(first, to);
  if (start < 0 || end > shelf.used.length) return null;
  for (let i = start; i < end; i++) {
    used += shelf.used[i];
    expected += shelf.expected[i];
  }
  return { used, expected };
}

const emptyScores = () => ({
  method: [],
  last: [],
  avg4: [],
  floor: [],
  within: [],
  lasts: [],
  qty: [],
  trueUse: [],
  replayed: [],
  vsExpected: [],
  lastVsExpected: [],
  avg4VsExpected: [],
});

async function backtest() {
  const db = await connect();
  const started = performance.now();
  const tally = {
    all: emptyScores(),
    bands: [emptyScores(), emptyScores(), emptyScores()],
    unscored: 0,
    offCadence: 0,
    series: 0,
  };
  try {
    // The generated stores (numbered 1000 + id): the demo stores' own 60 days are hand-made.
    const stores = await db.query(
      `select id, time_zone from stores where number = (1000 + id)::text and deleted_at is null order by id limit $1`,
      [storeLimit],
    );
    const scheduleRows = await db.query(
      `select store_id, vendor_id, delivery_days, lead_days, order_by from delivery_schedules`,
    );
    const schedules = new Map(
      scheduleRows.map((r) => [
        `${r.store_id}/${r.vendor_id}`,
        { delivery_days: r.delivery_days, lead_days: r.lead_days, order_by: r.order_by },
      ]),
    );
    const settingRows = await db.query(
      `select id, case_size, par::float8 as par, shelf_life_days, case_threshold_pct from products`,
    );
    const settings = new Map(settingRows.map(({ id, ...s }) => [id, s]));
    const inputs = args.includes('--no-truth') ? null : await truthInputs(db);
    tally.first = inputs?.first;
    for (const [n, store] of stores.entries()) {
      const rows = await db.query(
        `select ol.product_id, o.vendor_id, to_char(o.created_at at time zone $2, 'YYYY-MM-DD') as day,
           to_char(o.created_at at time zone $2, 'HH24:MI') as time, ol.on_hand::float8 as on_hand, ol.qty
         from orders o join order_lines ol on ol.order_id = o.id
         where o.store_id = $1 and ol.product_id is not null order by ol.product_id, o.created_at`,
        [store.id, store.time_zone],
      );
      const truth = inputs && (await storeTruth(inputs, store.id, daysBetween(inputs.first, inputs.today)));
      for (let a = 0; a < rows.length;) {
        let b = a;
        while (b < rows.length && rows[b].product_id === rows[a].product_id) b++;
        if (b - a >= 8) {
          tally.series++;
          const { vendor_id: vendorId, product_id: productId } = rows[a];
          scoreSeries(
            rows.slice(a, b),
            schedules.get(`${store.id}/${vendorId}`),
            settings.get(productId),
            tally,
            truth?.get(productId),
          );
        }
        a = b;
      }
      process.stderr.write(`\r  backtest: store ${n + 1} of ${stores.length}`);
    }
    process.stderr.write('\n');
  } finally {
    await db.close();
  }
  return { tally, ms: performance.now() - started };
}

function printBacktest({ tally, ms }) {
  const row = (label, s) => {
    const m = median(s.method);
    const naive = Math.min(median(s.last), median(s.avg4));
    const mean = s.within.reduce((a, b) => a + b, 0) / s.within.length;
    const lasts = s.lasts.reduce((a, b) => a + b, 0) / s.lasts.length;
    return `| ${label} | ${s.method.length} | ${pct(m)} | ${pct(median(s.last))} | ${pct(median(s.avg4))} | ${pct(1 - m / naive)} | ${pct(median(s.floor))} | ${pct(mean)} | ${pct(lasts)} |`;
  };
  console.log(`\nBacktest: ${tally.series} store × product series with ≥ 8 orders, ${(ms / 1000).toFixed(0)} s`);
  console.log(
    `intervals not scored (usage ≤ 0): ${tally.unscored}; stock not scored (next order not at the next chance): ${tally.offCadence}`,
  );
  console.log(
    '\n| intervals | scored | method median APE | same as last order | average of last 4 | method vs better naive | Poisson count noise alone | usage within prediction + safety | suggested stock lasts to next delivery |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(row('all', tally.all));
  ['under 1 a day', '1 to 5 a day', '5 or more a day'].forEach((label, k) => console.log(row(label, tally.bands[k])));
  if (tally.all.vsExpected.length === 0) return;
  const truthRow = (label, s) => {
    const m = median(s.vsExpected);
    const naive = Math.min(median(s.lastVsExpected), median(s.avg4VsExpected));
    return `| ${label} | ${s.vsExpected.length} | ${pct(median(s.trueUse))} | ${pct(m)} | ${pct(median(s.lastVsExpected))} | ${pct(median(s.avg4VsExpected))} | ${pct(1 - m / naive)} |`;
  };
  const same = tally.all.replayed.reduce((a, b) => a + b, 0) / tally.all.replayed.length;
  console.log(`\nThe replay gives the counted usage exactly on ${pct(same)} of the intervals (the rest: miscounts)`);
  console.log(
    '\nAgainst the simulation (its shelves replayed): the true use (no miscounts) and the expected demand (rate × weekday × trend, no shocks, no Poisson count)\n',
  );
  console.log(
    '| intervals | scored | method vs true use | method vs expected demand | same as last vs expected | average of last 4 vs expected | method vs better naive (expected) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  console.log(truthRow('all', tally.all));
  ['under 1 a day', '1 to 5 a day', '5 or more a day'].forEach((label, k) =>
    console.log(truthRow(label, tally.bands[k])),
  );
}

/** The suggestions endpoint's latency for the depot at a generated store that carries it, and its floor. */
async function latency() {
  const db = await connect();
  let target;
  try {
    [target] = await db.query(
      `select o.store_id, o.vendor_id, (select count(*)::int from products p where p.vendor_id = o.vendor_id and p.active) as products
       from orders o join vendors v on v.id = o.vendor_id and v.name = $1 join stores s on s.id = o.store_id
       where s.number = (1000 + s.id)::text order by o.store_id limit 1`,
      [DEPOT_NAME],
    );
  } finally {
    await db.close();
  }
  if (!target) throw new Error(`no store orders from ${DEPOT_NAME}: regenerate the chain data`);
  const port = await freePort();
  const captureFile = path.join(os.tmpdir(), `dripp-suggest-sql-${process.pid}.jsonl`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...(onPostgres ? ['--import', './bench/sql-capture.mjs'] : []), 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...benchPortalEnv({ port, dataDir: chainDir, databaseUrl: onPostgres ? chainUrl : '', seed: false }),
        BENCH_SQL_CAPTURE: captureFile,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  process.on('exit', () => child.kill('SIGTERM'));
  const routesFile = path.join(os.tmpdir(), `dripp-suggest-floor-${process.pid}.json`);
  let floor;
  try {
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(base, child);
    const headers = { authorization: `Bearer ${await signIn(base, 'ops')}` };
    const url = `${base}/api/stores/${target.store_id}/vendors/${target.vendor_id}/suggestions`;
    const ask = async () => checkAnswer(`suggestions (GET ${url})`, await fetch(url, { headers }));
    await (await ask()).arrayBuffer();
    let statements = [];
    if (onPostgres) {
      fs.writeFileSync(captureFile, '');
      child.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 300));
    }
    const body = await (await ask()).json();
    if (onPostgres) {
      statements = fs
        .readFileSync(captureFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      child.kill('SIGUSR2');
    }
    const lines = (body.data ?? body).products.filter((p) => p.reason === null).length;
    fs.writeFileSync(
      routesFile,
      JSON.stringify([
        { method: 'GET', url: '/floor/suggest', databaseUrl: onPostgres ? chainUrl : undefined, statements, body },
      ]),
    );
    floor = spawn(process.execPath, [path.join(import.meta.dirname, 'floor.mjs'), routesFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    process.on('exit', () => floor.kill('SIGTERM'));
    const floorPort = await new Promise((resolve, reject) => {
      floor.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      floor.once('exit', () => reject(new Error('the floor exited during start')));
    });
    const floorUrl = `http://127.0.0.1:${floorPort}${onPostgres ? '/floor/suggest' : '/floor'}`;
    const results = [];
    for (const connections of String(opt('--connections', '1')).split(',').map(Number)) {
      const timed = async (label, target, h) => {
        const times = [];
        const r = await timedLoad(
          label,
          { url: target, method: 'GET', connections, duration: seconds, headers: h },
          { onResponse: (_c, _s, _b, ms) => times.push(ms) },
        );
        times.sort((a, b) => a - b);
        return {
          rps: r.requests.average,
          p50: r.latency.p50,
          p95: times[Math.ceil(times.length * 0.95) - 1],
          p99: r.latency.p99,
        };
      };
      const portal = await timed(`suggestions, ${connections} connection(s)`, url, headers);
      const bare = await timed(`the floor, ${connections} connection(s)`, floorUrl, {});
      results.push({ connections, portal, floor: bare });
    }
    console.log(
      `\nSuggestions latency on ${onPostgres ? 'PostgreSQL' : 'the embedded database'} (${os.cpus().length} cores, ${seconds} s per target): ` +
        `store ${target.store_id}, ${DEPOT_NAME} (${target.products} products, ${lines} with a suggestion), ` +
        `${onPostgres ? `${statements.length} statements, ` : ''}${JSON.stringify(body).length} B`,
    );
    console.log(
      '\n| connections | req/s | p50 ms | p95 ms | p99 ms | floor req/s | floor p95 ms | ratio to floor (req/s) | p95 over floor p95 |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.connections} | ${r.portal.rps.toFixed(0)} | ${r.portal.p50} | ${r.portal.p95.toFixed(1)} | ${r.portal.p99} | ${r.floor.rps.toFixed(0)} | ${r.floor.p95.toFixed(1)} | ${(r.portal.rps / r.floor.rps).toFixed(2)} | ${(r.portal.p95 / r.floor.p95).toFixed(1)} |`,
      );
    }
  } finally {
    if (floor) {
      floor.kill('SIGTERM');
      await ended(floor);
    }
    child.kill('SIGTERM');
    await ended(child);
    fs.rmSync(captureFile, { force: true });
    fs.rmSync(routesFile, { force: true });
  }
}

await reportInvalidRun(async () => {
  if (!args.includes('--no-backtest')) printBacktest(await backtest());
  if (!args.includes('--no-latency')) await latency();
});
