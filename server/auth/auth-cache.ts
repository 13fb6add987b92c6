/**
 * What a signed-in request would otherwise read from the database every time: the check of its
 * session (live, not expired, its user not disabled, the user's role) and the user's profile
 * (GET /auth/profile). Decision 0019.
 *
 * Immediate invalidation: every route that changes one of these calls forgetSession or forgetUser
 * once its change is committed (sign-out, revoking one or all sessions, a refresh token used
 * twice, password change and reset, role changes, disabling an account, profile and two-factor
 * changes). A load that was under way when something was forgotten is not kept, so a read that
 * began before a revocation cannot put the revoked session back.
 *
 * This in-memory cache serves one process. On PostgreSQL, shareAuthCache broadcasts the forget
 * calls to every server process (NOTIFY), so they stay immediate everywhere; a change made by hand
 * in the database reaches the cache only when its entries age out (maxAgeMs).
 */
import { sql } from 'drizzle-orm';
import type { Profile } from '../../src/contract/auth';
import type { Role } from '../../src/contract/user';
import type { Queryable } from '../db/database';
import type { DatabaseListen } from '../db/notifications';

/** A live session, as requireUser needs it. */
export interface SessionCheck {
  sessionId: string;
  userId: string;
  role: Role;
  /** The session's own expiry: past it, the cached check no longer counts. */
  expiresAt: Date;
}

export interface AuthCache {
  /**
   * The check of `sessionId`: cached when it is there, still young and its session unexpired at
   * `now`; else `load()`'s answer, kept for next time when it is a live session.
   */
  session(
    sessionId: string,
    now: Date,
    load: () => Promise<SessionCheck | undefined>,
  ): Promise<SessionCheck | undefined>;
  /** The profile of `userId`: cached, or `load()`'s answer, kept when there is one. */
  profile(
    userId: string,
    now: Date,
    load: () => Promise<Profile | undefined>,
  ): Promise<Profile | undefined>;
  /** The session was revoked: its next request reads the database. */
  forgetSession(sessionId: string): void;
  /** Something about the user changed (role, disabled, sessions, profile): forget all of it. */
  forgetUser(userId: string): void;
}

/** How long an entry serves without a look at the database (a bound on outside changes). */
export const AUTH_CACHE_MAX_AGE_MS = 60_000;
/** Sessions (and as many profiles) held at most; the oldest go first. */
export const AUTH_CACHE_MAX_ENTRIES = 50_000;

export interface AuthCacheOptions {
  maxAgeMs?: number;
  maxEntries?: number;
}

interface Entry<T> {
  value: T;
  storedAtMs: number;
}

/** The cache of one server process. */
export function createAuthCache(options: AuthCacheOptions = {}): AuthCache {
  const maxAgeMs = options.maxAgeMs ?? AUTH_CACHE_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? AUTH_CACHE_MAX_ENTRIES;
  const sessions = new Map<string, Entry<SessionCheck>>();
  const profiles = new Map<string, Entry<Profile>>();
  /** The cached sessions of each user, so that forgetUser finds them. */
  const sessionsOfUser = new Map<string, Set<string>>();
  /** Counts the forget calls: a load that saw it change while under way is not kept. */
  let generation = 0;

  const young = (entry: Entry<unknown>, nowMs: number) =>
    nowMs >= entry.storedAtMs && nowMs - entry.storedAtMs < maxAgeMs;

  function dropSession(sessionId: string): void {
    const entry = sessions.get(sessionId);
    if (entry === undefined) return;
    sessions.delete(sessionId);
    const ofUser = sessionsOfUser.get(entry.value.userId);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) sessionsOfUser.delete(entry.value.userId);
  }

  function keepSession(check: SessionCheck, nowMs: number): void {
    dropSession(check.sessionId);
    if (sessions.size >= maxEntries) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) dropSession(oldest);
    }
    sessions.set(check.sessionId, { value: check, storedAtMs: nowMs });
    let ofUser = sessionsOfUser.get(check.userId);
    if (ofUser === undefined) sessionsOfUser.set(check.userId, (ofUser = new Set()));
    ofUser.add(check.sessionId);
  }

  function keepProfile(profile: Profile, nowMs: number): void {
    profiles.delete(profile.id);
    if (profiles.size >= maxEntries) {
      const oldest = profiles.keys().next().value;
      if (oldest !== undefined) profiles.delete(oldest);
    }
    profiles.set(profile.id, { value: profile, storedAtMs: nowMs });
  }

  return {
    async session(sessionId, now, load) {
      const nowMs = now.getTime();
      const cached = sessions.get(sessionId);
      if (cached !== undefined) {
        if (young(cached, nowMs) && cached.value.expiresAt.getTime() > nowMs) return cached.value;
        dropSession(sessionId);
      }
      const startedAt = generation;
      const loaded = await load();
      if (loaded !== undefined && generation === startedAt) keepSession(loaded, nowMs);
      return loaded;
    },

    async profile(userId, now, load) {
      const nowMs = now.getTime();
      const cached = profiles.get(userId);
      if (cached !== undefined) {
        if (young(cached, nowMs)) return cached.value;
        profiles.delete(userId);
      }
      const startedAt = generation;
      const loaded = await load();
      if (loaded !== undefined && generation === startedAt) keepProfile(loaded, nowMs);
      return loaded;
    },

    forgetSession(sessionId) {
      generation++;
      dropSession(sessionId);
    },

    forgetUser(userId) {
      generation++;
      profiles.delete(userId);
      for (const sessionId of sessionsOfUser.get(userId) ?? []) sessions.delete(sessionId);
      sessionsOfUser.delete(userId);
    },
  };
}

/** The PostgreSQL channel on which server processes tell each other what to forget. */
export const AUTH_FORGET_CHANNEL = 'roomwalk_auth_forget';

export interface SharedAuthCacheOptions {
  /** Sends the notifications (`pg_notify`). */
  db: Queryable;
  /** PostgreSQL's LISTEN, which hears every process's notifications, this one's too. */
  listen: DatabaseListen;
  logError: (message: string, error: unknown) => void;
}

/**
 * The cache of one process among several on PostgreSQL: what it forgets, every process forgets
 * (NOTIFY on AUTH_FORGET_CHANNEL once the change is committed, heard by each process's LISTEN),
 * so a revocation or role change in one process holds at once in the others. A notification lost
 * while a LISTEN connection reconnects is covered by the entries' maximum age.
 */
export async function shareAuthCache(
  cache: AuthCache,
  options: SharedAuthCacheOptions,
): Promise<AuthCache> {
  await options.listen(AUTH_FORGET_CHANNEL, (payload) => {
    const [kind, id] = payload.split(':', 2);
    if (id === undefined) return;
    if (kind === 'session') cache.forgetSession(id);
    else if (kind === 'user') cache.forgetUser(id);
  });
  const tellOthers = (payload: string) => {
    options.db
      .execute(sql`select pg_notify(${AUTH_FORGET_CHANNEL}, ${payload})`)
      .catch((error: unknown) =>
        options.logError('Could not tell other processes to forget', error),
      );
  };
  return {
    session: (sessionId, now, load) => cache.session(sessionId, now, load),
    profile: (userId, now, load) => cache.profile(userId, now, load),
    forgetSession(sessionId) {
      cache.forgetSession(sessionId);
      tellOthers(`session:${sessionId}`);
    },
    forgetUser(userId) {
      cache.forgetUser(userId);
      tellOthers(`user:${userId}`);
    },
  };
}
