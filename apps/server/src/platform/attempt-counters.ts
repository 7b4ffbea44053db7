import type { Redis } from 'ioredis';

/**
 * Counters of failed sign-in and PIN attempts. With REDIS_URL they live in Redis, so several API
 * nodes count together; otherwise in this process's memory. Each counter's window starts at its
 * first hit and is not extended by later hits.
 */
export interface AttemptCounters {
  /** Adds one and answers the new count and the milliseconds left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes back one hit (a reserved attempt that turned out not to be a failure). */
  undo(key: string): Promise<void>;
  /** The count now, 0 when the window has passed. */
  peek(key: string): Promise<{ count: number; ttlMs: number }>;
  clear(...keys: string[]): Promise<void>;
  /** Sets a marker for `ttlMs` unless one is set already: true when this call set it. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Sets (or renews) a marker for `ttlMs`. */
  mark(key: string, ttlMs: number): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): AttemptCounters {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries go on the next sweep, so memory follows the attackers of the last day only.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, ttlMs: entry.expiresAt - now() };
    },
    async undo(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.expiresAt - now() } : { count: 0, ttlMs: 0 };
    },
    async clear(...keys) {
      for (const key of keys) entries.delete(key);
    },
    async claim(key, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return true;
    },
    async mark(key, ttlMs) {
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
    },
  };
}

const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;
const UNDO = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The same counters in Redis; `prefix` keeps one portal's keys apart from anything else there. */
export function redisCounters(redis: Redis, prefix: string): AttemptCounters {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, k(key), windowMs)) as [number, number];
      return { count, ttlMs: Math.max(ttl, 0) };
    },
    async undo(key) {
      await redis.eval(UNDO, 1, k(key));
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      return { count: Number(count ?? 0), ttlMs: Math.max(ttl, 0) };
    },
    async clear(...keys) {
      if (keys.length) await redis.del(...keys.map(k));
    },
    async claim(key, ttlMs) {
      return (await redis.set(k(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async mark(key, ttlMs) {
      await redis.set(k(key), '1', 'PX', ttlMs);
    },
  };
}
