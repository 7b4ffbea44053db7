// The inspector's 90-day food-safety report (issue 39 §6, decision 294): how long one store's PDF
// takes to build, against a floor measured in the same run.
//
//   npm run bench -- food-report              PostgreSQL (BENCH_PG_URL), 10 s of load per target
//   npm run bench -- food-report 20           20 s per target
//
// A fresh database gets the demo chain through the portal itself; then one store (Pearl District,
// #101) gets 90 days of food safety in SQL, made inside the database by INSERT … SELECT over
// generate_series: 6 units read at 07:00 and 15:00 (about 3 % missed, 3 % out of range with their
// fix and a re-check 30 minutes later), a cooling batch every third day with both checks, and 4
// label prints a day. The report of those 90 days (ending yesterday) is asked for as a manager's
// phone does: a link, then the PDF, one request at a time (one connection: a person's wait).
//
// The floor (bench/floor.mjs, its own process) is a bare Fastify route that runs the statements the
// portal ran for that request (captured through bench/sql-capture.mjs) through the same driver and
// sends a body as large as the PDF. Reported: the portal's p50 and p97.5 in ms, the floor's, and
// their ratio. A request that fails or answers anything but the PDF makes the run invalid.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPortalEnv, ended, freePort, runSql, signIn, untilHealthy } from './support.mjs';
import { checkAnswer, reportInvalidRun, timedLoad } from './validity.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const seconds = Number(args.find((a) => /^\d+(\.\d+)?$/.test(a)) ?? 10);
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const captureFile = path.join(os.tmpdir(), `dripp-bench-food-sql-${process.pid}.jsonl`);
const routesFile = path.join(os.tmpdir(), `dripp-bench-food-floor-${process.pid}.json`);
const ZONE = 'America/Los_Angeles';

/** The store's 90 days of food safety, made in the database (see the head of this file). */
const foodDataSql = (storeNumber) => `
do $$
declare
  sid int := (select id from stores where number = '${storeNumber}');
  today date := (now() at time zone '${ZONE}')::date;
  who int := (select user_id from user_stores where store_id = sid order by user_id limit 1);
begin
  delete from food_label_prints where store_id = sid;
  delete from cooling_batches where store_id = sid;
  delete from food_readings where store_id = sid;
  delete from food_units where store_id = sid;
  insert into food_units (store_id, type, name, name_es, due_times, sort_order, created_at)
  select sid, u.type, u.name, u.name_es, '{07:00,15:00}', u.n, (today - 100)::timestamp at time zone '${ZONE}'
  from (values (1, 'walk-in', 'Walk-in cooler', 'Cámara fría'), (2, 'reach-in', 'Reach-in under the bar', 'Refrigerador'),
    (3, 'reach-in', 'Sandwich prep table', 'Mesa de preparación'), (4, 'freezer', 'Freezer', 'Congelador'),
    (5, 'hot-holding', 'Hot holding cabinet', 'Gabinete caliente'), (6, 'sanitizer', 'Sanitizer bucket', 'Desinfectante'))
    as u(n, type, name, name_es);
  -- Every due time of the 90 days before today, but about 1 in 33 (missed); about 1 in 31 out of range.
  insert into food_readings (store_id, unit_id, kind, value, low, high, in_range, late, date, due_time, fix, fix_note, taken_at, taken_by)
  select sid, u.id, 'scheduled',
    case when bad then l.bad_value else l.good_value end, l.low, l.high, not bad, (k % 29 = 0), d.day, t.due_time,
    case when bad then l.fix end, case when bad then 'Fixed at once; checked again in 30 minutes.' end,
    ((d.day + t.due_time::time) at time zone '${ZONE}') + make_interval(mins => case when k % 29 = 0 then 80 else k % 15 end),
    who
  from food_units u
  cross join unnest(u.due_times) t(due_time)
  cross join lateral (select g::date as day from generate_series(today - 90, today - 1, interval '1 day') g) d
  cross join lateral (select (u.id * 7919 + (d.day - date '2000-01-01') * 104729 + substr(t.due_time, 1, 2)::int * 17) as k) h
  cross join lateral (select k % 31 = 0 as bad) b
  cross join lateral (
    select case u.type when 'sanitizer' then 200 when 'hot-holding' then 135 else null end::numeric as low,
      case u.type when 'freezer' then 0 when 'hot-holding' then null when 'sanitizer' then 400 else 41 end::numeric as high,
      case u.type when 'freezer' then -5 when 'hot-holding' then 150 when 'sanitizer' then 250 else 36 + (k % 40) / 10.0 end as good_value,
      case u.type when 'freezer' then 12 when 'hot-holding' then 128 when 'sanitizer' then 120 else 46 end as bad_value,
      case u.type when 'sanitizer' then 'remade-sanitizer' when 'hot-holding' then 'discarded' else 'adjusted-thermostat' end as fix
  ) l
  where u.store_id = sid and k % 33 <> 0;
  with rechecked as (
    insert into food_readings (store_id, unit_id, kind, value, low, high, in_range, date, refers_to, taken_at, taken_by)
    select store_id, unit_id, 'recheck', case when high = 0 then -3 when low = 135 then 150 when low = 200 then 250 else 38 end,
      low, high, true, date, id, taken_at + interval '32 minutes', taken_by
    from food_readings where store_id = sid and not in_range
    returning id, refers_to, store_id, unit_id, taken_at
  )
  insert into food_rechecks (reading_id, store_id, unit_id, due_at, answered_by)
  select refers_to, store_id, unit_id, taken_at - interval '2 minutes', id from rechecked;
  with made as (
    insert into cooling_batches (store_id, item, date, started_at, start_value, started_by, closed_at, closed_by)
    select sid, 'Chicken stock', d::date, (d::date + time '14:00') at time zone '${ZONE}', 165, who,
      (d::date + time '20:05') at time zone '${ZONE}', who
    from generate_series(today - 90, today - 1, interval '3 days') d
    returning id, started_at
  )
  insert into cooling_checks (batch_id, stage, value, passed, taken_at, taken_by)
  select id, s.stage, s.value, true, started_at + s.after, who
  from made cross join (values ('2h', 66, interval '110 minutes'), ('6h', 39, interval '355 minutes')) s(stage, value, after);
  insert into food_label_prints (store_id, item, item_es, quantity, size, date, prepped_at, use_by, prepped_by)
  select sid, i.name, i.name_es, 2 + n, '2x2', d::date, (d::date + time '06:30') at time zone '${ZONE}' + make_interval(mins => n::int * 20),
    (d::date + 3 + time '23:59') at time zone '${ZONE}', who
  from generate_series(today - 90, today - 1, interval '1 day') d
  cross join generate_series(0, 3) n
  cross join lateral (select name, name_es from prep_items order by id offset n % 4 limit 1) i;
end $$;`;

async function main() {
  const port = await freePort();
  const databaseName = `dripp_bench_food_${Date.now()}`;
  await runSql(pgBase, `create database ${databaseName}`);
  const url = new URL(pgBase);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dripp-bench-food-'));
  fs.writeFileSync(captureFile, '');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './bench/sql-capture.mjs', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: { ...benchPortalEnv({ port, dataDir, databaseUrl, seed: true }), BENCH_SQL_CAPTURE: captureFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let floor;
  const cleanUp = async () => {
    child.kill('SIGTERM');
    floor?.kill('SIGTERM');
    await ended(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(captureFile, { force: true });
    fs.rmSync(routesFile, { force: true });
    await runSql(pgBase, `drop database if exists ${databaseName} with (force)`);
  };
  process.on('exit', () => {
    child.kill('SIGTERM');
    floor?.kill('SIGTERM');
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(base, child, 'the portal exited during start', 300_000);
    const made = performance.now();
    await runSql(databaseUrl, foodDataSql('101'));
    const generateMs = performance.now() - made;
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const {
      rows: [store],
    } = await client.query(
      `select s.id, (select count(*) from food_readings r where r.store_id = s.id)::int as readings,
        (select count(*) from food_readings r where r.store_id = s.id and not r.in_range and r.kind = 'scheduled')::int as out_of_range,
        (select count(*) from cooling_batches b where b.store_id = s.id)::int as batches,
        (select count(*) from food_label_prints l where l.store_id = s.id)::int as labels,
        (now() at time zone '${ZONE}')::date::text as today
      from stores s where s.number = '101'`,
    );
    await client.end();
    const day = (offset) => {
      const d = new Date(`${store.today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + offset);
      return d.toISOString().slice(0, 10);
    };
    const period = { from: day(-90), to: day(-1) };
    const token = await signIn(base, 'manager1');
    const linkRes = await checkAnswer(
      'the report link',
      await fetch(`${base}/api/stores/${store.id}/food-safety-report/link?from=${period.from}&to=${period.to}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const reportUrl = `${base}${(await linkRes.json()).data.url}`;
    const fetchPdf = async (label) => {
      const started = performance.now();
      const res = await checkAnswer(label, await fetch(reportUrl));
      if (res.headers.get('content-type') !== 'application/pdf') throw new Error(`${label} is not a PDF`);
      const bytes = Buffer.from(await res.arrayBuffer());
      return { bytes, ms: performance.now() - started };
    };
    const first = await fetchPdf('the first report');
    console.log(`the first report (cold): ${Math.round(first.ms)} ms`);
    // The statements of one request, for the floor.
    child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 300));
    const from = fs.statSync(captureFile).size;
    const captured = await fetchPdf('the captured report');
    child.kill('SIGUSR2');
    const statements = fs
      .readFileSync(captureFile, 'utf8')
      .slice(from)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const body = { pdf: captured.bytes.toString('base64') };
    fs.writeFileSync(
      routesFile,
      JSON.stringify([{ method: 'GET', url: '/floor/report', databaseUrl, statements, body }]),
    );
    floor = spawn(process.execPath, [path.join(import.meta.dirname, 'floor.mjs'), routesFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const floorPort = await new Promise((resolve, reject) => {
      floor.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
      floor.once('exit', () => reject(new Error('the floor exited during start')));
    });
    const floorUrl = `http://127.0.0.1:${floorPort}/floor/report`;
    await (await checkAnswer('the floor route', await fetch(floorUrl))).arrayBuffer();

    const load = (label, target) =>
      timedLoad(label, { url: target, connections: 1, duration: seconds, timeout: 120 }, { expect: [200] });
    const portalLoad = await load('the 90-day report', reportUrl);
    const floorLoad = await load('its floor', floorUrl);

    const { PDFDocument } = await import('pdf-lib');
    const pages = (await PDFDocument.load(captured.bytes)).getPageCount();
    console.log(`\nThe inspector's 90-day food-safety report, store #101, ${period.from} to ${period.to} (PostgreSQL)`);
    console.log(
      `  data: ${store.readings} readings (${store.out_of_range} out of range, each re-checked), ${store.batches} cooling batches, ${store.labels} label prints; made in ${Math.round(generateMs)} ms`,
    );
    console.log(
      `  the PDF: ${pages} pages, ${Math.round(captured.bytes.length / 1024)} KB; ${statements.length} SQL statements per request`,
    );
    console.log(`  first request (cold): ${Math.round(first.ms)} ms`);
    const row = (label, r) =>
      `  ${label}: p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, ${r.requests.total} requests in ${seconds} s`;
    console.log(row('portal', portalLoad));
    console.log(row('floor (same statements, a body as large, bare route)', floorLoad));
    console.log(
      `  ratio to the floor (p50): ${(portalLoad.latency.p50 / Math.max(floorLoad.latency.p50, 0.01)).toFixed(1)}×`,
    );
  } finally {
    await cleanUp();
  }
}

await reportInvalidRun(main);
