import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

// Two API nodes with REDIS_URL count sign-in attempts together (DESIGN §1: N nodes behave as one).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let nodeA: TestContext;
let nodeB: TestContext;
beforeAll(async () => {
  const env = { REDIS_URL, AUTH_RATE_PER_ACCOUNT: '3', AUTH_RATE_PER_MINUTE: '100' };
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
});
