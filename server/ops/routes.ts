/**
 * The operator's routes (issue 21):
 *   GET /api/health   alive: { "status": "ok" }, always 200 while the process answers at all
 *   GET /api/ready    ready to serve: database, storage and migrations (server/ops/readiness.ts)
 *   GET /api/metrics  Prometheus text format, with `Authorization: Bearer <METRICS_TOKEN>`;
 *                     without METRICS_TOKEN the route does not exist (404)
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bearerToken } from '../auth/http';
import { ApiError, handleNotFound } from '../http/errors';
import { requestLog } from '../http/request-id';
import type { ServerEnv } from '../http/server-env';
import type { ServerMetrics } from './metrics';
import type { CheckFailureListener, ReadinessReport } from './readiness';

export interface OpsRoutesOptions {
  /** Absent (a server without a database), /api/ready does not exist. */
  readiness?: (onFailure?: CheckFailureListener) => Promise<ReadinessReport>;
  metrics?: ServerMetrics;
  /** METRICS_TOKEN: GET /api/metrics answers only with it. */
  metricsToken?: string;
}

export const METRICS_TOKEN_REQUIRED_MESSAGE = 'A valid metrics token is required';

/** Compares two secrets in time that depends on neither (their SHA-256s have one length). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

export function opsRoutes(app: Hono<ServerEnv>, options: OpsRoutesOptions): void {
  app.get('/api/health', (c) => {
    noStore(c);
    return c.json({ status: 'ok' as const });
  });

  const { readiness, metrics, metricsToken } = options;
  if (readiness !== undefined) {
    app.get('/api/ready', async (c) => {
      noStore(c);
      const report = await readiness((check, error) =>
        requestLog(c).warn(
          { check, error: error instanceof Error ? error.message : String(error) },
          'not ready',
        ),
      );
      return c.json(report, report.status === 'ready' ? 200 : 503);
    });
  }

  app.get('/api/metrics', async (c) => {
    if (metrics === undefined || metricsToken === undefined) return handleNotFound(c);
    noStore(c);
    const token = bearerToken(c);
    if (token === undefined || !sameSecret(token, metricsToken)) {
      throw new ApiError(401, METRICS_TOKEN_REQUIRED_MESSAGE, {}, { 'WWW-Authenticate': 'Bearer' });
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
    });
  });
}
