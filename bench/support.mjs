// Shared by the benchmarks: a free loopback port, one SQL statement on a PostgreSQL server, and the
// environment of a portal started for measuring.
import net from 'node:net';
import pg from 'pg';

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
