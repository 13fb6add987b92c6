import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes, routePath } from 'hono/route';
import { silentLogger, type Logger } from '../ops/logger';
import type { ServerEnv } from './server-env';

/** One finished request, as the metrics see it. */
export interface FinishedRequest {
  method: string;
  /** The pattern of the route that answered ('/tours/:id'), or 'unmatched'. */
  route: string;
  status: number;
  durationSeconds: number;
}

export interface RequestIdOptions {
  /** Writes one line per request, and is handed to the handlers bound to the request id. */
  logger?: Logger;
  /** Told of every finished request (the metrics' request durations). */
  observe?: (request: FinishedRequest) => void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Gives every request an id, returned as X-Request-Id and used in every log line about it (and
 * in error bodies, server/http/errors.ts). With a logger, writes one line when the response is
 * ready: method, route pattern, status, duration in milliseconds, the signed-in user's id when
 * there is one. Never the URL: its query may carry a token, and the pattern is what groups lines.
 * A streamed response (Server-Sent Events) is logged when its headers go out.
 */
export const requestId = (options: RequestIdOptions = {}) =>
  createMiddleware<ServerEnv>(async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    const { logger, observe } = options;
    if (logger === undefined && observe === undefined) return next();
    const log = (logger ?? silentLogger).child({ requestId: id });
    c.set('log', log);
    const started = performance.now();
    await next();
    const durationMs = performance.now() - started;
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    const route = answeringRoute(c);
    const status = c.res.status;
    observe?.({ method, route, status, durationSeconds: durationMs / 1000 });
    const auth = c.get('auth');
    log[status >= 500 ? 'error' : 'info'](
      {
        method,
        route,
        status,
        durationMs: Math.round(durationMs * 100) / 100,
        ...(auth !== undefined && { userId: auth.userId }),
      },
      'request',
    );
  });

/**
 * The pattern of the handler that answered. When no route matched, the last route run is a
 * middleware of every path ('*', '/api/v1/*'): such a request is 'unmatched', so that what
 * clients make up never becomes a label of its own.
 */
function answeringRoute(c: Context<ServerEnv>): string {
  const path = routePath(c);
  const route = matchedRoutes(c)[c.req.routeIndex];
  const isMiddleware = route === undefined || (route.method === 'ALL' && path.endsWith('*'));
  if (isMiddleware && c.res.status === 404) return 'unmatched';
  return path || 'unmatched';
}

/** The request's logger (silent outside a server made with one). */
export function requestLog(c: Context<ServerEnv>): Logger {
  return c.get('log') ?? silentLogger;
}
