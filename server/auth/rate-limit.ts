/**
 * A sliding-window rate limiter on the injected clock, counted in the database (rate_limit_hits)
 * so that every server process counts against the same limit. A request over the limit is not
 * counted: a client that keeps trying gets its next chance when its oldest counted request leaves
 * the window.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { rateLimitHits } from '../db/schema';

export interface RateLimitOptions {
  /** Which limit this is ('login', 'contact', ...): each counts on its own. */
  bucket: string;
  /** Requests allowed per key within the window. */
  limit: number;
  windowMs: number;
  db: Queryable;
  clock: Clock;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Hits older than this are swept: longer than every window of the product's limits. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

export class RateLimiter {
  constructor(private readonly options: RateLimitOptions) {}

  /** Counts one request for `key`, unless the key is already over its limit. */
  async consume(key: string): Promise<RateLimitResult> {
    const { bucket, limit, windowMs, db, clock } = this.options;
    const now = clock.now();
    const since = new Date(now.getTime() - windowMs);
    // One statement: the window's latest `limit` hits, and this hit counted only when they are
    // fewer. Two processes at the same instant may both count one over: never more than that.
    const { rows } = await db.execute<{ counted: number; oldest: string | Date | null }>(sql`
      with recent as (
        select ${rateLimitHits.hitAt} as hit_at from ${rateLimitHits}
        where ${rateLimitHits.bucket} = ${bucket} and ${rateLimitHits.key} = ${key}
          and ${rateLimitHits.hitAt} > ${since.toISOString()}::timestamptz
        order by ${rateLimitHits.hitAt} desc
        limit ${limit}
      ), counted as (
        insert into ${rateLimitHits} (bucket, key, hit_at)
        select ${bucket}, ${key}, ${now.toISOString()}::timestamptz
        where (select count(*) from recent) < ${limit}
        returning 1
      )
      select (select count(*) from counted)::int as counted,
        (select min(hit_at) from recent) as oldest`);
    const row = rows[0];
    if (row !== undefined && row.counted > 0) return { allowed: true };
    const oldest = row?.oldest == null ? now.getTime() : new Date(row.oldest).getTime();
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000)),
    };
  }
}

/** Deletes the hits no limit looks at any more; returns how many. */
export async function sweepRateLimitHits(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.hitAt, before))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
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
