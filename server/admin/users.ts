/**
 * Accounts in /admin (docs/decisions/0010-roles-and-staff.md): the list and one account's
 * detail, and the changes staff make to an account of lower rank than theirs, never their own.
 * Each change locks the account's row, and is audited in the transaction that makes it; a
 * change that would change nothing (the role it already has, disabling a disabled account)
 * writes nothing and is not logged.
 */
import { and, count, desc, eq, gt, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ACTIONS,
  INSUFFICIENT_CREDITS_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
  staffRefusal,
  type AdminAssignableRole,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminUsersPage,
  type AdminUsersQuery,
  type CreditAdjustmentRequest,
} from '../../src/contract/admin';
import { LOCKOUT_WINDOW_MS, lockoutState } from '../auth/lockout';
import { revokeUserSessions } from '../auth/sessions';
import { findUserById } from '../auth/users';
import { payingAccountOf } from '../billing/team';
import { appendCreditEntry, availableCredits, takeCredits } from '../credits/ledger';
import type { Database, Queryable, Transaction } from '../db/database';
import { loginAttempts, sessions, tours, users, type User } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { recordStaffAction, type StaffActor } from '../staff/audit';
import { isUuid } from '../storage/storage';
import { containsPattern, olderThanCursor, pageOf } from './paging';

function toSummary(user: User): AdminUserSummary {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

function searchMatches(query: string): SQL | undefined {
  const pattern = containsPattern(query);
  return or(
    like(users.email, pattern),
    like(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, pattern),
    like(sql`lower(${users.lastName} || ' ' || ${users.firstName})`, pattern),
  );
}

/** Accounts, newest first, filtered by search, role and status. */
export async function listUsers(db: Queryable, query: AdminUsersQuery): Promise<AdminUsersPage> {
  const conditions: (SQL | undefined)[] = [
    await olderThanCursor(
      db,
      { table: users, createdAt: users.createdAt, id: users.id },
      query.cursor,
    ),
  ];
  if (query.q) conditions.push(searchMatches(query.q));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status === 'active') conditions.push(isNull(users.disabledAt));
  if (query.status === 'disabled') conditions.push(isNotNull(users.disabledAt));
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { users: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

async function countOf(
  db: Queryable,
  table: typeof tours | typeof sessions,
  where: SQL | undefined,
) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

async function creditsOf(db: Queryable, userId: string, now: Date) {
  const account = await payingAccountOf(db, userId);
  const balance = await availableCredits(db, userId, now);
  const spendable = account === userId ? balance : await availableCredits(db, account, now);
  return { balance, pool: account === userId ? ('own' as const) : ('team' as const), spendable };
}

/** One account as the detail panel shows it; 404 when there is none. */
export async function userDetail(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<AdminUserDetail> {
  const found = isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (found === undefined) throw notFound(USER_NOT_FOUND_MESSAGE);
  const { user, twoFactorEnabled } = found;
  const lockout = await lockoutState(db, user.email, now);
  return {
    ...toSummary(user),
    company: user.company,
    phone: user.phone,
    industry: user.industry,
    profileCompleted: user.profileCompleted,
    twoFactorEnabled,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    toursCount: await countOf(db, tours, eq(tours.ownerId, userId)),
    credits: await creditsOf(db, userId, now),
    activeSessions: await countOf(
      db,
      sessions,
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    ),
    lockout: {
      locked: lockout.locked,
      lockedUntil: lockout.locked
        ? new Date(now.getTime() + lockout.retryAfterSeconds * 1000).toISOString()
        : null,
      failures: lockout.failures,
    },
  };
}

/** What a change did, for the audit log; null when it changed nothing. */
type Change = { action: string; details: Record<string, unknown> } | null;

/**
 * Runs `change` on the locked account `targetId` when `actor` may act on it (403 with the
 * reason when not, 404 when there is no such account), audits it, and answers the account as
 * it is afterwards.
 */
async function changeUser(
  db: Database,
  actor: StaffActor,
  targetId: string,
  now: Date,
  change: (tx: Transaction, target: User) => Promise<Change>,
): Promise<AdminUserDetail> {
  if (!isUuid(targetId)) throw notFound(USER_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (target === undefined) throw notFound(USER_NOT_FOUND_MESSAGE);
    const refusal = staffRefusal({ id: actor.userId, role: actor.role }, target);
    if (refusal !== null) throw forbidden(refusal);
    const done = await change(tx, target);
    if (done === null) return;
    await recordStaffAction(
      tx,
      actor,
      {
        action: done.action,
        targetType: 'user',
        targetId,
        details: { email: target.email, ...done.details },
      },
      now,
    );
  });
  return userDetail(db, targetId, now);
}

export function setUserRole(
  db: Database,
  actor: StaffActor,
  targetId: string,
  role: AdminAssignableRole,
  now: Date,
): Promise<AdminUserDetail> {
  return changeUser(db, actor, targetId, now, async (tx, target) => {
    if (target.role === role) return null;
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, target.id));
    return { action: ADMIN_ACTIONS.roleChange, details: { from: target.role, to: role } };
  });
}

/** Disables the account and ends every session it has at once. */
export function disableUser(
  db: Database,
  actor: StaffActor,
  targetId: string,
  now: Date,
): Promise<AdminUserDetail> {
  return changeUser(db, actor, targetId, now, async (tx, target) => {
    if (target.disabledAt !== null) return null;
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, target.id));
    const sessionsRevoked = await revokeUserSessions(tx, {
      userId: target.id,
      reason: 'account-disabled',
      now,
    });
    return { action: ADMIN_ACTIONS.disable, details: { sessionsRevoked } };
  });
}

export function enableUser(
  db: Database,
  actor: StaffActor,
  targetId: string,
  now: Date,
): Promise<AdminUserDetail> {
  return changeUser(db, actor, targetId, now, async (tx, target) => {
    if (target.disabledAt === null) return null;
    await tx.update(users).set({ disabledAt: null, updatedAt: now }).where(eq(users.id, target.id));
    return { action: ADMIN_ACTIONS.enable, details: {} };
  });
}

/**
 * Makes the next sign-in possible at once: the failed attempts that lockout.ts counts (those of
 * the account's e-mail within the window) are removed.
 */
export function clearLockout(
  db: Database,
  actor: StaffActor,
  targetId: string,
  now: Date,
): Promise<AdminUserDetail> {
  return changeUser(db, actor, targetId, now, async (tx, target) => {
    const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
    const removed = await tx
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, target.email),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.attemptedAt, windowStart),
        ),
      )
      .returning({ id: loginAttempts.id });
    if (removed.length === 0) return null;
    return { action: ADMIN_ACTIONS.clearLockout, details: { failuresRemoved: removed.length } };
  });
}

/**
 * A ledger entry of kind 'adjustment' on the account's own credits, with the reason and the
 * staff member as actor. A positive amount is a lot that never expires; a negative one takes
 * from the lots as a spend does (earliest expiry first), and never more than the balance (409).
 */
export function adjustCredits(
  db: Database,
  actor: StaffActor,
  targetId: string,
  request: CreditAdjustmentRequest,
  now: Date,
): Promise<AdminUserDetail> {
  return changeUser(db, actor, targetId, now, async (tx, target) => {
    const entry = {
      userId: target.id,
      kind: 'adjustment' as const,
      reason: request.reason,
      actorId: actor.userId,
    };
    if (request.amount > 0) {
      await appendCreditEntry(tx, { ...entry, amount: request.amount, createdAt: now });
    } else {
      const taken = await takeCredits(tx, { ...entry, amount: -request.amount, now });
      if (taken === 'insufficient') throw conflict(INSUFFICIENT_CREDITS_MESSAGE);
    }
    return {
      action: ADMIN_ACTIONS.adjustCredits,
      details: {
        amount: request.amount,
        reason: request.reason,
        balance: await availableCredits(tx, target.id, now),
      },
    };
  });
}
