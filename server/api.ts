import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { businessRoutes } from './business/routes';
import type { ApiDeps } from './deps';
import { csrfProtection, issueCsrfToken, setCsrfCookie } from './http/csrf';
import type { ServerEnv } from './http/server-env';
import { trustedProxies } from './http/trusted-proxies';
import { creditRoutes } from './credits/routes';
import { publicTourRoutes } from './tours/public-routes';
import { tourRoutes } from './tours/routes';

/**
 * The calls of SPEC §7. Mounted at / and again under /api/v1, the prefix the app's
 * request client puts before relative paths.
 */
export function createApi(deps: ApiDeps): Hono<ServerEnv> {
  const api = new Hono<ServerEnv>();
  api.use('*', trustedProxies(deps.trustedProxyHops ?? 0));
  api.use('*', csrfProtection(deps.secret));
  api.route('/auth', authRoutes(deps));
  api.route('/tours', tourRoutes(deps, deps.tourFiles));
  api.route('/public/tours', publicTourRoutes(deps, deps.tourFiles));
  api.route('/credits', creditRoutes(deps));
  api.route('/', businessRoutes(deps));
  return api;
}

/** GET /api/csrf-token: a fresh signed anti-forgery cookie, also returned in the body. */
export function csrfTokenRoute(deps: ApiDeps): Hono<ServerEnv> {
  const route = new Hono<ServerEnv>();
  route.get('/', (c) => {
    const csrfToken = issueCsrfToken(deps.secret);
    setCsrfCookie(c, csrfToken, deps.production);
    c.header('Cache-Control', 'no-store');
    return c.json({ csrfToken });
  });
  return route;
}
