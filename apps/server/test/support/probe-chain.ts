import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/platform/demo';
import { seedDemoChain } from '../../src/seed/demo';
import { startTestApp, type TestContext } from '../harness';
import { PROBE_CLOCK } from './bad-input-probes';

/**
 * The demo chain on a portal whose clock stands at PROBE_CLOCK, and admin's token: the ground of
 * the tests that walk every operation (bad input, repeated keys, the read-to-write round trip).
 */
export async function startProbeChain(env: Record<string, string> = {}): Promise<{ ctx: TestContext; token: string }> {
  const ctx = await startTestApp(env, { now: () => PROBE_CLOCK.at });
  await seedDemoChain(ctx.db, ctx.app.ctx.secret, undefined, PROBE_CLOCK.at);
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);
  return { ctx, token: signIn.json().data.token };
}
