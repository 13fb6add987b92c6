/**
 * Per-address rate limits for the public business calls. The counting is auth's sliding-window
 * RateLimiter (in the database, on deps.clock); this adds where the address comes from and
 * the 429 answer with Retry-After (SPEC §8).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientAddress } from '../auth/http';
import { RateLimiter, addressKey } from '../auth/rate-limit';
import type { ApiDeps } from '../deps';
import { tooManyRequests } from '../http/errors';
import type { ServerEnv } from '../http/server-env';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

export interface RateLimitRule {
  /** Requests allowed per address within the window. */
  limit: number;
  windowMs: number;
}

/**
 * The peer address of the request's socket (no proxy header is trusted), keyed as auth keys it:
 * IPv4-mapped IPv6 as IPv4, IPv6 by its /64. Without a socket address, one shared 'unknown' key.
 */
export function clientAddressKey(c: Context): string {
  return addressKey(clientAddress(c));
}

/** Middleware: counts the request against its address; over the limit, 429 with Retry-After. */
export function rateLimitByAddress(
  deps: Pick<ApiDeps, 'db' | 'clock'>,
  bucket: string,
  rule: RateLimitRule,
  message = TOO_MANY_REQUESTS_MESSAGE,
): MiddlewareHandler<ServerEnv> {
  const limiter = new RateLimiter({ ...rule, bucket, db: deps.db, clock: deps.clock });
  return createMiddleware<ServerEnv>(async (c, next) => {
    const result = await limiter.consume(clientAddressKey(c));
    if (!result.allowed) throw tooManyRequests(message, result.retryAfterSeconds);
    await next();
  });
}
