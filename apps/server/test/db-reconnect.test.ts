import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';

// PostgreSQL going away and coming back (a restart, a fail-over), played by a TCP relay in front
// of the real server that can be stopped and started again. Runs on PostgreSQL only.
const target = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;

class Relay {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(readonly port: number) {}

  async start() {
    this.server = net.createServer((inbound) => {
      const outbound = net.connect(Number(target!.port || 5432), target!.hostname);
      for (const s of [inbound, outbound]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  /** Refuses new connections and cuts the open ones, as a stopping server does. */
  async stop() {
    const closed = this.server ? once(this.server, 'close') : Promise.resolve();
    this.server?.close();
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** node-postgres answers { rows }; the shared Db type leaves the result untyped. */
const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0];
const one = async (database: Database) => firstRow(await database.db.execute(sql`select 1 as one`));

let database: Database | undefined;
let relay: Relay | undefined;
afterEach(async () => {
  await database?.close();
  await relay?.stop();
  database = relay = undefined;
});

describe.skipIf(!target)(
  'the PostgreSQL pool across a database restart (runs on PostgreSQL only: DATABASE_URL, CI step api-postgres)',
  () => {
    it('waits for a database that is not there yet instead of failing the query', async () => {
      relay = new Relay(await freePort());
      const url = new URL(target!);
      url.port = String(relay.port);
      database = await openDatabase({ databaseUrl: url.toString() });
      const started = Date.now();
      const answer = one(database);
      await new Promise((r) => setTimeout(r, 700));
      await relay.start();
      expect(await answer).toEqual({ one: 1 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    });

    it('serves again after the connections were cut and the database was away, without a reopen', async () => {
      relay = new Relay(await freePort());
      await relay.start();
      const url = new URL(target!);
      url.port = String(relay.port);
      database = await openDatabase({ databaseUrl: url.toString() });
      // Several pooled connections, then idle.
      expect(await Promise.all([one(database), one(database), one(database)])).toEqual([
        { one: 1 },
        { one: 1 },
        { one: 1 },
      ]);

      await relay.stop();
      // A stopping PostgreSQL closes its connections first; the pool drops them as they close.
      await new Promise((r) => setTimeout(r, 100));
      const during = [
        one(database),
        database.db.transaction(async (tx) => firstRow(await tx.execute(sql`select 2 as two`))),
      ];
      await new Promise((r) => setTimeout(r, 800));
      await relay.start();
      expect(await Promise.all(during)).toEqual([{ one: 1 }, { two: 2 }]);
      expect(await one(database)).toEqual({ one: 1 });
    });

    it('does not retry a refusal that waiting cannot fix', async () => {
      const url = new URL(target!);
      url.username = 'no_such_role_for_dripp';
      database = await openDatabase({ databaseUrl: url.toString() });
      const started = Date.now();
      await expect(one(database)).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/no_such_role_for_dripp/) },
      });
      expect(Date.now() - started).toBeLessThan(1000);
    });
  },
);
