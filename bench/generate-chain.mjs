// Chain-sized data set for the benchmark (DESIGN §7). Migrates and seeds the demo chain through the
// portal itself (so roles, permissions, vendors, products and score categories are the real ones),
// then grows it in SQL: every row is made by INSERT … SELECT over generate_series inside the
// database, never one row at a time from here.
//
//   node bench/generate-chain.mjs                       500 stores × 3 years into PostgreSQL
//                                                        (BENCH_CHAIN_URL, default …/dripp_chain)
//   node bench/generate-chain.mjs --small --pglite DIR  50 stores × 1 year into an embedded data folder
//   options: --stores N --years N --fresh (drop and remake the PostgreSQL database first)
//
// Purchase orders: each store orders from each vendor on the vendor's delivery days, for the third
// of its products it carries (and every tenth store from a 150-product depot), with on-hand values
// from simulated shelves (bench/chain-orders.mjs; ≈10 million lines at full size). Per store and day: three
// shift communication sheets, the first two tasks of each daily checklist (and the weekly task that
// falls due), a cash count and two waste-log lines, and the overview's kept checklist outcome of each closed day. Every 7th day a service ticket, every 14th an
// incident, every 30th a store evaluation with all its item scores. 20 people per store (a manager,
// two shift leads, baristas) and 100 franchisees holding 10 stores each: about 10,000 users.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addDepot, generateOrders } from './chain-orders.mjs';
import { freePort, untilHealthy } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const small = args.includes('--small');
const STORES = Number(opt('--stores') ?? (small ? 50 : 500));
const DAYS = Math.round(Number(opt('--years') ?? (small ? 1 : 3)) * 365);
const pgliteDir = opt('--pglite');
const chainUrl = process.env.BENCH_CHAIN_URL ?? 'postgres://postgres@127.0.0.1:5432/dripp_chain';

/** Starts the portal once on the target so that it migrates and seeds the demo chain, then stops it. */
async function migrateAndSeed(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, SEED_DEMO: '1', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilHealthy(`http://127.0.0.1:${port}`, child, 'the portal exited while migrating and seeding', 30 * 60_000);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function connect() {
  if (pgliteDir) {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(pgliteDir, 'pglite'));
    return {
      run: (sql) => db.exec(sql),
      one: async (sql) => (await db.query(sql)).rows[0],
      query: async (sql, params) => (await db.query(sql, params)).rows,
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: chainUrl });
  await client.connect();
  await client.query('set synchronous_commit = off');
  return {
    run: (sql) => client.query(sql),
    one: async (sql) => (await client.query(sql)).rows[0],
    query: async (sql, params) => (await client.query(sql, params)).rows,
    close: () => client.end(),
  };
}

async function adminQuery(sqlText) {
  const url = new URL(chainUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(sqlText);
  } finally {
    await client.end();
  }
}

const started = performance.now();
const timings = [];
async function step(name, fn) {
  const t = performance.now();
  await fn();
  const ms = performance.now() - t;
  timings.push([name, ms]);
  console.log(`${name.padEnd(44)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
}

const dbName = new URL(chainUrl).pathname.slice(1);
if (!pgliteDir) {
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`unexpected database name ${dbName}`);
  if (args.includes('--fresh')) await adminQuery(`drop database if exists ${dbName} with (force)`);
  const exists = (await adminQuery(`select 1 from pg_database where datname = '${dbName}'`)).rowCount;
  if (!exists) await adminQuery(`create database ${dbName}`);
} else {
  fs.mkdirSync(pgliteDir, { recursive: true });
}

await step('migrate and seed the demo chain', () =>
  migrateAndSeed(pgliteDir ? { DATABASE_URL: '', DATA_DIR: pgliteDir } : { DATABASE_URL: chainUrl }),
);

/**
 * The Stores Overview keeps each store's closed days' checklist outcomes (docs/decisions/169): they
 * are worked out by the portal's own statement (features/overview/checklist-days.ts), run here in
 * a child with the TypeScript loader, 25 stores at a time over every day of the data.
 */
function fillChecklistDays(env) {
  const code = `
    import { openDatabase } from './apps/server/src/db/client.ts';
    import { fillChecklistDays } from './apps/server/src/features/overview/checklist-days.ts';
    const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: process.env.PGLITE_DIR });
    const { rows } = await database.db.execute('select id from stores where deleted_at is null order by id');
    const ids = rows.map((r) => r.id);
    const from = new Date(Date.now() - ${DAYS + 7} * 86400000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
    let added = 0;
    for (let i = 0; i < ids.length; i += 25) {
      added += await fillChecklistDays(database.db, ids.slice(i, i + 25), from, to);
      process.stdout.write('\\r  ' + Math.min(ids.length, i + 25) + ' of ' + ids.length + ' stores, ' + added + ' days');
    }
    process.stdout.write('\\n');
    await database.db.execute('vacuum analyze store_checklist_days');
    await database.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (status) => (status === 0 ? resolve() : reject(new Error('filling the checklist days failed'))));
  });
}
const fillEnv = pgliteDir
  ? { DATABASE_URL: '', PGLITE_DIR: path.join(pgliteDir, 'pglite') }
  : { DATABASE_URL: chainUrl };

const db = await connect();
const { n: storeCount } = await db.one('select count(*)::int as n from stores');
if (storeCount >= STORES) {
  console.log(`the database already holds ${storeCount} stores; nothing to generate (use --fresh to remake it)`);
  await db.close();
  await step('checklist days the overview keeps', () => fillChecklistDays(fillEnv));
  process.exit(0);
}

const D = DAYS;
const sql = {
  // Spread over the four main US zones, a quarter of the stores in each.
  stores: `insert into stores (title, number, email, email2, street1, city, state, zip, phone, fax, time_zone)
    select 'Store ' || g, (1000 + g)::text, 'store' || g || '@chain.example', 'manager' || g || '@chain.example',
      g || ' Main St', 'City ' || (g % 97), (array['OR','WA','CA','ID','NV'])[1 + g % 5], lpad((10000 + g)::text, 5, '0'),
      '(503) 555-' || lpad((g % 10000)::text, 4, '0'), '(503) 556-' || lpad((g % 10000)::text, 4, '0'),
      (array['America/Los_Angeles','America/Denver','America/Chicago','America/New_York'])[1 + g % 4]
    from generate_series(${storeCount + 1}, ${STORES}) g`,
  work: `create temp table bench_stores as select id, (row_number() over (order by id) - 1)::int as rn,
      exists (select 1 from user_stores us where us.store_id = stores.id) as seeded
    from stores where deleted_at is null;
    create temp table bench_vendors as
      select v.id, v.name, (row_number() over (order by v.id) - 1)::int as rn, count(p.id)::int as n
      from vendors v join products p on p.vendor_id = v.id and p.active
      where v.deleted_at is null group by v.id, v.name;
    create temp table bench_products as
      select p.*, (row_number() over (partition by p.vendor_id order by p.id) - 1)::int as rn
      from products p join bench_vendors v on v.id = p.vendor_id where p.active;
    create index on bench_products (vendor_id, rn);
    analyze bench_stores; analyze bench_vendors; analyze bench_products;`,
  users: `insert into users (username, first_name, last_name, email, phone, password_hash)
      select 'crew-' || s.id || '-' || k, (array['Alex','Sam','Jordan','Riley','Casey','Morgan','Jamie','Taylor'])[1 + (s.id + k) % 8],
        'Member ' || s.id || '-' || k, 'crew-' || s.id || '-' || k || '@chain.example', '(503) 555-' || lpad(((s.id * 20 + k) % 10000)::text, 4, '0'),
        (select password_hash from users where username = 'manager1')
      from bench_stores s cross join generate_series(1, 20) k where not s.seeded;
    insert into user_stores (user_id, store_id, role_id)
      select u.id, s.id, r.id from bench_stores s cross join generate_series(1, 20) k
      join users u on lower(u.username) = 'crew-' || s.id || '-' || k
      join roles r on r.role = case when k = 1 then 'ROLE_MANAGER' when k <= 3 then 'ROLE_SHIFT_LEAD' else 'ROLE_BARISTA' end
      where not s.seeded;
    insert into users (username, first_name, last_name, email, password_hash)
      select 'franchisee-' || g, 'Fran', 'Owner ' || g, 'franchisee-' || g || '@chain.example',
        (select password_hash from users where username = 'manager1')
      from generate_series(1, ${Math.round(STORES / 5)}) g;
    insert into user_stores (user_id, store_id, role_id)
      select u.id, s.id, (select id from roles where role = 'ROLE_FRANCHISEE')
      from generate_series(1, ${Math.round(STORES / 5)}) g join users u on lower(u.username) = 'franchisee-' || g
      join bench_stores s on s.rn / 10 = (g - 1) % ${Math.ceil(STORES / 10)} and not s.seeded
      on conflict do nothing;`,
  storeVendors: `insert into store_vendors (store_id, vendor_id) select s.id, v.id from bench_stores s cross join bench_vendors v on conflict do nothing`,
  commSheets: `insert into comm_sheets (store_id, date, type, names, comments, created_at, updated_at)
    select s.id, current_date - d, t, jsonb_build_array('Alex', 'Sam', 'Jordan'),
      '<p>Handover for the ' || t || ' shift: milk delivery checked, pastry case restocked, ' || (d % 7) || ' notes for the next shift.</p>',
      (current_date - d) + time '14:00', (current_date - d) + time '14:00'
    from bench_stores s cross join generate_series(0, ${D - 1}) d cross join unnest(array['open','mid','close']) t
    on conflict do nothing`,
  checklists: `insert into checklists (store_id, type, task, note, sort_order)
    select s.id, c.type, c.task, c.note, c.sort_order from bench_stores s
    cross join (select * from checklists where deleted_at is null and store_id = (select min(store_id) from checklists)) c
    where not exists (select 1 from checklists x where x.store_id = s.id)`,
  checklistNames: `insert into checklist_names (checklist_id, store_id, date, name)
    select c.id, c.store_id, current_date - d, (array['Alex','Sam','Jordan','Riley'])[1 + (c.id + d) % 4]
    from checklists c cross join generate_series(0, ${D - 1}) d
    where c.deleted_at is null and ((c.type <> 'weekly' and c.sort_order <= 2) or (c.type = 'weekly' and (d + c.sort_order) % 7 = 0))
    on conflict do nothing`,
  cashCounts: `insert into cash_counts (store_id, date, sheet, totals, total_deposit_cents, total_discrepancy_cents, created_at, updated_at)
    select s.id, current_date - d, c.sheet, c.totals, c.total_deposit_cents, c.total_discrepancy_cents,
      (current_date - d) + time '21:00', (current_date - d) + time '21:00'
    from bench_stores s cross join generate_series(0, ${D - 1}) d
    cross join (select * from cash_counts order by id limit 1) c
    on conflict do nothing`,
  waste: `insert into waste_log_entries (store_id, date, position, description, qty_hundredths, value_cents, loss_cents)
    select s.id, current_date - d, k, (array['Whole milk (gallon)','Croissant','Oat milk (half gallon)','Blueberry muffin','Drip coffee (batch)'])[1 + (s.id + d + k) % 5],
      100 * (1 + (d + k) % 3), 250 + 50 * k, (100 * (1 + (d + k) % 3)) * (250 + 50 * k) / 100
    from bench_stores s cross join generate_series(14, ${D - 1}) d cross join generate_series(1, 2) k`,
  tickets: `insert into service_tickets (store_id, date, urgency, description, request_by)
    select s.id, current_date - d, 1 + (d % 3), '<p>Espresso machine group head ' || (d % 3 + 1) || ' drips; please service.</p>', 'Store manager'
    from bench_stores s cross join generate_series(0, ${D - 1}) d where (d + s.rn) % 7 = 0
    on conflict do nothing`,
  incidents: `insert into incident_reports (store_id, manager_id, incident_date, incident_time, subject, description, employee_signature, entered_date)
    select s.id, (select id from users where username = 'admin'), current_date - d, lpad((7 + d % 12)::text, 2, '0') || ':15',
      'Customer slipped near the door', 'A customer slipped on a wet floor near the entrance; no injury, area marked and dried.', 'Alex Member', current_date - d
    from bench_stores s cross join generate_series(14, ${D - 1}) d where (d + s.rn) % 14 = 0`,
  evaluations: `create temp table bench_sheet_floor as select coalesce(max(id), 0) as id from retail_score_sheets;
    insert into retail_score_sheets (store_id, manager_id, score_date, additional_notes, total_score, evaluated_score)
      select s.id, (select id from users where username = 'admin'), current_date - d, 'Routine visit.', 0, 0
      from bench_stores s cross join generate_series(14, ${D - 1}) d where (d + s.rn) % 30 = 0;
    insert into retail_item_scores (sheet_id, item_id, category_id, category_name, item_name, permissible_score, score, sort_order)
      select sh.id, i.id, c.id, c.name, i.name, i.permissible_score, greatest(0, i.permissible_score - (sh.id + i.id) % 2), i.sort_order
      from retail_score_sheets sh
      cross join retail_score_category_items i join retail_score_categories c on c.id = i.category_id
      where sh.id > (select id from bench_sheet_floor) and i.deleted_at is null and c.deleted_at is null;
    update retail_score_sheets sh set total_score = t.p, evaluated_score = t.s
      from (select sheet_id, sum(permissible_score)::int as p, sum(score)::int as s from retail_item_scores
            where sheet_id > (select id from bench_sheet_floor) group by sheet_id) t
      where t.sheet_id = sh.id;`,
  // Each generated evaluation raises the actions its items' on-fail rules ask for (the demo's rules):
  // those older than a week were done a day to a week later and verified; one in nine never was.
  actions: `insert into corrective_actions (store_id, title, description, source, source_id, source_key, source_label,
      assignee_role_id, priority, due_at, status, evidence, done_at, done_by, done_note, verified_at, verified_by, created_at, updated_at)
    select sh.store_id, sc.item_name, sc.category_name || ': below standard', 'evaluation', sh.id, sc.item_id::text,
      'Evaluation of ' || sh.score_date || ': ' || sc.item_name, (select id from roles where role = 'ROLE_MANAGER'),
      r.priority, t.raised + r.due_hours * interval '1 hour',
      case when closed then 'verified' else 'open' end, r.evidence,
      case when closed then t.raised + (1 + sc.id % 7) * interval '1 day' end,
      case when closed then sh.manager_id end, case when closed then 'Fixed and checked.' else '' end,
      case when closed then t.raised + (1 + sc.id % 7) * interval '1 day' + interval '8 hours' end,
      case when closed then (select id from users where username = 'ops') end, t.raised, t.raised
    from retail_score_sheets sh
    join retail_item_scores sc on sc.sheet_id = sh.id
    join score_item_rules r on r.item_id = sc.item_id and r.enabled
    cross join lateral (select (sh.score_date + time '15:00')::timestamptz as raised,
      sh.score_date < current_date - 7 and sc.id % 9 <> 0 as closed) t
    where sh.id > (select id from bench_sheet_floor) and not sc.not_applicable
      and case r.fail_when when 'below-full' then sc.score < sc.permissible_score when 'zero' then sc.score = 0
        else sc.score <= r.at_most end
    on conflict do nothing`,
};

await step(`stores (to ${STORES})`, () => db.run(sql.stores));
await step('the wholesale depot (150 products)', () => addDepot(db));
await step('work tables', () => db.run(sql.work));
await step('users and store links', () => db.run(sql.users));
await step('store vendors', () => db.run(sql.storeVendors));
await step('communication sheets', () => db.run(sql.commSheets));
await step('checklist tasks', () => db.run(sql.checklists));
await step('checklist names', () => db.run(sql.checklistNames));
await step('cash counts', () => db.run(sql.cashCounts));
await step('waste log lines', () => db.run(sql.waste));
await step('service tickets', () => db.run(sql.tickets));
await step('incident reports', () => db.run(sql.incidents));
await step('evaluations and item scores', () => db.run(sql.evaluations));
await step('corrective actions', () => db.run(sql.actions));
// A store's day starts when the store (and a card's first task) was made, and a person hears of
// nothing before joining: the chain is as old as its history.
await step('the chain as old as its history', () =>
  db.run(
    ['stores', 'users', 'user_stores', 'checklists']
      .map(
        (table) =>
          `update ${table} set created_at = current_date - ${D + 1} where created_at > current_date - ${D + 1}`,
      )
      .join(';\n'),
  ),
);
await step('purchase orders and lines (simulated shelves)', async () => {
  const stores = await db.query(`select s.id, s.rn, s.seeded, st.time_zone,
      (select min(o.created_at at time zone st.time_zone)::date::text from orders o where o.store_id = s.id) as first_order_day
    from bench_stores s join stores st on st.id = s.id order by s.id`);
  const vendors = await db.query('select id, name, rn from bench_vendors order by rn');
  const products =
    await db.query(`select p.id, p.vendor_id, p.rn, coalesce(c.name, '') as category, p.cost::text as cost
    from bench_products p left join categories c on c.id = p.category_id order by p.vendor_id, p.rn`);
  const lines = await generateOrders(db, {
    stores: stores.map((s) => ({ ...s, first_order_day: s.seeded ? s.first_order_day : null })),
    vendors,
    products,
    days: D,
    log: (store) => process.stdout.write(`\r  store ${store.rn + 1} of ${stores.length}`),
  });
  process.stdout.write(`\n  ${lines} lines\n`);
});
await step('analyze', () => db.run('analyze'));

const counts = await db.one(`select
  (select count(*) from stores)::int as stores, (select count(*) from users)::int as users,
  (select count(*) from user_stores)::int as store_links, (select count(*) from orders)::int as orders,
  (select count(*) from order_lines)::int as order_lines, (select count(*) from comm_sheets)::int as comm_sheets,
  (select count(*) from checklist_names)::int as checklist_names, (select count(*) from cash_counts)::int as cash_counts,
  (select count(*) from waste_log_entries)::int as waste_lines, (select count(*) from service_tickets)::int as tickets,
  (select count(*) from incident_reports)::int as incidents, (select count(*) from retail_score_sheets)::int as evaluations,
  (select count(*) from retail_item_scores)::int as item_scores, (select count(*) from corrective_actions)::int as actions`);
await db.close();
await step('checklist days the overview keeps', () => fillChecklistDays(fillEnv));
console.log(`\n${pgliteDir ? `embedded database in ${pgliteDir}` : chainUrl}: ${STORES} stores × ${DAYS} days`);
console.log(
  Object.entries(counts)
    .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
    .join(', '),
);
console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
