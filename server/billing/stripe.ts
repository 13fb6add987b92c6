/**
 * The Stripe provider: Checkout Sessions for subscribing and for credit packs, and the
 * subscription calls behind plan changes, through Stripe's REST API with fetch (form-encoded
 * requests, bearer secret key, an Idempotency-Key per checkout). Webhooks are verified by
 * stripe-signature.ts and applied by stripe-webhooks.ts.
 *
 * - Upgrade: the subscription's item gets the new price with proration_behavior=always_invoice
 *   and billing_cycle_anchor=now: a new period starts at once and Stripe charges the new price
 *   less the unused time of the old one, the rule billing applies locally.
 * - Downgrade or billing-period change: a subscription schedule keeps the current price until the
 *   period end and then bills the new one (a plain price change of another interval would
 *   restart the period at once). Asking for the current plan again releases the schedule.
 * - Cancel and resume: cancel_at_period_end (after releasing any schedule, which Stripe requires).
 */
import * as v from 'valibot';
import {
  BILLING_CURRENCY,
  PROVIDER_UNAVAILABLE_MESSAGE,
  type BillingPeriodUnit,
  type PlanId,
} from '../../src/contract/billing';
import type { Subscription } from '../db/schema';
import { ApiError } from '../http/errors';
import type { BillingDeps, CheckoutIntent, CheckoutStarted } from './provider';
import type { PlanChoice } from './subscriptions';

export const STRIPE_API_URL = 'https://api.stripe.com';
const REQUEST_TIMEOUT_MS = 20_000;

export type PlanPriceKey = `${PlanId}-${BillingPeriodUnit}`;
/** The plan and billing-period combinations that are sold (Hotel per year only). */
export const PLAN_PRICE_KEYS = [
  'agent-month',
  'agent-year',
  'office-month',
  'office-year',
  'hotel-year',
] as const satisfies readonly PlanPriceKey[];
export type SoldPriceKey = (typeof PLAN_PRICE_KEYS)[number];

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the plans, by plan and billing period. */
  prices: Record<SoldPriceKey, string>;
  /** https://api.stripe.com, or a stand-in (stripe-mock, the tests' fake). */
  apiUrl: string;
}

export interface StripeProviderOptions {
  fetch?: typeof fetch;
  logError?: (message: string) => void;
}

const SessionSchema = v.object({ id: v.string(), url: v.string() });
const SubscriptionSchema = v.object({
  id: v.string(),
  schedule: v.optional(v.nullable(v.union([v.string(), v.object({ id: v.string() })]))),
  items: v.object({ data: v.array(v.object({ id: v.string() })) }),
});
const ScheduleSchema = v.object({
  id: v.string(),
  phases: v.array(v.object({ start_date: v.number() })),
});

type Params = Record<string, string>;

export type StripeProvider = NonNullable<BillingDeps['stripe']>;

export function createStripeProvider(
  config: StripeConfig,
  options: StripeProviderOptions = {},
): StripeProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const logError = options.logError ?? ((message: string) => console.error(message));

  async function call<S extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    params?: Params,
    idempotencyKey?: string,
  ): Promise<v.InferOutput<S>> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.secretKey}`,
          ...(params !== undefined && { 'Content-Type': 'application/x-www-form-urlencoded' }),
          ...(idempotencyKey !== undefined && { 'Idempotency-Key': idempotencyKey }),
        },
        ...(params !== undefined && { body: new URLSearchParams(params).toString() }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      logError(`[roomwalk] Stripe ${method} ${path} failed: ${String(error)}`);
      throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = v.safeParse(schema, body);
    if (!response.ok || !parsed.success) {
      const detail = v.safeParse(v.object({ error: v.object({ message: v.string() }) }), body);
      logError(
        `[roomwalk] Stripe ${method} ${path} answered ${response.status}: ` +
          (detail.success ? detail.output.error.message : 'an unexpected body'),
      );
      throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    }
    return parsed.output;
  }

  const priceOf = (choice: PlanChoice): string => {
    const prices: Partial<Record<PlanPriceKey, string>> = config.prices;
    const price = prices[`${choice.planId}-${choice.billingPeriod}`];
    if (price === undefined) throw new ApiError(503, PROVIDER_UNAVAILABLE_MESSAGE);
    return price;
  };

  const providerId = (sub: Subscription): string => {
    if (sub.providerSubscriptionId === null) throw new ApiError(503, PROVIDER_UNAVAILABLE_MESSAGE);
    return sub.providerSubscriptionId;
  };

  /** The Stripe subscription, after releasing a schedule that manages it. */
  async function subscriptionWithoutSchedule(sub: Subscription) {
    const found = await call('GET', `/v1/subscriptions/${providerId(sub)}`, SubscriptionSchema);
    const schedule = found.schedule;
    if (schedule !== undefined && schedule !== null) {
      const id = typeof schedule === 'string' ? schedule : schedule.id;
      await call('POST', `/v1/subscription_schedules/${id}/release`, v.unknown(), {});
    }
    const item = found.items.data[0];
    if (item === undefined) throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    return { id: found.id, itemId: item.id };
  }

  const metadata = (sub: Subscription, choice: PlanChoice): Params => ({
    'metadata[user_id]': sub.userId,
    'metadata[plan_id]': choice.planId,
    'metadata[billing_period]': choice.billingPeriod,
  });

  return {
    name: 'stripe',
    testMode: config.secretKey.startsWith('sk_test_'),
    webhookSecret: config.webhookSecret,

    planOfPrice(priceId) {
      const key = PLAN_PRICE_KEYS.find((candidate) => config.prices[candidate] === priceId);
      if (key === undefined) return undefined;
      const [planId, billingPeriod] = key.split('-') as [PlanId, BillingPeriodUnit];
      return { planId, billingPeriod };
    },

    async startCheckout(intent: CheckoutIntent): Promise<CheckoutStarted> {
      const { checkout } = intent;
      const session = await call(
        'POST',
        '/v1/checkout/sessions',
        SessionSchema,
        checkoutParams(
          intent,
          checkout.kind === 'subscription' ? priceOf(choiceOf(checkout)) : undefined,
        ),
        `roomwalk-checkout-${checkout.id}`,
      );
      return { kind: 'redirect', url: session.url, sessionId: session.id };
    },

    async upgrade(sub, choice) {
      const found = await subscriptionWithoutSchedule(sub);
      await call('POST', `/v1/subscriptions/${found.id}`, v.unknown(), {
        'items[0][id]': found.itemId,
        'items[0][price]': priceOf(choice),
        proration_behavior: 'always_invoice',
        billing_cycle_anchor: 'now',
        cancel_at_period_end: 'false',
        ...metadata(sub, choice),
      });
    },

    async changeAtRenewal(sub, choice) {
      await subscriptionWithoutSchedule(sub);
      if (choice.planId === sub.planId && choice.billingPeriod === sub.billingPeriod) return;
      const schedule = await call('POST', '/v1/subscription_schedules', ScheduleSchema, {
        from_subscription: providerId(sub),
      });
      const current = schedule.phases[0];
      if (current === undefined) throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
      await call('POST', `/v1/subscription_schedules/${schedule.id}`, v.unknown(), {
        end_behavior: 'release',
        'phases[0][items][0][price]': priceOf(sub),
        'phases[0][start_date]': String(current.start_date),
        'phases[0][end_date]': String(Math.floor(sub.currentPeriodEnd.getTime() / 1000)),
        'phases[1][items][0][price]': priceOf(choice),
        'phases[1][proration_behavior]': 'none',
        'phases[1][iterations]': '1',
        'phases[1][metadata][plan_id]': choice.planId,
        'phases[1][metadata][billing_period]': choice.billingPeriod,
        'phases[1][metadata][user_id]': sub.userId,
      });
    },

    async setCancelAtPeriodEnd(sub, cancel) {
      const found = await subscriptionWithoutSchedule(sub);
      await call('POST', `/v1/subscriptions/${found.id}`, v.unknown(), {
        cancel_at_period_end: String(cancel),
      });
    },
  };
}

function choiceOf(checkout: { planId: PlanId | null; billingPeriod: BillingPeriodUnit | null }) {
  if (checkout.planId === null || checkout.billingPeriod === null) {
    throw new Error('A subscription checkout names its plan and billing period');
  }
  return { planId: checkout.planId, billingPeriod: checkout.billingPeriod };
}

/** The Checkout Session of a checkout: a subscription to `price`, or a pack priced inline. */
function checkoutParams(intent: CheckoutIntent, price: string | undefined): Params {
  const { checkout } = intent;
  const separator = intent.returnUrl.includes('?') ? '&' : '?';
  const tags: Params = {
    'metadata[checkout_id]': checkout.id,
    'metadata[user_id]': checkout.userId,
  };
  const common: Params = {
    client_reference_id: checkout.id,
    customer_email: intent.customerEmail,
    success_url: `${intent.returnUrl}${separator}result=success`,
    cancel_url: `${intent.returnUrl}${separator}result=cancelled`,
    'line_items[0][quantity]': '1',
    ...tags,
  };
  if (price !== undefined) {
    const choice = choiceOf(checkout);
    return {
      ...common,
      mode: 'subscription',
      'line_items[0][price]': price,
      'subscription_data[metadata][checkout_id]': checkout.id,
      'subscription_data[metadata][user_id]': checkout.userId,
      'subscription_data[metadata][plan_id]': choice.planId,
      'subscription_data[metadata][billing_period]': choice.billingPeriod,
    };
  }
  return {
    ...common,
    mode: 'payment',
    'line_items[0][price_data][currency]': BILLING_CURRENCY.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(checkout.amountCents),
    'line_items[0][price_data][product_data][name]': intent.description,
    'payment_intent_data[metadata][checkout_id]': checkout.id,
    'payment_intent_data[metadata][user_id]': checkout.userId,
  };
}
