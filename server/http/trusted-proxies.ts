/**
 * Behind reverse proxies every request comes from the proxy's address, which would make the
 * per-address limits global. With `hops` trusted proxies in front, the client is the entry that
 * many places from the right of X-Forwarded-For (entries further left are client-supplied and
 * could be forged). With no trusted proxy the header is ignored.
 */
import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from './server-env';

export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const client = entries[entries.length - hops];
  return client !== undefined && isIP(client) !== 0 ? client : null;
}

export function trustedProxies(hops: number): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const client = forwardedClient(c.req.header('x-forwarded-for'), hops);
    if (client !== null) c.set('forwardedFor', client);
    await next();
  };
}
