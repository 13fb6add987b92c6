/**
 * The Stripe provider: Checkout Sessions for subscribing and for credit packs, and the
 * subscription calls behind plan changes, through the official Stripe SDK (typed parameters, the
 * API version it is built for, retries of failed requests with idempotency keys; an
 * Idempotency-Key of our own per checkout). The SDK talks to STRIPE_API_URL through fetch, sends
 * no telemetry and writes no file. Webhooks are verified by stripe-signature.ts and applied by
 * stripe-webhooks.ts.
 *
 * - Upgrade: the subscription's item gets the new price with proration_behavior=always_invoice
 *   and billing_cycle_anchor[type]=now: a new period starts at once and Stripe charges the new price
 *   less the unused time of the old one, the rule billing applies locally.
 * - Downgrade or billing-period change: a subscription schedule keeps the current price until the
 *   period end and then bills the new one for one period before it is released (a plain price
 *   change of another interval would restart the period at once). Asking for the current plan
 *   again releases the schedule.
 * - Cancel and resume: cancel_at_period_end (after releasing any schedule, which Stripe requires).
 */
import type Stripe from 'stripe';
import {
  BILLING_CURRENCY,
  PROVIDER_UNAVAILABLE_MESSAGE,
  type BillingPeriodUnit,
  type PlanId,
} from '../../src/contract/billing';
import type { Subscription } from '../db/schema';
import { ApiError } from '../http/errors';
import type { BillingDeps, CheckoutIntent, CheckoutStarted } from './provider';
import { loadStripeSdk } from './stripe-sdk';
import type { PlanChoice } from './subscriptions';

export const STRIPE_API_URL = 'https://api.stripe.com';
const REQUEST_TIMEOUT_MS = 20_000;
/**
 * Retries of a request that failed on the network, with a 409 or a 5xx (the SDK's rules, with
 * its backoff); every POST carries an idempotency key, so a retry never acts twice.
 */
export const STRIPE_NETWORK_RETRIES = 2;

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
  /** https://api.stripe.com, or a stand-in (stripe-mock, the tests' fake): an origin only. */
  apiUrl: string;
}

export interface StripeProviderOptions {
  fetch?: typeof fetch;
  logError?: (message: string) => void;
}

export type StripeProvider = NonNullable<BillingDeps['stripe']>;

export function createStripeProvider(
  config: StripeConfig,
  options: StripeProviderOptions = {},
): StripeProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const logError = options.logError ?? ((message: string) => console.error(message));
  const api = new URL(config.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';

  let client: Promise<Stripe> | undefined;
  const stripe = (): Promise<Stripe> => {
    client ??= loadStripeSdk().then(
      (StripeSdk) =>
        new StripeSdk(config.secretKey, {
          host: api.hostname,
          port: api.port || (protocol === 'http' ? 80 : 443),
          protocol,
          httpClient: StripeSdk.createFetchHttpClient(fetchImpl),
          timeout: REQUEST_TIMEOUT_MS,
          maxNetworkRetries: STRIPE_NETWORK_RETRIES,
          telemetry: false,
        }),
    );
    return client;
  };

  /** One SDK call; any failure is logged and answered 502 (the provider is unavailable). */
  async function call<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await run(await stripe());
    } catch (error) {
      const status =
        typeof error === 'object' && error !== null && 'statusCode' in error
          ? ` (${String(error.statusCode)})`
          : '';
      const message = error instanceof Error ? error.message : String(error);
      logError(`[roomwalk] Stripe ${what} failed${status}: ${message}`);
      throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    }
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
    const id = providerId(sub);
    const found = await call(`GET subscription ${id}`, (s) => s.subscriptions.retrieve(id));
    const schedule = found.schedule;
    if (schedule !== null) {
      const scheduleId = typeof schedule === 'string' ? schedule : schedule.id;
      await call(`release schedule ${scheduleId}`, (s) =>
        s.subscriptionSchedules.release(scheduleId),
      );
    }
    const item = found.items.data[0];
    if (item === undefined) throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
    return { id: found.id, itemId: item.id };
  }

  const metadata = (sub: Subscription, choice: PlanChoice): Stripe.MetadataParam => ({
    user_id: sub.userId,
    plan_id: choice.planId,
    billing_period: choice.billingPeriod,
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
      const params = checkoutParams(
        intent,
        checkout.kind === 'subscription' ? priceOf(choiceOf(checkout)) : undefined,
      );
      const session = await call('POST checkout session', (s) =>
        s.checkout.sessions.create(params, {
          idempotencyKey: `roomwalk-checkout-${checkout.id}`,
        }),
      );
      if (session.url === null) {
        logError(`[roomwalk] Stripe checkout session ${session.id} has no URL`);
        throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
      }
      return { kind: 'redirect', url: session.url, sessionId: session.id };
    },

    async upgrade(sub, choice) {
      const found = await subscriptionWithoutSchedule(sub);
      await call(`POST subscription ${found.id}`, (s) =>
        s.subscriptions.update(found.id, {
          items: [{ id: found.itemId, price: priceOf(choice) }],
          proration_behavior: 'always_invoice',
          billing_cycle_anchor: { type: 'now' },
          cancel_at_period_end: false,
          metadata: metadata(sub, choice),
        }),
      );
    },

    async changeAtRenewal(sub, choice) {
      await subscriptionWithoutSchedule(sub);
      if (choice.planId === sub.planId && choice.billingPeriod === sub.billingPeriod) return;
      const from = providerId(sub);
      const schedule = await call(`POST schedule from ${from}`, (s) =>
        s.subscriptionSchedules.create({ from_subscription: from }),
      );
      const current = schedule.phases[0];
      if (current === undefined) throw new ApiError(502, PROVIDER_UNAVAILABLE_MESSAGE);
      await call(`POST schedule ${schedule.id}`, (s) =>
        s.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            {
              items: [{ price: priceOf(sub) }],
              start_date: current.start_date,
              end_date: Math.floor(sub.currentPeriodEnd.getTime() / 1000),
            },
            {
              items: [{ price: priceOf(choice) }],
              proration_behavior: 'none',
              duration: { interval: choice.billingPeriod, interval_count: 1 },
              metadata: metadata(sub, choice),
            },
          ],
        }),
      );
    },

    async setCancelAtPeriodEnd(sub, cancel) {
      const found = await subscriptionWithoutSchedule(sub);
      await call(`POST subscription ${found.id}`, (s) =>
        s.subscriptions.update(found.id, { cancel_at_period_end: cancel }),
      );
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
function checkoutParams(
  intent: CheckoutIntent,
  price: string | undefined,
): Stripe.Checkout.SessionCreateParams {
  const { checkout } = intent;
  const separator = intent.returnUrl.includes('?') ? '&' : '?';
  const tags = { checkout_id: checkout.id, user_id: checkout.userId };
  const common = {
    client_reference_id: checkout.id,
    customer_email: intent.customerEmail,
    success_url: `${intent.returnUrl}${separator}result=success`,
    cancel_url: `${intent.returnUrl}${separator}result=cancelled`,
    metadata: tags,
  };
  if (price !== undefined) {
    const choice = choiceOf(checkout);
    return {
      ...common,
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      subscription_data: {
        metadata: { ...tags, plan_id: choice.planId, billing_period: choice.billingPeriod },
      },
    };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: BILLING_CURRENCY.toLowerCase(),
          unit_amount: checkout.amountCents,
          product_data: { name: intent.description },
        },
      },
    ],
    payment_intent_data: { metadata: tags },
  };
}
