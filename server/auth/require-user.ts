/**
 * Route protection for every area of the API:
 *
 *   app.get('/admin/things', requireUser(deps), requireRole('ADMIN', 'SUPERADMIN'), handler)
 *
 * requireUser checks the bearer access token (signature and expiry on the injected clock) and
 * then its session: live, unexpired, its user not disabled, and the user's current role. That
 * check is cached in memory (deps.authCache, decision 0019) and forgotten the moment a route
 * revokes the session or changes the user, so a session revoked a moment ago (sign-out, revoke,
 * password change, a disabled account) fails on the very next request and a new role applies at
 * once. It writes nothing: a signed-in read is a read. It sets c.var.auth.
 */
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { FORBIDDEN_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../src/contract/api-error';
import type { Role } from '../../src/contract/user';
import type { ApiDeps } from '../deps';
import { forbidden } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import { authenticationError, bearerToken, logFailure } from './http';
import { findActiveSession } from './sessions';
import { checkAccessToken } from './tokens';

/**
 * The paths below an area's mount point, not the mount point itself: `/admin` and `/superuser`
 * are also pages of the app, whose GET must fall through to the single-page app (server/app.ts)
 * instead of meeting the area's guard: `area.use(AREA_CALLS, requireUser(deps), ...)`.
 */
export const AREA_CALLS = '/:call{.+}';

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';
export { FORBIDDEN_MESSAGE };

export type AuthInfo = NonNullable<ServerEnv['Variables']['auth']>;

export function requireUser(deps: ApiDeps): MiddlewareHandler<ServerEnv> {
  return createMiddleware<ServerEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (token === undefined) throw authenticationError(AUTHENTICATION_REQUIRED_MESSAGE, false);
    const now = deps.clock.now();
    const checked = await checkAccessToken(token, deps.secret, now.getTime());
    if (!checked.ok || checked.expired) {
      logFailure(c, 'access token refused', { reason: checked.ok ? 'expired' : checked.reason });
      throw authenticationError(SESSION_EXPIRED_MESSAGE, true);
    }
    const session = await deps.authCache.session(checked.claims.sid, now, () =>
      findActiveSession(deps.db, checked.claims.sid, now),
    );
    if (session === undefined || session.userId !== checked.claims.sub) {
      logFailure(c, 'session no longer active', { session: checked.claims.sid });
      throw authenticationError(SESSION_EXPIRED_MESSAGE, true);
    }
    // The role is the user's current one, not the token's: a role change applies at once.
    c.set('auth', { userId: session.userId, sessionId: session.sessionId, role: session.role });
    await next();
  });
}

/** The signed-in user of a route behind requireUser. */
export function currentAuth(c: { get(key: 'auth'): AuthInfo | undefined }): AuthInfo {
  const auth = c.get('auth');
  if (auth === undefined) throw authenticationError(AUTHENTICATION_REQUIRED_MESSAGE, false);
  return auth;
}

/** After requireUser: only users with one of `roles` pass; others get 403. */
export function requireRole(...roles: Role[]): MiddlewareHandler<ServerEnv> {
  return createMiddleware<ServerEnv>(async (c, next) => {
    const auth = currentAuth(c);
    if (!(roles as string[]).includes(auth.role)) {
      logFailure(c, 'role refused', { user: auth.userId, role: auth.role });
      throw forbidden(FORBIDDEN_MESSAGE);
    }
    await next();
  });
}
