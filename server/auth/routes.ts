/**
 * The authentication calls of SPEC §7, mounted at /auth (and /api/v1/auth) by server/api.ts.
 * Every body goes through readJson (size, JSON, dangerous content, the contract's schema);
 * every failure is logged with the request id; tokens, passwords and codes are never logged.
 */
import { Hono } from 'hono';
import type { ApiDeps } from '../deps';
import type { ServerEnv } from '../http/server-env';
import { accountRoutes } from './account-routes';
import { createAuthServices } from './services';
import { sessionRoutes } from './session-routes';
import { signInRoutes } from './sign-in-routes';
import { twoFactorRoutes } from './two-factor-routes';

export { requireRole, requireUser } from './require-user';

export function authRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const services = createAuthServices(deps);
  accountRoutes(app, services);
  signInRoutes(app, services);
  twoFactorRoutes(app, services);
  sessionRoutes(app, services);
  return app;
}
