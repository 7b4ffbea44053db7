import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bearer, makeStore, makeUser, startTestApp, TEST_PASSWORD, tokenFor, type TestContext } from './harness';

// Two API nodes with REDIS_URL count sign-in attempts together (DESIGN §1: N nodes behave as one).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let nodeA: TestContext;
let nodeB: TestContext;
beforeAll(async () => {
  const env = { REDIS_URL, AUTH_RATE_PER_ACCOUNT: '3', AUTH_RATE_PER_MINUTE: '100', AUTH_ACCOUNT_DAILY_CAP: '4' };
  nodeA = await startTestApp(env);
  nodeB = await startTestApp(env);
});
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
});

describe('rate limits shared through Redis', () => {
  it('refuses the fourth attempt on an account even when the attempts are spread over two nodes', async () => {
    const username = `nobody-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const attempt = (node: TestContext) =>
      node.app.inject({ method: 'POST', url: '/api/auth', payload: { username, password: 'wrong-password' } });
    expect((await attempt(nodeA)).statusCode).toBe(401);
    expect((await attempt(nodeB)).statusCode).toBe(401);
    expect((await attempt(nodeA)).statusCode).toBe(401);
    const fourth = await attempt(nodeB);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().success).toBe(false);
  });

  /**
   * The nodes share one database in production; here each has its own, so the same people are
   * made in both with the same ids, far from any other test run's ids in the shared Redis.
   */
  async function samePeopleOnBothNodes() {
    const firstId = crypto.randomInt(1_000_000, 2_000_000_000);
    const store = await Promise.all([nodeA, nodeB].map((n) => makeStore(n.db)));
    expect(store[0]!.id).toBe(store[1]!.id);
    await Promise.all([nodeA, nodeB].map((n) => n.db.execute(sql`select setval('users_id_seq', ${firstId})`)));
    const make = async (options: Parameters<typeof makeUser>[1]) => {
      const [a, b] = [await makeUser(nodeA, options), await makeUser(nodeB, options)];
      expect(a.id).toBe(b.id);
      return a;
    };
    const suffix = crypto.randomBytes(4).toString('hex');
    const manager = await make({
      username: `shared_manager_${suffix}`,
      links: [{ storeId: store[0]!.id, role: 'ROLE_MANAGER' }],
      pin: String(crypto.randomInt(1000, 10000)),
    });
    const lead = await make({
      username: `shared_lead_${suffix}`,
      links: [{ storeId: store[0]!.id, role: 'ROLE_SHIFT_LEAD' }],
    });
    return { manager, lead };
  }

  it('pauses PIN entry for an account on every node once the wrong PINs were entered across them', async () => {
    const { lead } = await samePeopleOnBothNodes();
    const pin = (node: TestContext, value: string) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth/manager',
        payload: { pin: value },
        headers: bearer(tokenFor(node.app, lead)),
      });
    // Four wrong PINs spread over the nodes (never a real PIN: those have four digits).
    for (const [i, node] of [nodeA, nodeB, nodeA, nodeB].entries())
      expect((await pin(node, `9999${i}`)).statusCode).toBe(401);
    const paused = await pin(nodeA, '999999');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/PIN entry is paused/);
  });

  it('lets a device that signed an account in before through the daily cap reached across nodes', async () => {
    const { manager } = await samePeopleOnBothNodes();
    const attempt = (node: TestContext, password: string, ip: string) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { username: manager.username, password },
        remoteAddress: ip,
      });
    expect((await attempt(nodeA, TEST_PASSWORD, '10.8.0.1')).statusCode).toBe(200);
    for (const [i, node] of [nodeA, nodeB, nodeA, nodeB].entries()) {
      expect((await attempt(node, 'wrong-password', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    const newDevice = await attempt(nodeA, TEST_PASSWORD, '198.51.100.9');
    expect(newDevice.statusCode).toBe(429);
    expect((await attempt(nodeB, TEST_PASSWORD, '10.8.0.1')).statusCode).toBe(200);
  });
});
