/**
 * A sliding-window rate limiter kept in memory, on the injected clock. Each instance of the API
 * has its own counts: enough for one process; several processes behind a balancer each allow
 * the limit (the per-account lockout, kept in the database, is shared by all of them).
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Clock } from '../clock';

export interface RateLimitOptions {
  /** Requests allowed per key within the window. */
  limit: number;
  windowMs: number;
  clock: Clock;
  /** Keys remembered at most; the stalest are forgotten first. */
  maxKeys?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(private readonly options: RateLimitOptions) {
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  /** Counts one request for `key`, unless the key is already over its limit. */
  consume(key: string): RateLimitResult {
    const now = this.options.clock.now().getTime();
    const since = now - this.options.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.options.limit) {
      this.hits.set(key, recent);
      const oldest = recent[recent.length - this.options.limit] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    // Re-inserting keeps the Map in least-recently-used order for the eviction below.
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.evict(since);
    return { allowed: true };
  }

  private evict(since: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => time <= since)) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

/**
 * The key of a client address: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 prefix, since
 * one host usually holds a whole /64.
 */
export function addressKey(address: string | null): string {
  if (address === null || address === '') return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const plain = address.split('%')[0] ?? address;
  const [head = '', tail] = plain.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
