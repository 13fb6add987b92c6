/**
 * Roles in /superuser (docs/decisions/0010-roles-and-staff.md): a SUPERADMIN grants ADMIN,
 * MODERATOR or CREATOR and revokes them (back to USER); never to or from a SUPERADMIN account,
 * never their own. Each change is audited in the transaction that makes it.
 */
import { and, asc, eq, like, max, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  ACCOUNT_SEARCH_LIMIT,
  OWN_ROLE_MESSAGE,
  ROLE_CHANGE_ACTION,
  SUPERADMIN_TARGET_MESSAGE,
  type AccountSearchResult,
  type AccountView,
  type StaffMember,
  type SuperuserSettableRole,
} from '../../src/contract/superuser';
import type { Database, Queryable } from '../db/database';
import { staffAuditLog, users, type User } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { recordStaffAction, type StaffActor } from '../staff/audit';
import { isUuid } from '../storage/storage';

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
};

type AccountRow = Pick<User, keyof typeof accountColumns>;

function toAccountView({ disabledAt, ...account }: AccountRow): AccountView {
  return { ...account, disabled: disabledAt !== null };
}

/** Highest rank first: SUPERADMIN, ADMIN, MODERATOR, CREATOR. */
const rankOrder = sql`case ${users.role} when 'SUPERADMIN' then 0 when 'ADMIN' then 1 when 'MODERATOR' then 2 when 'CREATOR' then 3 else 4 end`;

/** When each account's role last changed, by the audit log: one pass over the role changes. */
function lastRoleChanges(db: Queryable) {
  return db
    .select({
      targetId: staffAuditLog.targetId,
      changedAt: max(staffAuditLog.createdAt).as('changed_at'),
    })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, 'user'), like(staffAuditLog.action, 'user.role%')))
    .groupBy(staffAuditLog.targetId)
    .as('last_role_change');
}

/** Every account whose role is not USER; `since` is its last role change, else its creation. */
export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const lastChange = lastRoleChanges(db);
  const rows = await db
    .select({ ...accountColumns, createdAt: users.createdAt, changedAt: lastChange.changedAt })
    .from(users)
    .leftJoin(lastChange, eq(lastChange.targetId, sql`${users.id}::text`))
    .where(ne(users.role, 'USER'))
    .orderBy(rankOrder, asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map(({ createdAt, changedAt, ...account }) => ({
    ...toAccountView(account),
    since: (changedAt ?? createdAt).toISOString(),
  }));
}

/** `text` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Accounts whose e-mail address or name contains `query` (case-insensitive). */
export async function searchAccounts(db: Queryable, query: string): Promise<AccountSearchResult> {
  const pattern = containsPattern(query);
  const matches: SQL | undefined = or(
    like(users.email, pattern),
    like(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, pattern),
    like(sql`lower(${users.lastName} || ' ' || ${users.firstName})`, pattern),
  );
  const rows = await db
    .select(accountColumns)
    .from(users)
    .where(matches)
    .orderBy(asc(users.email))
    .limit(ACCOUNT_SEARCH_LIMIT + 1);
  return {
    accounts: rows.slice(0, ACCOUNT_SEARCH_LIMIT).map(toAccountView),
    more: rows.length > ACCOUNT_SEARCH_LIMIT,
  };
}

/**
 * Sets the role of `targetId`. Refuses the actor's own account and SUPERADMIN accounts; setting
 * the role the account already has changes nothing and is not logged.
 */
export async function setRole(
  db: Database,
  actor: StaffActor,
  targetId: string,
  role: SuperuserSettableRole,
  now: Date,
): Promise<AccountView> {
  if (!isUuid(targetId)) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (targetId === actor.userId) throw forbidden(OWN_ROLE_MESSAGE);
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select(accountColumns)
      .from(users)
      .where(eq(users.id, targetId))
      .for('update');
    if (target === undefined) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    if (target.role === 'SUPERADMIN') throw forbidden(SUPERADMIN_TARGET_MESSAGE);
    if (target.role === role) return toAccountView(target);
    const [changed] = await tx
      .update(users)
      .set({ role, updatedAt: now })
      .where(and(eq(users.id, targetId), ne(users.role, 'SUPERADMIN')))
      .returning(accountColumns);
    if (changed === undefined) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    await recordStaffAction(
      tx,
      actor,
      {
        action: ROLE_CHANGE_ACTION,
        targetType: 'user',
        targetId,
        details: { from: target.role, to: role, email: target.email },
      },
      now,
    );
    return toAccountView(changed);
  });
}
