// Several API nodes on one PostgreSQL and one Redis, on loopback, bounded in time.
// Usage: node bench/multi-node.mjs [seconds of load per phase, default 10] [--no-restart]
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database is made next to it and dropped at the end), BENCH_REDIS_URL (default
// redis://127.0.0.1:6379), BENCH_PG_RESTART (the command that restarts PostgreSQL; default
// `pg_ctlcluster --skip-systemctl-redirect <version> main restart` for the local cluster).
//
// It starts three nodes together with one JWT_SECRET, then checks that
//   1. migrations ran once (the migrations table holds each migration of the journal once);
//   2. a token from a sign-in on node A works on nodes B and C;
//   3. failed sign-ins on A, B and C add up to one account limit (Redis-backed counters);
//   4. a round-robin load of reads and writes over the three nodes answers without an error;
//   5. the same load with PostgreSQL restarted in the middle: service resumes without restarting
//      a node, and every write answered with success is in the database afterwards;
//   6. reminders from the job queue: with every item made due 70 minutes ago and node B killed
//      (SIGKILL) just after a minute's sweep began, every overdue item gets its reminder and
//      escalations, each notification is written once (by its own subject: the person, the store,
//      the item or the action, the day and the kind), none is left unsent, and the killed node
//      costs at most the one mail the mail server had accepted before it died.
// Exit status 0 when every check holds.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverArgs, serverEnv } from '../scripts/server-command.mjs';
import { benchPassword, freePort } from './support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const seconds = Number(args.find((a) => /^\d+$/.test(a)) ?? 10);
const withRestart = !args.includes('--no-restart');
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const workers = 6;
const requestTimeoutMs = 15_000;
const ACCOUNT_LIMIT = 3;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

function restartCommand() {
  if (process.env.BENCH_PG_RESTART) return ['sh', ['-c', process.env.BENCH_PG_RESTART]];
  const version = fs.readdirSync('/etc/postgresql')[0];
  return ['pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']];
}

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ check: name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

// ---------------------------------------------------------------------------------------------
const dbName = `dripp_nodes_${process.pid}_${Date.now()}`;
const dbUrl = (() => {
  const u = new URL(pgBase);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const secret = randomBytes(24).toString('hex');
const nodes = [];
/** The command line `npm start` uses (built once, before the nodes start). */
let nodeArgs = [];
const dataDirs = [];
const hardStop = setTimeout(
  () => {
    console.error(`Stopped: the run took longer than its bound.`);
    void cleanup().finally(() => process.exit(2));
  },
  (480 + seconds * 4) * 1000,
);

async function cleanup() {
  // A node that has ended has an exit code, or the signal that ended it (node B's SIGKILL).
  const running = nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
  for (const n of running) n.child.kill('SIGTERM');
  await Promise.all(
    running.map((n) => (n.child.exitCode !== null ? null : new Promise((r) => n.child.once('exit', r)))),
  );
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  await sql(pgBase, `drop database if exists ${dbName} with (force)`).catch((e) =>
    console.error(`drop database: ${e.message}`),
  );
}

function startNode(name, seed) {
  return freePort().then((port) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dripp-node-${name}-`));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, nodeArgs, {
      cwd: root,
      env: {
        ...serverEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        JWT_SECRET: secret,
        REDIS_URL: redisUrl,
        SEED_DEMO: seed ? '1' : '',
        LOG_LEVEL: 'warn',
        AUTH_RATE_PER_ACCOUNT: String(ACCOUNT_LIMIT),
        MEDIA_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const node = { name, port, base: `http://127.0.0.1:${port}`, child, output: '' };
    child.stdout.on('data', (d) => (node.output += d));
    child.stderr.on('data', (d) => (node.output += d));
    nodes.push(node);
    return node;
  });
}

async function request(node, method, url, { token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(node.base + url, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
}

/** Reads and writes round-robin over the nodes for `ms`; `during` runs alongside. */
async function load(ms, token, storeId, tag, during) {
  const stats = { requests: 0, reads: 0, writesAnswered2xx: 0, errors: [], written: [] };
  const started = Date.now();
  let seq = 0;
  let turn = 0;
  const worker = async () => {
    while (Date.now() - started < ms) {
      const node = nodes[turn++ % nodes.length];
      const n = seq++;
      const write = n % 3 === 0;
      const at = Date.now() - started;
      const firstName = `${tag}-${n}`;
      try {
        const res = write
          ? await request(node, 'POST', `/api/key-release/${storeId}`, {
              token,
              body: {
                building: 1,
                first_name: firstName,
                last_name: 'Bench',
                signature: node.name,
                time_given: '2026-01-05',
              },
            })
          : await request(node, 'GET', n % 2 ? '/api/user/admin' : '/api/stores-managers', { token });
        stats.requests++;
        if (res.status >= 200 && res.status < 300 && res.json?.success !== false) {
          if (write) {
            stats.writesAnswered2xx++;
            stats.written.push(firstName);
          } else stats.reads++;
        } else
          stats.errors.push({
            at,
            node: node.name,
            kind: `HTTP ${res.status}${res.json?.message ? ` ${res.json.message}` : ''}`,
          });
      } catch (error) {
        stats.requests++;
        const cause = error.cause?.code ?? error.name ?? 'error';
        stats.errors.push({ at, node: node.name, kind: `network ${cause}` });
        await sleep(50);
      }
    }
  };
  const extra = during ? during(started) : Promise.resolve(undefined);
  await Promise.all(Array.from({ length: workers }, worker));
  stats.elapsedMs = Date.now() - started;
  stats.during = await extra;
  return stats;
}

function errorsByKind(errors) {
  const kinds = {};
  for (const e of errors) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
  return kinds;
}

async function writesFound(names) {
  if (names.length === 0) return 0;
  const rows = await sql(dbUrl, 'select count(*)::int as n from key_releases where first_name = any($1)', [names]);
  return rows[0].n;
}

// ---------------------------------------------------------------------------------------------
async function main() {
  await sql(pgBase, `create database ${dbName}`);
  console.log(
    `Database ${dbName}; Redis ${redisUrl}; ${seconds} s of load per phase${withRestart ? ', PostgreSQL restarted in the second' : ''}.`,
  );

  // All three together; only A seeds the demo chain (the seed is a demo convenience, not a node duty).
  nodeArgs = await serverArgs();
  const launched = Date.now();
  const started = await Promise.all([startNode('A', true), startNode('B', false), startNode('C', false)]);
  for (;;) {
    const exited = started.find((n) => n.child.exitCode !== null);
    if (exited) throw new Error(`node ${exited.name} exited (${exited.child.exitCode}):\n${exited.output}`);
    const healthy = await Promise.all(
      started.map((n) =>
        fetch(`${n.base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (healthy.every(Boolean)) break;
    if (Date.now() - launched > 150_000) throw new Error('nodes not healthy within 150 s');
    await sleep(250);
  }
  console.log(`Three nodes healthy in ${Date.now() - launched} ms (ports ${nodes.map((n) => n.port).join(', ')}).`);
  const [A, B, C] = nodes;

  // 1. Migrations ran once.
  const journal = JSON.parse(
    fs.readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const [m] = await sql(
    dbUrl,
    'select count(*)::int as rows, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
  );
  check(
    'migrations ran once',
    m.rows === journal.entries.length && m.distinct_hashes === m.rows,
    `${journal.entries.length} migrations in the journal, ${m.rows} rows (${m.distinct_hashes} distinct) in drizzle.__drizzle_migrations`,
  );

  // 2. A token from node A works on B and C.
  const signIn = await request(A, 'POST', '/api/auth', { body: { username: 'admin', password: benchPassword } });
  const token = signIn.json?.data?.token;
  const onB = token ? await request(B, 'GET', '/api/user/admin', { token }) : { status: 0 };
  const onC = token ? await request(C, 'GET', '/api/user/admin', { token }) : { status: 0 };
  check(
    'token from A accepted on B and C',
    signIn.status === 200 && onB.status === 200 && onC.status === 200,
    `sign-in on A ${signIn.status}, B ${onB.status}, C ${onC.status}`,
  );
  if (!token) throw new Error(`no token: ${JSON.stringify(signIn.json)}`);

  // 3. Failed sign-ins on A, B and C add up to one limit.
  const failures = [];
  for (const n of [A, B, C])
    failures.push(
      (await request(n, 'POST', '/api/auth', { body: { username: 'manager2', password: 'wrong-password' } })).status,
    );
  const afterOnA = await request(A, 'POST', '/api/auth', { body: { username: 'manager2', password: benchPassword } });
  const afterOnB = await request(B, 'POST', '/api/auth', { body: { username: 'manager2', password: benchPassword } });
  check(
    'sign-in limit counts across nodes',
    failures.every((s) => s === 401) && afterOnA.status === 429 && afterOnB.status === 429,
    `limit ${ACCOUNT_LIMIT} per account and address: failures on A, B, C answered ${failures.join(', ')}; then the right password on A ${afterOnA.status}, on B ${afterOnB.status}`,
  );

  const [{ id: storeId }] = await sql(dbUrl, 'select min(id)::int as id from stores');

  // 4. Round-robin load, no restart.
  const steady = await load(seconds * 1000, token, storeId, `steady-${process.pid}`);
  const steadyFound = await writesFound(steady.written);
  check(
    'round-robin load without errors',
    steady.errors.length === 0 && steadyFound === steady.writesAnswered2xx,
    `${steady.requests} requests in ${steady.elapsedMs} ms (${Math.round((steady.requests * 1000) / steady.elapsedMs)}/s), errors ${steady.errors.length}, writes answered 2xx ${steady.writesAnswered2xx}, found ${steadyFound}`,
  );

  // 5. The same load with PostgreSQL restarted in the middle.
  if (withRestart) {
    const [cmd, cmdArgs] = restartCommand();
    const restartAt = Math.round((seconds * 1000) / 3);
    const during = async (t0) => {
      await sleep(restartAt);
      const begin = Date.now() - t0;
      execFileSync(cmd, cmdArgs, { stdio: 'inherit' });
      return { restartBeganAt: begin, restartEndedAt: Date.now() - t0 };
    };
    const outage = await load(
      Math.max(seconds * 1000, restartAt + 8000),
      token,
      storeId,
      `restart-${process.pid}`,
      during,
    );
    const { restartBeganAt, restartEndedAt } = outage.during;
    const lastError = outage.errors.reduce((max, e) => Math.max(max, e.at), -1);
    const firstError = outage.errors.reduce((min, e) => Math.min(min, e.at), Infinity);
    const errorsAfterRecovery = outage.errors.filter((e) => e.at > restartEndedAt + 5000);
    // After the run, every node still answers a signed-in read and a write (no node restarted).
    const after = await Promise.all(
      nodes.map((n) =>
        request(n, 'GET', '/api/user/admin', { token }).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    const stillRunning = nodes.every((n) => n.child.exitCode === null);
    const found = await writesFound(outage.written);
    console.log(
      `Restart: command ran from ${restartBeganAt} ms to ${restartEndedAt} ms into the load; ` +
        (outage.errors.length ? `errors from ${firstError} ms to ${lastError} ms` : 'no request failed'),
    );
    console.log('Errors by kind during the outage window:', JSON.stringify(errorsByKind(outage.errors)));
    check(
      'service resumes by itself after a PostgreSQL restart',
      stillRunning && after.every((s) => s === 200) && errorsAfterRecovery.length === 0,
      `${outage.requests} requests in ${outage.elapsedMs} ms, ${outage.errors.length} errors, ${errorsAfterRecovery.length} of them later than 5 s after the restart; nodes after: ${after.join(', ')}`,
    );
    check(
      'no write answered with success is lost',
      found === outage.writesAnswered2xx,
      `writes answered 2xx ${outage.writesAnswered2xx}, found in the database ${found}`,
    );
    const poolErrors = nodes
      .map((n) => `${n.name}: ${(n.output.match(/PostgreSQL pool error/g) ?? []).length}`)
      .join(', ');
    console.log(`Pool error lines logged per node: ${poolErrors}`);
  }

  await remindersOnce(token);
}

/** Phase 6: the minute sweep of pg-boss on three nodes, one of them killed during a sweep. */
async function remindersOnce(token) {
  const [A, B, C] = nodes;
  // The demo's stores mostly keep Pacific time; every item comes due 70 minutes ago there.
  const zone = 'America/Los_Angeles';
  const wall = (d) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      d,
    );
  const dueAgo = new Date(Date.now() - 70 * 60_000);
  const due = wall(dueAgo) > wall(new Date()) ? '00:00' : wall(dueAgo);
  const weekday = ((new Date(new Date().toLocaleString('en-US', { timeZone: zone })).getDay() + 6) % 7) + 1;
  const items = ['open', 'mid', 'close', 'weekly', 'cash-count', 'comm-sheet'];
  const set = await request(A, 'PUT', '/api/store-day/due-times', {
    token,
    body: { due_times: items.map((item) => ({ item, time: due, weekday: item === 'weekly' ? weekday : null })) },
  });
  if (set.status !== 200) throw new Error(`due times: ${set.status} ${JSON.stringify(set.json)}`);
  // Held: pending for a person who was sent more than 5 notification mails in the last 10
  // minutes; it goes out when their ten minutes have room (features/notifications/notification-mail.ts).
  const count = async () =>
    (
      await sql(
        dbUrl,
        `select count(*)::int as total, count(*) filter (where mail_state = 'sent')::int as sent,
           count(*) filter (where mail_state = 'pending' and not held)::int as pending,
           count(*) filter (where mail_state = 'pending' and held)::int as held
         from (select n.mail_state, (select count(*) from notification_mails m where m.user_id = n.user_id
           and m.sent_at > now() - interval '10 minutes') > 5 as held from notifications n) n`,
      )
    )[0];
  // Kill B a moment after the next minute's sweep is sent.
  const toNextMinute = 60_000 - (Date.now() % 60_000);
  await sleep(toNextMinute + 1_500);
  B.child.kill('SIGKILL');
  const killedAt = Date.now();
  let last = await count();
  let stableSince = Date.now();
  while (Date.now() - killedAt < 200_000) {
    await sleep(5_000);
    const now = await count();
    if (now.total !== last.total || now.sent !== last.sent) stableSince = Date.now();
    last = now;
    if (last.total > 0 && last.pending === 0 && Date.now() - stableSince > 75_000) break;
  }
  const outboxFiles = dataDirs
    .map((d) => path.join(d, 'outbox'))
    .filter((d) => fs.existsSync(d))
    .reduce((n, d) => n + fs.readdirSync(d).length, 0);
  // A notification's subject is its item of the store's day, or its corrective action: two
  // actions' reminders to one person on one day are two messages, not one told twice.
  const [dupes] = await sql(
    dbUrl,
    `select count(*)::int as n from (select 1 from notifications
       group by user_id, store_id, item, action_id, date, kind having count(*) > 1) d`,
  );
  const [actionsAlike] = await sql(
    dbUrl,
    `select count(*)::int as n from (select 1 from notifications where action_id is not null
       group by user_id, store_id, date, kind having count(*) > 1) d`,
  );
  // Each mail sent is one row of notification_mails (one notification, or a summary of several),
  // or of digest_sends (a morning digest, which the outboxes hold too).
  const [mailed] = await sql(
    dbUrl,
    `select count(*)::int as mails, coalesce(sum(notifications), 0)::int as carried,
       (select count(*)::int from digest_sends) as digests from notification_mails`,
  );
  const killedNodes = nodes.filter((n) => n.child.signalCode === 'SIGKILL').length;
  // Every item the board shows as overdue has its reminder, unless its due time is more than two
  // hours gone (stale; the New York store's 18:40 is hours ago): decision 165.
  const board = await request(C, 'GET', '/api/store-day/today', { token });
  const dueItems = board.json.data.stores.flatMap((s) =>
    s.items
      .filter((i) => i.state === 'due')
      .map((i) => ({ store: s.store_id, date: s.date, item: i.item, late: i.minutes_late })),
  );
  const overdue = dueItems.filter((i) => i.late < 120);
  const reminded = await sql(
    dbUrl,
    `select distinct store_id, item, to_char(date, 'YYYY-MM-DD') as date from notifications where kind = 'reminder'`,
  );
  const has = new Set(reminded.map((r) => `${r.store_id}:${r.item}:${r.date}`));
  const missing = overdue.filter((o) => !has.has(`${o.store}:${o.item}:${o.date}`));
  const kinds = await sql(dbUrl, 'select kind, count(*)::int as n from notifications group by kind order by kind');
  console.log(
    `Reminders: due ${due} (${zone}); node B killed ${Math.round((killedAt % 60_000) / 1000)} s into the minute; ` +
      `notifications by kind ${kinds.map((k) => `${k.kind} ${k.n}`).join(', ')}`,
  );
  check(
    'reminders sent once across nodes, none lost to a killed node',
    last.total > 0 &&
      dupes.n === 0 &&
      last.pending === 0 &&
      missing.length === 0 &&
      mailed.carried === last.sent &&
      outboxFiles >= mailed.mails + mailed.digests &&
      outboxFiles <= mailed.mails + mailed.digests + killedNodes,
    `${overdue.length} overdue items (and ${dueItems.length - overdue.length} more than two hours late), ${missing.length} without a reminder; ` +
      `${last.total} notifications, ${dupes.n} duplicated by subject (${actionsAlike.n} groups of one person's reminders of different actions on one day); ` +
      `${last.sent} marked sent in ${mailed.mails} mails (and ${mailed.digests} morning digests), ${outboxFiles} mails written by the nodes (at most ${killedNodes} more allowed for ${killedNodes} killed node), ${last.pending} pending (and ${last.held} held back by the flood cap)`,
  );
}

let failed = false;
try {
  await main();
  failed = checks.some((c) => !c.ok);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  for (const n of nodes) if (n.output.trim()) console.error(`--- node ${n.name} output ---\n${n.output.slice(-4000)}`);
} finally {
  await cleanup();
  clearTimeout(hardStop);
}
console.log(failed ? 'Multi-node check FAILED.' : 'Multi-node check passed.');
process.exit(failed ? 1 : 0);
