/**
 * The staff audit log as /superuser reads it: newest first, a page at a time, with the actor's
 * name and e-mail address and a readable name of the target (an account, a plan). Every action
 * of /admin and /superuser is there: both write staff_audit_log (server/staff/audit.ts).
 */
import { and, desc, eq, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import { isUuid } from '../storage/storage';
import {
  AUDIT_CURSOR_MESSAGE,
  type AuditEntry,
  type AuditLogPage,
} from '../../src/contract/superuser';
import type { Queryable } from '../db/database';
import { pricingPlans, staffAuditLog, users } from '../db/schema';
import { badRequest } from '../http/errors';

export interface AuditLogRequest {
  limit: number;
  /** The id of the last entry of the previous page. */
  cursor?: string;
  /** An action, or a dotted prefix of one: 'user' matches 'user.role.change'. */
  action?: string;
}

/** Entries older than the entry `cursor` (same order as the listing: time, then id). */
async function olderThan(db: Queryable, cursor: string): Promise<SQL | undefined> {
  const [last] = await db
    .select({ id: staffAuditLog.id, createdAt: staffAuditLog.createdAt })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.id, cursor));
  if (last === undefined)
    throw badRequest(AUDIT_CURSOR_MESSAGE, { cursor: [AUDIT_CURSOR_MESSAGE] });
  return or(
    lt(staffAuditLog.createdAt, last.createdAt),
    and(eq(staffAuditLog.createdAt, last.createdAt), lt(staffAuditLog.id, last.id)),
  );
}

function actionMatches(action: string): SQL | undefined {
  const prefix = `${action.replace(/[\\%_]/g, (char) => `\\${char}`)}.%`;
  return or(eq(staffAuditLog.action, action), like(staffAuditLog.action, prefix));
}

/** Readable names of the accounts and plans the entries act on, by "type:id". */
async function targetLabels(
  db: Queryable,
  entries: readonly { targetType: string; targetId: string | null }[],
) {
  const ids = (type: string) => [
    ...new Set(
      entries.flatMap((entry) =>
        entry.targetType === type && entry.targetId !== null ? [entry.targetId] : [],
      ),
    ),
  ];
  const userIds = ids('user').filter(isUuid);
  const planIds = ids('plan');
  const labels = new Map<string, string>();
  if (userIds.length > 0) {
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const row of rows)
      labels.set(`user:${row.id}`, `${row.firstName} ${row.lastName} <${row.email}>`);
  }
  if (planIds.length > 0) {
    const rows = await db
      .select({ id: pricingPlans.id, name: pricingPlans.name })
      .from(pricingPlans)
      .where(inArray(pricingPlans.id, planIds as (typeof pricingPlans.$inferSelect)['id'][]));
    for (const row of rows) labels.set(`plan:${row.id}`, row.name);
  }
  return labels;
}

export async function listAuditLog(db: Queryable, request: AuditLogRequest): Promise<AuditLogPage> {
  const conditions: (SQL | undefined)[] = [];
  if (request.cursor !== undefined) conditions.push(await olderThan(db, request.cursor));
  if (request.action !== undefined) conditions.push(actionMatches(request.action));
  const rows = await db
    .select({
      entry: staffAuditLog,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorEmail: users.email,
    })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(request.limit + 1);
  const page = rows.slice(0, request.limit);
  const labels = await targetLabels(
    db,
    page.map((row) => row.entry),
  );
  const entries = page.map(({ entry, actorFirstName, actorLastName, actorEmail }): AuditEntry => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    actor:
      entry.actorId === null || actorEmail === null
        ? null
        : {
            id: entry.actorId,
            firstName: actorFirstName ?? '',
            lastName: actorLastName ?? '',
            email: actorEmail,
          },
    actorRole: entry.actorRole,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: labels.get(`${entry.targetType}:${entry.targetId}`) ?? null,
    details: isRecord(entry.details) ? entry.details : {},
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > request.limit && last ? last.id : null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
