import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryCounters, redisCounters, type AttemptCounters } from '../src/platform/attempt-counters';

// The same rules in memory and in Redis (several API nodes count together there).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(async () => {
  await redis.quit().catch(() => redis.disconnect());
});

const backends: [string, () => AttemptCounters][] = [
  ['memory', () => memoryCounters()],
  ['Redis', () => redisCounters(redis, `dripp-test-${crypto.randomBytes(6).toString('hex')}:`)],
];

describe.each(backends)('attempt counters in %s', (_name, make) => {
  it('counts hits in a window that later hits do not extend, and forgets them after it', async () => {
    const c = make();
    expect(await c.hit('a', 300)).toMatchObject({ count: 1 });
    const second = await c.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeLessThanOrEqual(300);
    expect((await c.peek('a')).count).toBe(2);
    expect((await c.peek('b')).count).toBe(0);
    await new Promise((r) => setTimeout(r, 350));
    expect((await c.peek('a')).count).toBe(0);
    expect((await c.hit('a', 60_000)).count).toBe(1);
  });

  it('takes a hit back without going below zero, and clears', async () => {
    const c = make();
    await c.hit('a', 60_000);
    await c.hit('a', 60_000);
    await c.undo('a');
    expect((await c.peek('a')).count).toBe(1);
    await c.undo('a');
    await c.undo('a');
    await c.undo('never-hit');
    expect((await c.peek('a')).count).toBe(0);
    expect((await c.peek('never-hit')).count).toBe(0);
    await c.hit('a', 60_000);
    await c.hit('b', 60_000);
    await c.clear('a', 'b');
    expect([(await c.peek('a')).count, (await c.peek('b')).count]).toEqual([0, 0]);
  });

  it('claims a marker once until it expires; marks renew', async () => {
    const c = make();
    expect(await c.claim('pause', 200)).toBe(true);
    expect(await c.claim('pause', 200)).toBe(false);
    expect((await c.peek('pause')).ttlMs).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 250));
    expect(await c.claim('pause', 200)).toBe(true);
    await c.mark('known', 60_000);
    await c.mark('known', 60_000);
    expect((await c.peek('known')).count).toBe(1);
  });

  it('counts parallel hits exactly', async () => {
    const c = make();
    const counts = await Promise.all(Array.from({ length: 20 }, () => c.hit('burst', 60_000)));
    expect(counts.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
