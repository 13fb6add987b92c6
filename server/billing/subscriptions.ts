/**
 * Subscriptions in the database: starting one (the first credits at once), granting each credit
 * period's credits, renewing or lapsing at the period end (the test provider; Stripe's periods
 * come from its webhooks), upgrades at once and downgrades at the period end.
 *
 * Every function that changes a subscription runs in the caller's transaction on a row the caller
 * locked (`lockSubscription`), so the scheduled job, the API and webhooks never interleave on one
 * subscription. Grants are idempotent besides: each has the key subscription:<id>:<n>.
 */
import { eq } from 'drizzle-orm';
import type { BillingPeriodUnit, PaymentProviderName, PlanId } from '../../src/contract/billing';
import { appendGrantOnce } from '../credits/ledger';
import type { Queryable, Transaction } from '../db/database';
import { subscriptions, type NewSubscription, type Subscription } from '../db/schema';
import { PERIOD_MONTHS, addMonths } from './calendar';
import { creditMonths, requireBillingPlan, type BillingPlan } from './plans';
import { prorateUpgrade, type UpgradeProration } from './proration';

export interface PlanChoice {
  planId: PlanId;
  billingPeriod: BillingPeriodUnit;
}

export async function findSubscription(
  db: Queryable,
  userId: string,
): Promise<Subscription | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function lockSubscription(
  tx: Transaction,
  userId: string,
): Promise<Subscription | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  return row;
}

export async function lockSubscriptionByProviderId(
  tx: Transaction,
  providerSubscriptionId: string,
): Promise<Subscription | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row;
}

async function update(
  tx: Queryable,
  sub: Subscription,
  changes: Partial<NewSubscription>,
  now: Date,
): Promise<Subscription> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  if (row === undefined) throw new Error('The subscription was not updated');
  return row;
}

export interface StartSubscriptionInput extends PlanChoice {
  userId: string;
  provider: PaymentProviderName;
  /** When the first period starts (and its credits are granted). */
  start: Date;
  /** Default: one billing period after the start. */
  periodEnd?: Date;
  providerSubscriptionId?: string | null;
  providerCustomerId?: string | null;
  now: Date;
}

/**
 * Starts a plan, or starts it again after a lapse (the account's one row is reused, its grant
 * numbering kept), and grants the first period's credits.
 */
export async function startSubscription(
  tx: Transaction,
  input: StartSubscriptionInput,
): Promise<Subscription> {
  const plan = await requireBillingPlan(tx, input.planId);
  const fresh = {
    planId: input.planId,
    billingPeriod: input.billingPeriod,
    status: 'active' as const,
    cancelAtPeriodEnd: false,
    currentPeriodStart: input.start,
    currentPeriodEnd: input.periodEnd ?? addMonths(input.start, PERIOD_MONTHS[input.billingPeriod]),
    anchorAt: input.start,
    cyclesSinceAnchor: 0,
    grantsSinceAnchor: 0,
    nextGrantAt: input.start,
    pendingPlanId: null,
    pendingBillingPeriod: null,
    provider: input.provider,
    providerSubscriptionId: input.providerSubscriptionId ?? null,
    providerCustomerId: input.providerCustomerId ?? null,
    providerEventAt: null,
    startedAt: input.start,
    lapsedAt: null,
    updatedAt: input.now,
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId: input.userId, ...fresh })
    .onConflictDoUpdate({ target: subscriptions.userId, set: fresh })
    .returning();
  if (row === undefined) throw new Error('The subscription was not saved');
  return grantDueCredits(tx, row, plan, input.now);
}

/**
 * Grants the next credit period's credits (`credits`, normally the plan's): dated at the period's
 * start, expiring `rolloverMonths` after the period's end.
 */
async function grantNext(
  tx: Transaction,
  sub: Subscription,
  plan: BillingPlan,
  credits: number,
  reason: string,
  now: Date,
): Promise<Subscription> {
  const months = creditMonths(plan);
  const index = sub.grantsSinceAnchor;
  const seq = sub.grantSeq + 1;
  if (credits > 0) {
    await appendGrantOnce(tx, {
      userId: sub.userId,
      amount: credits,
      kind: 'grant',
      reason,
      grantKey: `subscription:${sub.id}:${seq}`,
      createdAt: addMonths(sub.anchorAt, index * months),
      expiresAt: addMonths(sub.anchorAt, (index + 1) * months + plan.rolloverMonths),
    });
  }
  return update(
    tx,
    sub,
    {
      grantsSinceAnchor: index + 1,
      grantSeq: seq,
      nextGrantAt: addMonths(sub.anchorAt, (index + 1) * months),
    },
    now,
  );
}

function periodicGrantReason(plan: BillingPlan): string {
  return `${plan.name} plan: ${plan.creditPeriod === 'year' ? 'yearly' : 'monthly'} credits`;
}

/** Grants every credit period that has started by `now` within the paid billing period. */
export async function grantDueCredits(
  tx: Transaction,
  sub: Subscription,
  plan: BillingPlan,
  now: Date,
): Promise<Subscription> {
  let current = sub;
  while (
    current.status === 'active' &&
    current.nextGrantAt <= now &&
    current.nextGrantAt < current.currentPeriodEnd
  ) {
    current = await grantNext(tx, current, plan, plan.credits, periodicGrantReason(plan), now);
  }
  return current;
}

/** The plan that a pending change names takes over at `at`, a new anchor. */
async function applyPendingChange(
  tx: Transaction,
  sub: Subscription,
  at: Date,
  periodEnd: Date | undefined,
  now: Date,
): Promise<Subscription> {
  const billingPeriod = sub.pendingBillingPeriod ?? sub.billingPeriod;
  return update(
    tx,
    sub,
    {
      planId: sub.pendingPlanId ?? sub.planId,
      billingPeriod,
      anchorAt: at,
      cyclesSinceAnchor: 0,
      grantsSinceAnchor: 0,
      nextGrantAt: at,
      currentPeriodStart: at,
      currentPeriodEnd: periodEnd ?? addMonths(at, PERIOD_MONTHS[billingPeriod]),
      pendingPlanId: null,
      pendingBillingPeriod: null,
    },
    now,
  );
}

export function lapseSubscription(
  tx: Transaction,
  sub: Subscription,
  at: Date,
  now: Date,
): Promise<Subscription> {
  return update(
    tx,
    sub,
    {
      status: 'lapsed',
      lapsedAt: at,
      cancelAtPeriodEnd: false,
      pendingPlanId: null,
      pendingBillingPeriod: null,
    },
    now,
  );
}

/** The test provider's renewal at the period end: lapse, the pending change, or one more period. */
async function renewLocally(tx: Transaction, sub: Subscription, now: Date): Promise<Subscription> {
  const end = sub.currentPeriodEnd;
  if (sub.cancelAtPeriodEnd) return lapseSubscription(tx, sub, end, now);
  if (sub.pendingPlanId !== null) return applyPendingChange(tx, sub, end, undefined, now);
  const cycles = sub.cyclesSinceAnchor + 1;
  return update(
    tx,
    sub,
    {
      cyclesSinceAnchor: cycles,
      currentPeriodStart: end,
      currentPeriodEnd: addMonths(sub.anchorAt, (cycles + 1) * PERIOD_MONTHS[sub.billingPeriod]),
    },
    now,
  );
}

/**
 * Brings the account's subscription up to `now`: grants what is due and, for the test provider,
 * renews or lapses each period that has ended (a Stripe subscription is renewed by its webhooks).
 */
export async function advanceSubscription(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<Subscription | undefined> {
  let sub = await lockSubscription(tx, userId);
  while (sub !== undefined) {
    sub = await grantDueCredits(tx, sub, await requireBillingPlan(tx, sub.planId), now);
    if (sub.status !== 'active' || sub.currentPeriodEnd > now || sub.provider !== 'test') break;
    sub = await renewLocally(tx, sub, now);
  }
  return sub;
}

/** A Stripe period that starts at or after the stored end: the subscription was renewed. */
export async function renewFromProvider(
  tx: Transaction,
  sub: Subscription,
  period: { start: Date; end: Date },
  now: Date,
): Promise<Subscription> {
  const plan = await requireBillingPlan(tx, sub.planId);
  const granted = await grantDueCredits(tx, sub, plan, sub.currentPeriodEnd);
  if (granted.pendingPlanId !== null) {
    return applyPendingChange(tx, granted, period.start, period.end, now);
  }
  return update(
    tx,
    granted,
    {
      cyclesSinceAnchor: granted.cyclesSinceAnchor + 1,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
    },
    now,
  );
}

/** Stores what the provider says of the current period (a correction of a few seconds). */
export function syncPeriod(
  tx: Transaction,
  sub: Subscription,
  period: { start: Date; end: Date },
  now: Date,
): Promise<Subscription> {
  return update(tx, sub, { currentPeriodStart: period.start, currentPeriodEnd: period.end }, now);
}

export function setSubscriptionFields(
  tx: Transaction,
  sub: Subscription,
  changes: Pick<
    Partial<NewSubscription>,
    | 'cancelAtPeriodEnd'
    | 'providerEventAt'
    | 'providerCustomerId'
    | 'pendingPlanId'
    | 'pendingBillingPeriod'
  >,
  now: Date,
): Promise<Subscription> {
  return update(tx, sub, changes, now);
}

/**
 * A plan changed at the provider without a change asked here (e.g. in Stripe's dashboard): the
 * new plan takes over at the next credit grant, which becomes its anchor.
 */
export function switchPlanAtNextGrant(
  tx: Transaction,
  sub: Subscription,
  choice: PlanChoice,
  now: Date,
): Promise<Subscription> {
  return update(
    tx,
    sub,
    {
      planId: choice.planId,
      billingPeriod: choice.billingPeriod,
      anchorAt: sub.nextGrantAt,
      cyclesSinceAnchor: 0,
      grantsSinceAnchor: 0,
      pendingPlanId: null,
      pendingBillingPeriod: null,
    },
    now,
  );
}

/** The credit period whose credits were granted last: [start, end). */
function currentCreditPeriod(sub: Subscription, plan: BillingPlan): { start: Date; end: Date } {
  const months = creditMonths(plan);
  const index = sub.grantsSinceAnchor;
  if (index === 0) return { start: sub.anchorAt, end: sub.anchorAt };
  return {
    start: addMonths(sub.anchorAt, (index - 1) * months),
    end: addMonths(sub.anchorAt, index * months),
  };
}

/**
 * An upgrade, at once: a new billing period of the new plan starts now; the unused share of the
 * old period is deducted from its price and of the old credits from its first grant.
 */
export async function upgradeSubscription(
  tx: Transaction,
  sub: Subscription,
  plans: { from: BillingPlan; to: BillingPlan },
  choice: PlanChoice,
  now: Date,
): Promise<{ subscription: Subscription; proration: UpgradeProration }> {
  const credit = currentCreditPeriod(sub, plans.from);
  const proration = prorateUpgrade({
    now,
    oldPriceCents: plans.from.prices[sub.billingPeriod] ?? 0,
    billingStart: sub.currentPeriodStart,
    billingEnd: sub.currentPeriodEnd,
    oldCredits: plans.from.credits,
    creditStart: credit.start,
    creditEnd: credit.end,
    newPriceCents: plans.to.prices[choice.billingPeriod] ?? 0,
    newCredits: plans.to.credits,
  });
  const restarted = await update(
    tx,
    sub,
    {
      planId: choice.planId,
      billingPeriod: choice.billingPeriod,
      anchorAt: now,
      cyclesSinceAnchor: 0,
      grantsSinceAnchor: 0,
      nextGrantAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, PERIOD_MONTHS[choice.billingPeriod]),
      pendingPlanId: null,
      pendingBillingPeriod: null,
      cancelAtPeriodEnd: false,
      // Provider events from before the change are stale from now on.
      providerEventAt: now,
    },
    now,
  );
  const subscription = await grantNext(
    tx,
    restarted,
    plans.to,
    proration.creditsGranted,
    `${plans.to.name} plan: credits of the upgrade (prorated)`,
    now,
  );
  return { subscription, proration };
}
