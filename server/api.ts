import { Hono } from 'hono';
import { adminRoutes } from './admin/routes';
import { cachePerformanceRoutes } from './admin/cache-performance';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { stripeWebhookRoutes } from './billing/webhook-routes';
import { businessRoutes } from './business/routes';
import type { ApiDeps } from './deps';
import { csrfProtection, csrfSessionId, issueCsrfToken, setCsrfCookie } from './http/csrf';
import type { ServerEnv } from './http/server-env';
import { trustedProxies } from './http/trusted-proxies';
import { chatRoutes } from './chat/routes';
import { creditRoutes } from './credits/routes';
import { partnerRoutes } from './partner/routes';
import { publicSettingsRoutes } from './superuser/public-settings';
import { superuserRoutes } from './superuser/routes';
import { publicBrandingRoutes, tourBrandingRoutes } from './tours/branding-routes';
import { publicTourRoutes } from './tours/public-routes';
import { publicVisitRoutes } from './tours/visits';
import { tourRoutes } from './tours/routes';

/**
 * The calls of SPEC §7. Mounted at / and again under /api/v1, the prefix the app's
 * request client puts before relative paths.
 */
export function createApi(deps: ApiDeps): Hono<ServerEnv> {
  const api = new Hono<ServerEnv>();
  api.use('*', trustedProxies(deps.trustedProxyHops ?? 0));
  // Stripe signs its webhooks and sends no CSRF token: mounted before the CSRF check, which
  // therefore never runs for it (its handler answers every request it matches).
  api.route('/billing/webhooks', stripeWebhookRoutes(deps));
  // Visit events come from navigator.sendBeacon, which sends no CSRF header; they act for nobody
  // (server/tours/visits.ts says what guards them instead).
  api.route('/public/tours', publicVisitRoutes(deps));
  api.use('*', csrfProtection(deps.secret, deps.production));
  api.route('/auth', authRoutes(deps));
  // Branding (issue 18) first: its own paths under /tours and /public/tours.
  api.route('/tours', tourBrandingRoutes(deps));
  api.route('/tours', tourRoutes(deps, deps.tourFiles));
  api.route('/public/tours', publicBrandingRoutes(deps));
  api.route('/public/tours', publicTourRoutes(deps, deps.tourFiles));
  api.route('/credits', creditRoutes(deps));
  api.route('/billing', billingRoutes(deps));
  api.route('/chats', chatRoutes(deps));
  api.route('/partner', partnerRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.route('/cache-performance', cachePerformanceRoutes(deps));
  api.route('/superuser', superuserRoutes(deps));
  api.route('/settings', publicSettingsRoutes(deps));
  api.route('/', businessRoutes(deps));
  return api;
}

/**
 * GET /api/csrf-token: a fresh anti-forgery cookie, signed for this visitor's anti-forgery
 * session (started here when it has none), also returned in the body.
 */
export function csrfTokenRoute(deps: ApiDeps): Hono<ServerEnv> {
  const route = new Hono<ServerEnv>();
  route.get('/', (c) => {
    const csrfToken = issueCsrfToken(deps.secret, csrfSessionId(c, deps.production));
    setCsrfCookie(c, csrfToken, deps.production);
    c.header('Cache-Control', 'no-store');
    return c.json({ csrfToken });
  });
  return route;
}
