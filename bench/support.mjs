// Shared by the benchmarks: a free loopback port, one SQL statement on a PostgreSQL server, the
// environment of a portal started for measuring, a checked sign-in, and a store's calendar days.
import net from 'node:net';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import pg from 'pg';
import { checkAnswer } from './validity.mjs';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The demo accounts' password; BENCH_PASSWORD sets another (a wrong one shows a failed sign-in fails the run). */
export const benchPassword = process.env.BENCH_PASSWORD ?? 'dripp-demo';

/** Signs `username` in on the portal at `base` and returns the token; a refused sign-in makes the run invalid. */
export async function signIn(base, username) {
  const res = await checkAnswer(
    `sign-in as ${username}`,
    await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: benchPassword }),
    }),
  );
  return (await res.json()).data.token;
}

/**
 * The calendar days of a store, counted from its today in its own zone (as the portal counts them,
 * DESIGN §8): `day(0)` is its today, `day(-1)` its yesterday. `token` must see the store.
 */
export async function storeDays(base, token, storeId, now = new Date()) {
  const res = await checkAnswer(
    'GET /api/stores-managers',
    await fetch(`${base}/api/stores-managers`, { headers: { authorization: `Bearer ${token}` } }),
  );
  const zone = (await res.json()).data.find((s) => s.store.id === storeId)?.store.time_zone;
  if (!zone) throw new Error(`store ${storeId} is not among the stores its user sees`);
  const today = dayjs(now).tz(zone).format('YYYY-MM-DD');
  return { zone, day: (offset) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD') };
}

/** Resolves with its exit code (or signal) once `child` has ended: at once when it already has. */
export const ended = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode ?? child.signalCode)
      : child.once('exit', (code, signal) => resolve(code ?? signal)),
  );

/**
 * Waits until the portal `child` started at `base` answers its health check, and fails if it
 * exits first (`exitMessage`) or is not healthy within `timeoutMs`.
 */
export async function untilHealthy(base, child, exitMessage = 'the portal exited during start', timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(exitMessage);
    if (Date.now() > deadline) throw new Error(`the portal did not become healthy in ${timeoutMs / 1000} s`);
    const healthy = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Runs one statement (create or drop a database) on the server at `url`. */
export async function runSql(url, sqlText) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * A portal on loopback with warnings only, and sign-in limits out of the way (a benchmark signs in
 * many times from one address).
 */
export function benchPortalEnv({ port, dataDir, databaseUrl, seed }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: seed ? '1' : '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_PER_MINUTE: '100000',
    AUTH_RATE_PER_ACCOUNT: '100000',
    // The minute's reminder sweep would land in the middle of some targets' load.
    JOBS: '0',
  };
}
