/** What the billing routes answer: the contract's views of subscriptions and credits. */
import { eq } from 'drizzle-orm';
import type {
  BillingStatus,
  CreditsOverview,
  LedgerEntryView,
  SubscriptionView,
} from '../../src/contract/billing';
import { availableCredits, expiringCredits, ledgerPage, type LedgerRow } from '../credits/ledger';
import type { Queryable } from '../db/database';
import { users, type Subscription } from '../db/schema';
import { hostingOf } from './hosting';
import { loadBillingPlans, type BillingPlan } from './plans';
import type { BillingDeps } from './provider';
import { findSubscription } from './subscriptions';
import { activeMembership } from './team';

function nextGrant(sub: Subscription, plan: BillingPlan, pending: BillingPlan | undefined) {
  if (sub.status !== 'active') return null;
  if (sub.nextGrantAt < sub.currentPeriodEnd) {
    return { at: sub.nextGrantAt.toISOString(), credits: plan.credits };
  }
  if (sub.cancelAtPeriodEnd) return null;
  return { at: sub.currentPeriodEnd.toISOString(), credits: (pending ?? plan).credits };
}

export function toSubscriptionView(sub: Subscription, plans: BillingPlan[]): SubscriptionView {
  const plan = plans.find((candidate) => candidate.id === sub.planId);
  if (plan === undefined) throw new Error(`The plan ${sub.planId} is missing`);
  const pending = plans.find((candidate) => candidate.id === sub.pendingPlanId);
  return {
    planId: sub.planId,
    planName: plan.name,
    billingPeriod: sub.billingPeriod,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodStart: sub.currentPeriodStart.toISOString(),
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    priceCents: plan.prices[sub.billingPeriod] ?? 0,
    currency: plan.currency,
    nextGrant: nextGrant(sub, plan, pending),
    pendingChange:
      sub.pendingPlanId === null
        ? null
        : {
            planId: sub.pendingPlanId,
            billingPeriod: sub.pendingBillingPeriod ?? sub.billingPeriod,
            effectiveAt: sub.currentPeriodEnd.toISOString(),
          },
    lapsedAt: sub.lapsedAt?.toISOString() ?? null,
    provider: sub.provider,
  };
}

async function nameOf(db: Queryable, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user === undefined ? '' : `${user.firstName} ${user.lastName}`.trim();
}

export async function billingStatus(
  db: Queryable,
  billing: BillingDeps,
  userId: string,
  now: Date,
): Promise<BillingStatus> {
  const membership = await activeMembership(db, userId);
  const accountId = membership?.ownerId ?? userId;
  const [sub, plans, hosting, balance] = await Promise.all([
    findSubscription(db, accountId),
    loadBillingPlans(db),
    hostingOf(db, userId),
    availableCredits(db, accountId, now),
  ]);
  return {
    provider: billing.provider.name,
    testMode: billing.provider.testMode,
    role: membership !== undefined ? 'member' : sub !== undefined ? 'owner' : 'none',
    subscription: sub === undefined ? null : toSubscriptionView(sub, plans),
    team:
      membership === undefined
        ? null
        : { ownerId: membership.ownerId, ownerName: await nameOf(db, membership.ownerId) },
    toursPaused: hosting.paused,
    balance,
  };
}

function toLedgerEntryView(row: LedgerRow): LedgerEntryView {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    tourId: row.tourId,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
  };
}

/**
 * GET /credits/overview: the pool the user spends (their own, or their team's), what of it expires when,
 * and a page of its ledger (an agent sees only the entries they made).
 */
export async function creditsOverview(
  db: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
  now: Date,
): Promise<CreditsOverview> {
  const membership = await activeMembership(db, userId);
  const accountId = membership?.ownerId ?? userId;
  const balance = await availableCredits(db, accountId, now);
  const rows = await ledgerPage(db, accountId, {
    limit: page.limit + 1,
    ...(membership !== undefined && { actorId: userId }),
    ...(page.cursor !== undefined && { beforeId: page.cursor }),
  });
  const entries = rows.slice(0, page.limit);
  return {
    balance,
    pool: membership === undefined ? 'own' : 'team',
    expiring: (await expiringCredits(db, accountId, now, balance)).map((group) => ({
      expiresAt: group.expiresAt.toISOString(),
      credits: group.credits,
    })),
    entries: entries.map(toLedgerEntryView),
    nextCursor: rows.length > page.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}
