// The benchmark's floor, in a process of its own (so that it does not share an event loop with the
// load generator): one bare Fastify route per endpoint that runs the statements the portal ran for
// that request through the same driver (pg) with the same pool size, and sends the same JSON body.
// A statement the portal sent by name (prepared once per connection) is sent by the same name.
// Started by bench/run.mjs with the path of a JSON file of routes; prints the port when listening.
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pools = new Map();
const poolFor = (url) => {
  if (!pools.has(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', () => {});
    pools.set(url, pool);
  }
  return pools.get(url);
};
const app = Fastify();
app.get('/floor', async () => ({ success: true }));
for (const r of routes) {
  const pool = r.databaseUrl ? poolFor(r.databaseUrl) : undefined;
  app.route({
    method: r.method,
    url: r.url,
    handler: async () => {
      for (const s of r.statements)
        await pool.query({ name: s.name, text: s.text, values: s.values, rowMode: s.rowMode });
      return r.body;
    },
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', async () => {
  await app.close();
  for (const pool of pools.values()) await pool.end();
  process.exit(0);
});
