/**
 * Changing a plan, cancelling at the period end and resuming, for the routes. Each runs in one
 * transaction on the locked subscription, brought up to date first; the provider is told before
 * the transaction commits, so a refusal by the provider changes nothing here.
 */
import {
  NO_SUBSCRIPTION_MESSAGE,
  PLAN_ENDED_MESSAGE,
  PLAN_NOT_SOLD_MESSAGE,
  PLAN_UNAVAILABLE_MESSAGE,
  SAME_PLAN_MESSAGE,
  TEAM_NOT_EMPTY_MESSAGE,
  YEARLY_UPGRADE_MESSAGE,
  type ChangePlanResponse,
} from '../../src/contract/billing';
import type { Database, Transaction } from '../db/database';
import type { Subscription } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { loadBillingPlan, planRank, requireBillingPlan, type BillingPlan } from './plans';
import { providerOf, type BillingDeps } from './provider';
import {
  advanceSubscription,
  setSubscriptionFields,
  upgradeSubscription,
  type PlanChoice,
} from './subscriptions';
import { teamHasPeople } from './team';
import { scheduleBillingTick } from './tick';

export type PlanChange = ChangePlanResponse['change'];

async function activeSubscription(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<Subscription> {
  const sub = await advanceSubscription(tx, userId, now);
  if (sub === undefined) throw conflict(NO_SUBSCRIPTION_MESSAGE);
  if (sub.status !== 'active') throw conflict(PLAN_ENDED_MESSAGE);
  return sub;
}

async function targetPlan(tx: Transaction, choice: PlanChoice): Promise<BillingPlan> {
  const plan = await loadBillingPlan(tx, choice.planId);
  if (plan === undefined || !plan.isActive) throw badRequest(PLAN_UNAVAILABLE_MESSAGE);
  if (plan.prices[choice.billingPeriod] === null) {
    throw badRequest(PLAN_NOT_SOLD_MESSAGE, { billingPeriod: [PLAN_NOT_SOLD_MESSAGE] });
  }
  return plan;
}

/** A change made here: the provider's events from before it are stale. */
const providerStateAt = (sub: Subscription, now: Date) =>
  sub.provider === 'test' ? {} : { providerEventAt: now };

const unchanged = (kind: PlanChange['kind'], at: Date, currency: string): PlanChange => ({
  kind,
  effectiveAt: at.toISOString(),
  chargedCents: 0,
  creditsGranted: 0,
  currency,
});

/**
 * Upgrade (a plan with more credits a month): at once, prorated. Downgrade, or the same plan
 * billed the other way: from the period end. The current plan again: the waiting change is
 * dropped.
 */
export function changePlan(
  db: Database,
  billing: BillingDeps,
  input: { userId: string; choice: PlanChoice; now: Date },
): Promise<PlanChange> {
  const { choice, now } = input;
  return db.transaction(async (tx) => {
    const sub = await activeSubscription(tx, input.userId, now);
    const from = await requireBillingPlan(tx, sub.planId);
    const to = await targetPlan(tx, choice);
    const provider = providerOf(billing, sub.provider);
    if (to.id === from.id && choice.billingPeriod === sub.billingPeriod) {
      if (sub.pendingPlanId === null) throw conflict(SAME_PLAN_MESSAGE);
      await provider.changeAtRenewal(sub, choice);
      await setSubscriptionFields(
        tx,
        sub,
        { pendingPlanId: null, pendingBillingPeriod: null, ...providerStateAt(sub, now) },
        now,
      );
      return unchanged('pending-cancelled', now, to.currency);
    }
    if (
      from.maxAgents !== null &&
      to.maxAgents === null &&
      (await teamHasPeople(tx, input.userId, now))
    ) {
      throw conflict(TEAM_NOT_EMPTY_MESSAGE);
    }
    if (to.id !== from.id && planRank(to) > planRank(from)) {
      if (sub.billingPeriod === 'year' && choice.billingPeriod === 'month') {
        throw conflict(YEARLY_UPGRADE_MESSAGE);
      }
      await provider.upgrade(sub, choice);
      const upgraded = await upgradeSubscription(tx, sub, { from, to }, choice, now);
      await scheduleBillingTick(tx, upgraded.subscription.nextGrantAt);
      return {
        kind: 'upgrade',
        effectiveAt: now.toISOString(),
        chargedCents: upgraded.proration.chargedCents,
        creditsGranted: upgraded.proration.creditsGranted,
        currency: to.currency,
      };
    }
    await provider.changeAtRenewal(sub, choice);
    await setSubscriptionFields(
      tx,
      sub,
      {
        pendingPlanId: choice.planId,
        pendingBillingPeriod: choice.billingPeriod,
        ...providerStateAt(sub, now),
      },
      now,
    );
    return unchanged(
      to.id === from.id ? 'billing-period' : 'downgrade',
      sub.currentPeriodEnd,
      to.currency,
    );
  });
}

/** Cancel at the period end (a waiting change is dropped), or resume before it ends. */
export function setCancelAtPeriodEnd(
  db: Database,
  billing: BillingDeps,
  input: { userId: string; cancel: boolean; now: Date },
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const sub = await activeSubscription(tx, input.userId, input.now);
    if (sub.cancelAtPeriodEnd === input.cancel) return sub;
    await providerOf(billing, sub.provider).setCancelAtPeriodEnd(sub, input.cancel);
    return setSubscriptionFields(
      tx,
      sub,
      {
        cancelAtPeriodEnd: input.cancel,
        ...(input.cancel && { pendingPlanId: null, pendingBillingPeriod: null }),
        ...providerStateAt(sub, input.now),
      },
      input.now,
    );
  });
}
