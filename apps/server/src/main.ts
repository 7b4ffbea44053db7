import path from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { syncCatalogue } from './platform/catalogue';
import { mailLinkNotice } from './platform/mail-links';
import { resolveServerSecret } from './platform/secrets';
import { DEMO_PASSWORD, demoAccountsPresent } from './platform/demo';
import { DEMO_SIGN_INS, seedDemoChain } from './seed/demo';
import { startJobs } from './features/jobs';

async function main() {
  const config = loadConfig();
  const started = performance.now();
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  let database = await open();
  await database.migrate();
  await syncCatalogue(database.db);
  const seedWanted = database.kind === 'pglite' || config.seedDemo;
  if (seedWanted) await seedDemoChain(database.db, resolveServerSecret(config.jwtSecret, config.dataDir), config);
  if (database.kind === 'pglite') {
    // The embedded database's WebAssembly heap only grows; migrations and the seed leave it far
    // larger than serving needs. Reopening starts serving from a small heap.
    await database.close();
    database = await open();
  }

  const app = await buildApp({ config, database });
  const jobs = config.jobs ? await startJobs(app.ctx, database.sql) : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await jobs?.stop();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    `Dripp Portal is ready at ${url}  (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}, ${Math.round(performance.now() - started)} ms)`,
    mailLinkNotice(config),
  ];
  if (await demoAccountsPresent(database.db)) {
    const where = config.demoOpen ? 'from any address (DEMO_OPEN=1)' : 'only from this computer (DEMO_OPEN=1 opens it)';
    lines.push(`Demo sign-ins (password "${DEMO_PASSWORD}", accepted ${where}):`);
    for (const s of DEMO_SIGN_INS) lines.push(`  ${s.username.padEnd(12)} ${s.description}`);
    lines.push(
      'For real use start on an empty DATA_DIR with npm run create-admin (see the README): no demo is seeded then.',
    );
  }
  console.log(lines.join('\n') + '\n');
  // Start-up work leaves garbage nothing will allocate over at idle (the embedded database's
  // initdb and first-run heaps above all); collect it now when Node allows (scripts/start.mjs).
  (globalThis as { gc?: () => void }).gc?.();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
