import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RATE_LIMIT_RETENTION_MS,
  RateLimiter,
  sweepRateLimitHits,
} from '../../server/auth/rate-limit';
import { rateLimitHits } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { TestClock } from './support/test-api';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function limiter(bucket: string, clock: TestClock, limit = 3): RateLimiter {
  return new RateLimiter({ bucket, limit, windowMs: 60_000, db: database.db, clock });
}

describe('rate limits in the database', () => {
  it('allows the limit per window on the injected clock, then says when to retry', async () => {
    const clock = new TestClock();
    const login = limiter('window', clock);
    expect(await login.consume('a')).toEqual({ allowed: true });
    clock.advance(10_000);
    expect(await login.consume('a')).toEqual({ allowed: true });
    expect(await login.consume('a')).toEqual({ allowed: true });
    expect(await login.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await login.consume('b')).toEqual({ allowed: true });
    clock.advance(50_000);
    expect(await login.consume('a')).toEqual({ allowed: true });
    expect(await login.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('counts every server process against the same limit, each limit on its own', async () => {
    const clock = new TestClock();
    // Two processes' limiters for one limit, on one database; and another limit.
    const first = limiter('shared', clock, 2);
    const second = limiter('shared', clock, 2);
    const other = limiter('other', clock, 2);
    expect(await first.consume('203.0.113.7')).toEqual({ allowed: true });
    expect(await second.consume('203.0.113.7')).toEqual({ allowed: true });
    expect(await first.consume('203.0.113.7')).toMatchObject({ allowed: false });
    expect(await second.consume('203.0.113.7')).toMatchObject({ allowed: false });
    expect(await other.consume('203.0.113.7')).toEqual({ allowed: true });
  });

  it('does not count refused requests, so a client that keeps trying is let in on time', async () => {
    const clock = new TestClock();
    const contact = limiter('refused', clock, 1);
    expect(await contact.consume('a')).toEqual({ allowed: true });
    for (let second = 1; second < 60; second += 1) {
      clock.advance(1000);
      expect(await contact.consume('a')).toMatchObject({ allowed: false });
    }
    clock.advance(1000);
    expect(await contact.consume('a')).toEqual({ allowed: true });
  });

  it('sweeps the hits no limit looks at any more', async () => {
    const clock = new TestClock();
    const swept = limiter('sweep', clock);
    await swept.consume('old');
    clock.advance(RATE_LIMIT_RETENTION_MS + 1000);
    await swept.consume('new');
    const before = await database.db.select().from(rateLimitHits);
    const removed = await sweepRateLimitHits(database.db, clock.now());
    expect(removed).toBeGreaterThanOrEqual(1);
    const after = await database.db.select().from(rateLimitHits);
    expect(after.length).toBe(before.length - removed);
    expect(after.some((hit) => hit.bucket === 'sweep' && hit.key === 'new')).toBe(true);
    expect(after.some((hit) => hit.bucket === 'sweep' && hit.key === 'old')).toBe(false);
  });
});
