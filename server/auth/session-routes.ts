/** GET /sessions, DELETE /sessions/:id and DELETE /sessions (revoke all). */
import type { Hono } from 'hono';
import type { ActiveSession } from '../../src/contract/auth';
import { notFound } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import { describeDevice } from './device';
import { clearRefreshCookie, logFailure, noStore } from './http';
import {
  ALL_SESSIONS_REVOKED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
  SESSION_REVOKED_MESSAGE,
} from './messages';
import { currentAuth, requireUser } from './require-user';
import type { AuthServices } from './services';
import { listActiveSessions, revokeSession, revokeUserSessions } from './sessions';
import { isUuid } from './tokens';

export function sessionRoutes(app: Hono<ServerEnv>, s: AuthServices): void {
  const { deps } = s;
  const signedIn = requireUser(deps);

  app.get('/sessions', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    const now = deps.clock.now();
    const rows = await listActiveSessions(deps.db, auth.userId, now);
    // Requests write nothing, so last_used_at moves on sign-in and refresh only; the session
    // making this very request is in use now.
    const list: ActiveSession[] = rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: (row.id === auth.sessionId ? now : row.lastUsedAt).toISOString(),
      current: row.id === auth.sessionId,
    }));
    return c.json(list);
  });

  app.delete('/sessions/:id', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    const sessionId = c.req.param('id');
    // Someone else's session and an unknown one get the same answer.
    const revoked =
      isUuid(sessionId) &&
      (await revokeSession(deps.db, {
        sessionId,
        userId: auth.userId,
        reason: 'revoked',
        now: deps.clock.now(),
      }));
    if (!revoked) {
      logFailure(c, 'session revoke refused: not a live session of this user', {
        user: auth.userId,
      });
      throw notFound(SESSION_NOT_FOUND_MESSAGE);
    }
    deps.authCache.forgetSession(sessionId);
    if (sessionId === auth.sessionId) clearRefreshCookie(c, deps);
    return c.json({ message: SESSION_REVOKED_MESSAGE });
  });

  app.delete('/sessions', signedIn, async (c) => {
    noStore(c);
    const auth = currentAuth(c);
    await revokeUserSessions(deps.db, {
      userId: auth.userId,
      reason: 'revoked-all',
      now: deps.clock.now(),
    });
    deps.authCache.forgetUser(auth.userId);
    clearRefreshCookie(c, deps);
    return c.json({ message: ALL_SESSIONS_REVOKED_MESSAGE });
  });
}
