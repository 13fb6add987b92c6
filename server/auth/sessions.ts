/**
 * Sessions: one row per signed-in device, and one refresh-token family each. A refresh token is
 * used once: rotation marks it used and issues the next one in the same session, and presenting
 * a used token again revokes the whole session (someone else holds a copy).
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { refreshTokens, sessions, users, type Role } from '../db/schema';
import type { SessionCheck } from './auth-cache';
import { hashToken, randomToken } from './tokens';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type RevokeReason =
  | 'signed-out'
  | 'revoked'
  | 'revoked-all'
  | 'password-changed'
  | 'password-reset'
  | 'token-reuse'
  | 'account-disabled';

export interface ClientInfo {
  userAgent: string | null;
  ipAddress: string | null;
}

export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

async function insertRefreshToken(
  db: Queryable,
  sessionId: string,
  now: Date,
): Promise<IssuedRefreshToken> {
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    expiresAt: refreshExpiresAt,
  });
  return { sessionId, refreshToken, refreshExpiresAt };
}

/** A new session with its first refresh token. */
export async function startSession(
  db: Queryable,
  input: { userId: string; client: ClientInfo; now: Date },
): Promise<IssuedRefreshToken> {
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      userAgent: input.client.userAgent,
      ipAddress: input.client.ipAddress,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: new Date(input.now.getTime() + REFRESH_TOKEN_TTL_MS),
    })
    .returning({ id: sessions.id });
  if (session === undefined) throw new Error('Session insert returned no row');
  return insertRefreshToken(db, session.id, input.now);
}

/**
 * The session if it is neither revoked nor expired and its user is not disabled, with the user's
 * role. A read only: requests note no activity (last_used_at moves on sign-in and refresh).
 */
export async function findActiveSession(
  db: Queryable,
  sessionId: string,
  now: Date,
): Promise<SessionCheck | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

/** Revokes one session (of `userId` when given). Returns whether a live session was revoked. */
export async function revokeSession(
  db: Queryable,
  input: { sessionId: string; userId?: string; reason: RevokeReason; now: Date },
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(
      and(
        eq(sessions.id, input.sessionId),
        input.userId === undefined ? undefined : eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Revokes every live session of a user, or every one but `exceptSessionId`. Returns the count. */
export async function revokeUserSessions(
  db: Queryable,
  input: { userId: string; reason: RevokeReason; now: Date; exceptSessionId?: string },
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: input.now, revokedReason: input.reason })
    .where(
      and(
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        input.exceptSessionId === undefined ? undefined : ne(sessions.id, input.exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The user's live sessions, newest first. */
export async function listActiveSessions(db: Queryable, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.lastUsedAt), desc(sessions.id));
}

export type RotationResult =
  | ({ kind: 'rotated'; userId: string; role: Role } & IssuedRefreshToken)
  /** A used token came back: its session has just been revoked. */
  | { kind: 'reused'; sessionId: string; userId: string }
  | { kind: 'invalid'; why: 'unknown' }
  /** The token's session cannot be refreshed (and, for a disabled user, has just been revoked). */
  | { kind: 'invalid'; why: 'expired' | 'revoked' | 'disabled'; sessionId: string; userId: string };

/**
 * Exchanges a refresh token for the next one of its session. The claim on the old token is a
 * conditional update, so of two concurrent requests with one token only one rotates it; the
 * other counts as reuse.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult> {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      tokenExpiresAt: refreshTokens.expiresAt,
      sessionId: sessions.id,
      sessionExpiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userId: users.id,
      role: users.role,
      disabledAt: users.disabledAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (row === undefined) return { kind: 'invalid', why: 'unknown' };
  const owner = { sessionId: row.sessionId, userId: row.userId };
  if (row.revokedAt !== null) return { kind: 'invalid', why: 'revoked', ...owner };
  if (row.usedAt !== null) {
    await revokeSession(db, { sessionId: row.sessionId, reason: 'token-reuse', now });
    return { kind: 'reused', sessionId: row.sessionId, userId: row.userId };
  }
  if (row.disabledAt !== null) {
    await revokeSession(db, { sessionId: row.sessionId, reason: 'account-disabled', now });
    return { kind: 'invalid', why: 'disabled', ...owner };
  }
  if (row.tokenExpiresAt <= now || row.sessionExpiresAt <= now) {
    return { kind: 'invalid', why: 'expired', ...owner };
  }
  return db.transaction(async (tx): Promise<RotationResult> => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeSession(tx, { sessionId: row.sessionId, reason: 'token-reuse', now });
      return { kind: 'reused', sessionId: row.sessionId, userId: row.userId };
    }
    const issued = await insertRefreshToken(tx, row.sessionId, now);
    await tx
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: issued.refreshExpiresAt })
      .where(eq(sessions.id, row.sessionId));
    return { kind: 'rotated', userId: row.userId, role: row.role, ...issued };
  });
}

/** The session a refresh token belongs to (used or not), for sign-out without an access token. */
export async function findSessionByRefreshToken(db: Queryable, token: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, userId: sessions.userId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}
