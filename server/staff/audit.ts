/**
 * The staff audit log (docs/decisions/0010-roles-and-staff.md): every action taken through the
 * /admin and /superuser APIs appends one row, in the same transaction as the change it records,
 * so the log never names a change that was rolled back nor misses one that was made.
 * /superuser reads it (server/superuser/audit-log.ts).
 */
import type { Role } from '../../src/contract/user';
import type { Queryable } from '../db/database';
import { staffAuditLog, type StaffAuditEntry } from '../db/schema';

export interface StaffActor {
  userId: string;
  role: Role;
}

export interface StaffAction {
  /** Dotted: 'user.role.change', 'user.disable', 'tour.unpublish', 'plan.update', ... */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** What changed; never a secret. */
  details?: Record<string, unknown>;
}

export async function recordStaffAction(
  db: Queryable,
  actor: StaffActor,
  action: StaffAction,
  at: Date,
): Promise<StaffAuditEntry> {
  const [row] = await db
    .insert(staffAuditLog)
    .values({
      actorId: actor.userId,
      actorRole: actor.role,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId ?? null,
      details: action.details ?? {},
      createdAt: at,
    })
    .returning();
  if (row === undefined) throw new Error('The staff action was not recorded');
  return row;
}
