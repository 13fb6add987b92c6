/**
 * Stripe webhook events, applied to subscriptions and checkouts (docs/decisions/0009-billing.md).
 *
 * - Idempotent and replay-safe: each event id is stored in the transaction that applies it; an
 *   id seen before changes nothing (the insert finds it and the handler stops).
 * - Out-of-order delivery: every event carries enough to act on its own (our user, plan and
 *   billing period ride in the subscription's metadata), so an invoice.paid that comes before
 *   checkout.session.completed starts the subscription and the session then only completes its
 *   checkout. Subscription state events older than the newest one applied (by the event's
 *   `created`) are stale and ignored, and a period never moves backwards.
 *
 * Handled: checkout.session.completed / async_payment_succeeded / expired / async_payment_failed,
 * invoice.paid / invoice.payment_succeeded, customer.subscription.created / updated / deleted /
 * paused / resumed. Others are recorded and ignored.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  BILLING_PERIODS,
  PLAN_IDS,
  type BillingPeriodUnit,
  type PlanId,
} from '../../src/contract/billing';
import type { Database, Transaction } from '../db/database';
import { stripeEvents, users, type Subscription } from '../db/schema';
import { completeCheckout, findCheckout, markCheckout, markCheckoutCompleted } from './checkout';
import { requireBillingPlan } from './plans';
import type { StripeProvider } from './stripe';
import {
  grantDueCredits,
  lapseSubscription,
  lockSubscription,
  lockSubscriptionByProviderId,
  renewFromProvider,
  setSubscriptionFields,
  startSubscription,
  switchPlanAtNextGrant,
  syncPeriod,
  type PlanChoice,
} from './subscriptions';
import { scheduleBillingTick } from './tick';

export const StripeEventSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,255}$/)),
  type: v.pipe(v.string(), v.maxLength(255)),
  created: v.pipe(v.number(), v.integer()),
  data: v.object({ object: v.unknown() }),
});
export type StripeEvent = v.InferOutput<typeof StripeEventSchema>;

const idOrObject = v.optional(v.nullable(v.union([v.string(), v.object({ id: v.string() })])));
const metadataSchema = v.optional(v.nullable(v.record(v.string(), v.string())));

const SessionSchema = v.object({
  id: v.string(),
  mode: v.optional(v.string()),
  client_reference_id: v.optional(v.nullable(v.string())),
  payment_status: v.optional(v.string()),
  subscription: idOrObject,
  customer: idOrObject,
  metadata: metadataSchema,
});

const periodFields = {
  current_period_start: v.optional(v.number()),
  current_period_end: v.optional(v.number()),
};

const SubscriptionObjectSchema = v.object({
  id: v.string(),
  status: v.string(),
  customer: idOrObject,
  cancel_at_period_end: v.optional(v.boolean()),
  ...periodFields,
  items: v.optional(
    v.object({
      data: v.array(v.object({ price: v.optional(v.object({ id: v.string() })), ...periodFields })),
    }),
  ),
  metadata: metadataSchema,
});

const InvoiceSchema = v.object({
  id: v.string(),
  customer: idOrObject,
  subscription: idOrObject,
  subscription_details: v.optional(v.nullable(v.object({ metadata: metadataSchema }))),
  parent: v.optional(
    v.nullable(
      v.object({
        subscription_details: v.optional(
          v.nullable(v.object({ subscription: idOrObject, metadata: metadataSchema })),
        ),
      }),
    ),
  ),
  lines: v.optional(
    v.object({
      data: v.array(
        v.object({
          period: v.object({ start: v.number(), end: v.number() }),
          price: v.optional(v.nullable(v.object({ id: v.string() }))),
          pricing: v.optional(
            v.nullable(
              v.object({
                price_details: v.optional(v.nullable(v.object({ price: v.optional(v.string()) }))),
              }),
            ),
          ),
        }),
      ),
    }),
  ),
});

type IdOrObject = string | { id: string } | null | undefined;
const idOf = (value: IdOrObject): string | undefined =>
  value === null || value === undefined ? undefined : typeof value === 'string' ? value : value.id;
const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** What an event says of a Stripe subscription. */
interface Snapshot {
  subscriptionId: string;
  customerId?: string;
  status: 'active' | 'lapsed' | 'pending';
  period?: { start: Date; end: Date };
  cancelAtPeriodEnd?: boolean;
  priceId?: string;
  metadata: Record<string, string>;
  /** A customer.subscription.* event: its state replaces the stored one unless stale. */
  stateEvent: boolean;
}

const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const LAPSED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

function snapshotStatus(status: string): Snapshot['status'] {
  if (ACTIVE_STATUSES.has(status)) return 'active';
  return LAPSED_STATUSES.has(status) ? 'lapsed' : 'pending';
}

interface Context {
  tx: Transaction;
  stripe: StripeProvider;
  eventAt: Date;
  now: Date;
  log: (message: string) => void;
}

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

/** Applies one verified event, once. */
export async function handleStripeEvent(
  db: Database,
  stripe: StripeProvider,
  event: StripeEvent,
  now: Date,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        createdAt: fromSeconds(event.created),
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh === undefined) return 'duplicate';
    const context: Context = { tx, stripe, eventAt: fromSeconds(event.created), now, log };
    return (await applyEvent(context, event)) ? 'processed' : 'ignored';
  });
}

async function applyEvent(context: Context, event: StripeEvent): Promise<boolean> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return parsed(context, event, SessionSchema, object, (session) =>
        onSessionPaid(context, session),
      );
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return parsed(context, event, SessionSchema, object, (session) =>
        onSessionFailed(context, session, event.type.endsWith('expired') ? 'expired' : 'failed'),
      );
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return parsed(context, event, InvoiceSchema, object, (invoice) =>
        applySnapshotOf(context, invoiceSnapshot(invoice)),
      );
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return parsed(context, event, SubscriptionObjectSchema, object, (subscription) =>
        applySnapshotOf(context, subscriptionSnapshot(subscription)),
      );
    default:
      return false;
  }
}

async function parsed<S extends v.GenericSchema>(
  context: Context,
  event: StripeEvent,
  schema: S,
  object: unknown,
  apply: (value: v.InferOutput<S>) => Promise<boolean>,
): Promise<boolean> {
  const result = v.safeParse(schema, object);
  if (!result.success) {
    context.log(
      `[roomwalk] Stripe event ${event.id} (${event.type}) has an unexpected shape; ignored`,
    );
    return false;
  }
  return apply(result.output);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkoutIdOf(session: v.InferOutput<typeof SessionSchema>): string | undefined {
  const id = session.client_reference_id ?? session.metadata?.checkout_id;
  return id !== undefined && id !== null && UUID.test(id) ? id : undefined;
}

async function onSessionPaid(
  context: Context,
  session: v.InferOutput<typeof SessionSchema>,
): Promise<boolean> {
  const checkoutId = checkoutIdOf(session);
  const checkout =
    checkoutId === undefined ? undefined : await findCheckout(context.tx, checkoutId);
  if (checkout === undefined || session.payment_status === 'unpaid') return false;
  const subscriptionId = idOf(session.subscription);
  // The subscription's own events may have come first and started it already.
  const started =
    subscriptionId === undefined
      ? undefined
      : await lockSubscriptionByProviderId(context.tx, subscriptionId);
  if (checkout.kind === 'subscription' && started !== undefined) {
    await markCheckoutCompleted(context.tx, checkout.id, context.now);
    return true;
  }
  if (
    checkout.kind === 'subscription' &&
    (await hasOtherActivePlan(context, checkout.userId, subscriptionId))
  ) {
    await markCheckoutCompleted(context.tx, checkout.id, context.now);
    return true;
  }
  await completeCheckout(context.tx, checkout.id, context.now, {
    subscriptionId: subscriptionId ?? null,
    customerId: idOf(session.customer) ?? null,
  });
  return true;
}

/** A second paid subscription of someone who has one: kept out, and logged for a refund. */
async function hasOtherActivePlan(
  context: Context,
  userId: string,
  subscriptionId: string | undefined,
): Promise<boolean> {
  const own = await lockSubscription(context.tx, userId);
  const other =
    own?.status === 'active' &&
    (own.provider !== 'stripe' || own.providerSubscriptionId !== (subscriptionId ?? null));
  if (other) {
    context.log(
      `[roomwalk] Stripe subscription ${subscriptionId ?? '?'} of user ${userId} was paid while ` +
        'another plan is active; it was not applied. Cancel and refund it in Stripe.',
    );
  }
  return other;
}

async function onSessionFailed(
  context: Context,
  session: v.InferOutput<typeof SessionSchema>,
  status: 'expired' | 'failed',
): Promise<boolean> {
  const checkoutId = checkoutIdOf(session);
  if (checkoutId === undefined) return false;
  await markCheckout(context.tx, checkoutId, status);
  return true;
}

function invoiceSnapshot(invoice: v.InferOutput<typeof InvoiceSchema>): Snapshot | undefined {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(invoice.subscription) ?? idOf(details?.subscription);
  // The line that ends last is the subscription's period (an upgrade also has a credit line).
  const line = [...(invoice.lines?.data ?? [])].sort((a, b) => b.period.end - a.period.end)[0];
  if (subscriptionId === undefined || line === undefined) return undefined;
  const priceId = line.price?.id ?? line.pricing?.price_details?.price;
  return {
    subscriptionId,
    customerId: idOf(invoice.customer),
    status: 'active',
    period: { start: fromSeconds(line.period.start), end: fromSeconds(line.period.end) },
    ...(priceId !== undefined && { priceId }),
    metadata: details?.metadata ?? invoice.subscription_details?.metadata ?? {},
    stateEvent: false,
  };
}

function subscriptionSnapshot(
  subscription: v.InferOutput<typeof SubscriptionObjectSchema>,
): Snapshot {
  const item = subscription.items?.data[0];
  const start = subscription.current_period_start ?? item?.current_period_start;
  const end = subscription.current_period_end ?? item?.current_period_end;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: snapshotStatus(subscription.status),
    ...(start !== undefined &&
      end !== undefined && { period: { start: fromSeconds(start), end: fromSeconds(end) } }),
    ...(subscription.cancel_at_period_end !== undefined && {
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    }),
    ...(item?.price?.id !== undefined && { priceId: item.price.id }),
    metadata: subscription.metadata ?? {},
    stateEvent: true,
  };
}

function choiceOf(context: Context, snapshot: Snapshot): PlanChoice | undefined {
  const byPrice =
    snapshot.priceId === undefined ? undefined : context.stripe.planOfPrice(snapshot.priceId);
  if (byPrice !== undefined) return byPrice;
  const planId = snapshot.metadata.plan_id;
  const billingPeriod = snapshot.metadata.billing_period;
  if (!(PLAN_IDS as readonly string[]).includes(planId ?? '')) return undefined;
  if (!(BILLING_PERIODS as readonly string[]).includes(billingPeriod ?? '')) return undefined;
  return { planId: planId as PlanId, billingPeriod: billingPeriod as BillingPeriodUnit };
}

async function applySnapshotOf(context: Context, snapshot: Snapshot | undefined): Promise<boolean> {
  if (snapshot === undefined) return false;
  const known = await lockSubscriptionByProviderId(context.tx, snapshot.subscriptionId);
  const sub =
    known === undefined
      ? await startFromSnapshot(context, snapshot)
      : await applyToKnown(context, known, snapshot);
  if (sub === undefined) return false;
  const granted = await grantDueCredits(
    context.tx,
    sub,
    await requireBillingPlan(context.tx, sub.planId),
    context.now,
  );
  await scheduleBillingTick(context.tx, granted.nextGrantAt);
  return true;
}

/** An event about a subscription not stored yet: it starts it when it is paid and ours. */
async function startFromSnapshot(
  context: Context,
  snapshot: Snapshot,
): Promise<Subscription | undefined> {
  const userId = snapshot.metadata.user_id;
  const choice = choiceOf(context, snapshot);
  if (snapshot.status !== 'active' || snapshot.period === undefined) return undefined;
  if (userId === undefined || !UUID.test(userId) || choice === undefined) return undefined;
  const [user] = await context.tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (user === undefined) return undefined;
  if (await hasOtherActivePlan(context, userId, snapshot.subscriptionId)) return undefined;
  const started = await startSubscription(context.tx, {
    userId,
    ...choice,
    provider: 'stripe',
    start: snapshot.period.start,
    periodEnd: snapshot.period.end,
    providerSubscriptionId: snapshot.subscriptionId,
    providerCustomerId: snapshot.customerId ?? null,
    now: context.now,
  });
  return snapshot.stateEvent
    ? setSubscriptionFields(context.tx, started, { providerEventAt: context.eventAt }, context.now)
    : started;
}

async function applyToKnown(
  context: Context,
  stored: Subscription,
  snapshot: Snapshot,
): Promise<Subscription | undefined> {
  const { tx, now } = context;
  if (
    snapshot.stateEvent &&
    stored.providerEventAt !== null &&
    context.eventAt < stored.providerEventAt
  ) {
    return undefined; // stale: a newer state was applied already
  }
  if (snapshot.status === 'pending') return undefined;
  let sub = stored;
  if (snapshot.status === 'lapsed') {
    if (sub.status === 'active') sub = await lapseSubscription(tx, sub, context.eventAt, now);
    return setSubscriptionFields(tx, sub, { providerEventAt: context.eventAt }, now);
  }
  if (sub.status === 'lapsed') {
    // Only a (newer) state event brings a lapsed subscription back, never a late invoice.
    if (!snapshot.stateEvent) return undefined;
    return startFromSnapshot(context, {
      ...snapshot,
      metadata: { ...snapshot.metadata, user_id: sub.userId },
    });
  }
  sub = await applyPeriod(context, sub, snapshot.period);
  if (!snapshot.stateEvent) return sub;
  sub = await applyPlan(context, sub, choiceOf(context, snapshot));
  return setSubscriptionFields(
    tx,
    sub,
    {
      providerEventAt: context.eventAt,
      ...(snapshot.cancelAtPeriodEnd !== undefined && {
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      }),
    },
    now,
  );
}

/** A later period renews the subscription; a small difference in the current one is synced. */
async function applyPeriod(
  context: Context,
  sub: Subscription,
  period: Snapshot['period'],
): Promise<Subscription> {
  if (period === undefined || period.end <= sub.currentPeriodStart) return sub;
  if (period.start >= sub.currentPeriodEnd)
    return renewFromProvider(context.tx, sub, period, context.now);
  if (period.end >= sub.currentPeriodEnd) return syncPeriod(context.tx, sub, period, context.now);
  return sub;
}

/** The price Stripe bills: the stored plan, the pending change, or a change made at Stripe. */
async function applyPlan(
  context: Context,
  sub: Subscription,
  choice: PlanChoice | undefined,
): Promise<Subscription> {
  if (choice === undefined) return sub;
  const current = choice.planId === sub.planId && choice.billingPeriod === sub.billingPeriod;
  const pending =
    choice.planId === sub.pendingPlanId && choice.billingPeriod === sub.pendingBillingPeriod;
  if (current || pending) return sub;
  return switchPlanAtNextGrant(context.tx, sub, choice, context.now);
}
