import path from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { syncCatalogue } from './platform/catalogue';
import { resolveServerSecret } from './platform/secrets';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemoChain } from './seed/demo';

async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  await syncCatalogue(database.db);
  const seedWanted = database.kind === 'pglite' || config.seedDemo;
  const seeded = seedWanted ? await seedDemoChain(database.db, resolveServerSecret(config.jwtSecret, config.dataDir), config) : false;

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
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
  ];
  if (seeded || (seedWanted && database.kind === 'pglite')) {
    lines.push(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const s of DEMO_SIGN_INS) lines.push(`  ${s.username.padEnd(12)} ${s.description}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
