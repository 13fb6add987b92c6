/**
 * Plans in /superuser: every pricing_plans row, and edits of its prices, credits and flags.
 *
 * Everything that sells or shows a plan reads the row when it needs it (GET /pricing/plans,
 * GET /billing/catalog, checkout, plan changes and renewals: server/billing/plans.ts), so an
 * edit applies to what users see and pay from the next request on. GET /pricing/plans keeps its
 * answer in memory for a second: updatePlan clears that once the change is committed.
 */
import { asc, eq } from 'drizzle-orm';
import { PLAN_IDS, type PlanId } from '../../src/contract/billing';
import {
  LAST_ACTIVE_PLAN_MESSAGE,
  PLAN_NOT_FOUND_MESSAGE,
  PLAN_UPDATE_ACTION,
  planPatchProblems,
  type PlanPatch,
  type PlanPatchField,
  type SuperuserPlan,
} from '../../src/contract/superuser';
import { invalidatePlansCache } from '../business/pricing';
import type { Database, Queryable } from '../db/database';
import { pricingPlans, type PricingPlan } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordStaffAction, type StaffActor } from '../staff/audit';

/** numeric columns come back as numbers; a driver's string is converted all the same. */
function amount(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function toSuperuserPlan(row: PricingPlan): SuperuserPlan {
  return {
    ...row,
    monthlyPrice: amount(row.monthlyPrice),
    annualPrice: amount(row.annualPrice),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPlans(db: Queryable): Promise<SuperuserPlan[]> {
  const rows = await db
    .select()
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));
  return rows.map(toSuperuserPlan);
}

export function isPlanId(id: string): id is PlanId {
  return (PLAN_IDS as readonly string[]).includes(id);
}

/** The fields of `patch` whose value differs from the plan's. */
function changedFields(plan: SuperuserPlan, patch: PlanPatch): PlanPatchField[] {
  return (Object.keys(patch) as PlanPatchField[]).filter((field) => patch[field] !== plan[field]);
}

/** The values of `fields` in a plan or a patch (the audit log's before and after). */
function valuesOf<Source extends PlanPatch>(source: Source, fields: readonly PlanPatchField[]) {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as PlanPatch;
}

/** Refuses a patch that breaks the plan's billing rules or takes the last plan off sale. */
function checkPatch(plan: SuperuserPlan, patch: PlanPatch, all: readonly SuperuserPlan[]) {
  const problems = planPatchProblems(plan, patch);
  const fields = Object.entries(problems).map(([field, message]) => [field, [message]]);
  const first = fields[0]?.[1]?.[0];
  if (first !== undefined) throw badRequest(first, Object.fromEntries(fields));
  const stillOnSale = all.some((other) =>
    other.id === plan.id ? (patch.isActive ?? plan.isActive) : other.isActive,
  );
  if (!stillOnSale) {
    throw conflict(LAST_ACTIVE_PLAN_MESSAGE, { isActive: [LAST_ACTIVE_PLAN_MESSAGE] });
  }
}

/**
 * Applies `patch` to the plan `id`, audited with the changed fields before and after. A patch
 * that changes nothing returns the plan as it is, unlogged.
 */
export async function updatePlan(
  db: Database,
  actor: StaffActor,
  id: string,
  patch: PlanPatch,
  now: Date,
): Promise<SuperuserPlan> {
  if (!isPlanId(id)) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  const updated = await db.transaction(async (tx) => {
    // Every plan, locked: whether another plan stays on sale must hold until this commits.
    const all = (
      await tx.select().from(pricingPlans).orderBy(asc(pricingPlans.id)).for('update')
    ).map(toSuperuserPlan);
    const plan = all.find((candidate) => candidate.id === id);
    if (plan === undefined) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    checkPatch(plan, patch, all);
    const fields = changedFields(plan, patch);
    if (fields.length === 0) return plan;
    const [row] = await tx
      .update(pricingPlans)
      .set({ ...valuesOf(patch, fields), updatedAt: now })
      .where(eq(pricingPlans.id, id))
      .returning();
    if (row === undefined) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    await recordStaffAction(
      tx,
      actor,
      {
        action: PLAN_UPDATE_ACTION,
        targetType: 'plan',
        targetId: id,
        details: { before: valuesOf(plan, fields), after: valuesOf(patch, fields) },
      },
      now,
    );
    return toSuperuserPlan(row);
  });
  // After the commit, so that no reading of the old rows outlives the change.
  invalidatePlansCache(db);
  return updated;
}
