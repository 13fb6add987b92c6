/**
 * Checkout: buying a plan (subscribing) or a credit pack. A checkout row is written first; the
 * provider either completes it at once (test) or sends the customer to its payment page (Stripe),
 * whose webhook completes it later. Completing is idempotent: only the call that moves the row
 * from pending to completed applies it, and a pack's credits carry the key checkout:<id>.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  BILLING_CURRENCY,
  CHECKOUT_NOT_FOUND_MESSAGE,
  PACK_NEEDS_SUBSCRIPTION_MESSAGE,
  PLAN_NOT_SOLD_MESSAGE,
  PLAN_UNAVAILABLE_MESSAGE,
  TEAM_MEMBER_BILLING_MESSAGE,
  TEAM_NOT_EMPTY_MESSAGE,
  findCreditPack,
  type CheckoutRequestSchema,
  type CheckoutView,
  type CreditPackId,
} from '../../src/contract/billing';
import { appendGrantOnce, lockCreditAccount } from '../credits/ledger';
import type { Database, Transaction } from '../db/database';
import { checkouts, users, type Checkout } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { loadBillingPlan } from './plans';
import type { BillingDeps } from './provider';
import { advanceSubscription, startSubscription, type PlanChoice } from './subscriptions';
import { activeMembership, teamHasPeople } from './team';
import { scheduleBillingTick } from './tick';

export type CheckoutInput = v.InferOutput<typeof CheckoutRequestSchema>;

interface PricedCheckout {
  kind: Checkout['kind'];
  amountCents: number;
  description: string;
  plan?: PlanChoice;
  pack?: { id: CreditPackId; credits: number };
}

/** What the checkout buys and costs, after the rules of who may buy what. */
async function priceCheckout(
  tx: Transaction,
  userId: string,
  input: CheckoutInput,
  now: Date,
): Promise<PricedCheckout> {
  // One checkout decision per account at a time: two at once would both see no plan.
  await lockCreditAccount(tx, userId);
  if ((await activeMembership(tx, userId)) !== undefined) {
    throw conflict(TEAM_MEMBER_BILLING_MESSAGE);
  }
  const sub = await advanceSubscription(tx, userId, now);
  if (input.kind === 'pack') {
    if (sub?.status !== 'active') throw conflict(PACK_NEEDS_SUBSCRIPTION_MESSAGE);
    const pack = findCreditPack(input.packId);
    if (pack === undefined) throw badRequest(PLAN_UNAVAILABLE_MESSAGE);
    return {
      kind: 'pack',
      amountCents: pack.priceCents,
      description: `${pack.credits} Roomwalk credit${pack.credits === 1 ? '' : 's'}`,
      pack: { id: pack.id, credits: pack.credits },
    };
  }
  if (sub?.status === 'active') throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
  const plan = await loadBillingPlan(tx, input.planId);
  if (plan === undefined || !plan.isActive) throw badRequest(PLAN_UNAVAILABLE_MESSAGE);
  const price = plan.prices[input.billingPeriod];
  if (price === null) {
    throw badRequest(PLAN_NOT_SOLD_MESSAGE, { billingPeriod: [PLAN_NOT_SOLD_MESSAGE] });
  }
  // A lapsed Office owner whose agents are still listed can only come back to a team plan.
  if (plan.maxAgents === null && (await teamHasPeople(tx, userId, now))) {
    throw conflict(TEAM_NOT_EMPTY_MESSAGE);
  }
  return {
    kind: 'subscription',
    amountCents: price,
    description: `${plan.name} plan, billed ${input.billingPeriod === 'year' ? 'yearly' : 'monthly'}`,
    plan: { planId: input.planId, billingPeriod: input.billingPeriod },
  };
}

/** Applies a paid checkout, once. Resolves to the checkout as it now is. */
export async function completeCheckout(
  tx: Transaction,
  checkoutId: string,
  now: Date,
  provider?: { subscriptionId?: string | null; customerId?: string | null },
): Promise<Checkout | undefined> {
  const [completed] = await tx
    .update(checkouts)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'pending')))
    .returning();
  if (completed === undefined) return undefined;
  if (completed.kind === 'pack') {
    await appendGrantOnce(tx, {
      userId: completed.userId,
      amount: completed.credits ?? 0,
      kind: 'top_up',
      reason: `Credit pack: ${completed.credits} credit${completed.credits === 1 ? '' : 's'}`,
      grantKey: `checkout:${completed.id}`,
      actorId: completed.userId,
      createdAt: now,
    });
    return completed;
  }
  if (completed.planId === null || completed.billingPeriod === null) {
    throw new Error('A subscription checkout names its plan');
  }
  const sub = await startSubscription(tx, {
    userId: completed.userId,
    planId: completed.planId,
    billingPeriod: completed.billingPeriod,
    provider: completed.provider,
    start: now,
    now,
    providerSubscriptionId: provider?.subscriptionId ?? null,
    providerCustomerId: provider?.customerId ?? null,
  });
  await scheduleBillingTick(tx, sub.nextGrantAt);
  return completed;
}

/** Completes a subscription checkout whose subscription was started by its own events. */
export async function markCheckoutCompleted(
  tx: Transaction,
  checkoutId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(checkouts)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'pending')));
}

export async function markCheckout(
  db: Database | Transaction,
  checkoutId: string,
  status: 'expired' | 'failed',
): Promise<void> {
  await db
    .update(checkouts)
    .set({ status })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'pending')));
}

export interface StartedCheckout {
  checkout: Checkout;
  checkoutUrl: string | null;
}

/**
 * Starts a checkout. The test provider completes it in the same transaction. Stripe is called
 * after the row is committed, so that a session can never exist without its checkout; a failed
 * call marks the checkout failed.
 */
export async function startCheckout(
  db: Database,
  billing: BillingDeps,
  input: { userId: string; request: CheckoutInput; returnUrl: string; now: Date },
): Promise<StartedCheckout> {
  const { provider } = billing;
  const { checkout, description, email } = await db.transaction(async (tx) => {
    const priced = await priceCheckout(tx, input.userId, input.request, input.now);
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, input.userId));
    const [row] = await tx
      .insert(checkouts)
      .values({
        userId: input.userId,
        kind: priced.kind,
        planId: priced.plan?.planId ?? null,
        billingPeriod: priced.plan?.billingPeriod ?? null,
        packId: priced.pack?.id ?? null,
        credits: priced.pack?.credits ?? null,
        amountCents: priced.amountCents,
        currency: BILLING_CURRENCY,
        provider: provider.name,
        createdAt: input.now,
      })
      .returning();
    if (row === undefined) throw new Error('The checkout was not inserted');
    if (provider.name !== 'test') {
      return { checkout: row, description: priced.description, email: user?.email ?? '' };
    }
    const completed = await completeCheckout(tx, row.id, input.now);
    return { checkout: completed ?? row, description: priced.description, email: '' };
  });
  if (provider.name === 'test') return { checkout, checkoutUrl: null };
  const returnUrl = `${input.returnUrl}?checkout=${encodeURIComponent(checkout.id)}`;
  try {
    const started = await provider.startCheckout({
      checkout,
      customerEmail: email,
      description,
      returnUrl,
    });
    if (started.kind === 'completed') {
      const completed = await db.transaction((tx) => completeCheckout(tx, checkout.id, input.now));
      return { checkout: completed ?? checkout, checkoutUrl: null };
    }
    const [row] = await db
      .update(checkouts)
      .set({ providerSessionId: started.sessionId })
      .where(eq(checkouts.id, checkout.id))
      .returning();
    return { checkout: row ?? checkout, checkoutUrl: started.url };
  } catch (error) {
    await markCheckout(db, checkout.id, 'failed');
    throw error;
  }
}

export async function findOwnCheckout(db: Database, userId: string, id: string): Promise<Checkout> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId)));
  if (row === undefined) throw notFound(CHECKOUT_NOT_FOUND_MESSAGE);
  return row;
}

export async function findCheckout(db: Transaction, id: string): Promise<Checkout | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

export function toCheckoutView(checkout: Checkout, testMode: boolean): CheckoutView {
  return {
    id: checkout.id,
    kind: checkout.kind,
    status: checkout.status,
    planId: checkout.planId,
    billingPeriod: checkout.billingPeriod,
    packId: (checkout.packId as CreditPackId | null) ?? null,
    credits: checkout.credits,
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    provider: checkout.provider,
    testMode,
    createdAt: checkout.createdAt.toISOString(),
    completedAt: checkout.completedAt?.toISOString() ?? null,
  };
}
