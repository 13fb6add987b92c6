/**
 * The business calls of SPEC §7, mounted by server/api.ts at / and again under /api/v1:
 *   GET  /pricing/plans      plans and lastUpdated (pricing.ts)
 *   POST /contact            the contact form (contact.ts)
 *   POST /analytics/cache    the app's cache statistics, called as /api/v1/analytics/cache
 *                            (cache-analytics.ts)
 * CSRF is checked for every state-changing request by server/api.ts before these run.
 */
import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import type { ServerEnv } from '../http/server-env';
import { cacheAnalyticsRoutes } from './cache-analytics';
import { contactRoutes } from './contact';
import { pricingRoutes } from './pricing';

export function businessRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  routes.route('/pricing', pricingRoutes(deps));
  routes.route('/contact', contactRoutes(deps));
  routes.route('/analytics', cacheAnalyticsRoutes(deps));
  return routes;
}
