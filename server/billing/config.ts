/**
 * Billing configuration from the environment (checked by server/config/env.ts):
 *   BILLING_PROVIDER       test | stripe; default stripe when STRIPE_SECRET_KEY is set, else test.
 *                          In production the test provider (which charges nothing) must be asked
 *                          for explicitly.
 *   STRIPE_SECRET_KEY      sk_live_... or sk_test_...
 *   STRIPE_WEBHOOK_SECRET  whsec_..., the signing secret of the webhook endpoint
 *                          <PUBLIC_URL>/api/v1/billing/webhooks/stripe
 *   STRIPE_PRICES          the price id of each plan and billing period:
 *                          agent-month=price_...,agent-year=...,office-month=...,office-year=...,
 *                          hotel-year=...
 *   STRIPE_API_URL         https://api.stripe.com (a stand-in such as stripe-mock for testing):
 *                          an origin, without a path
 */
import { TEST_BILLING, type BillingDeps } from './provider';
import {
  PLAN_PRICE_KEYS,
  createStripeProvider,
  type SoldPriceKey,
  type StripeConfig,
} from './stripe';

export type BillingSettings = { provider: 'test' } | { provider: 'stripe'; stripe: StripeConfig };

/** The billing variables, each already checked on its own (server/config/env.ts). */
export interface BillingVariables {
  BILLING_PROVIDER?: 'test' | 'stripe' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICES?: Partial<Record<SoldPriceKey, string>> | undefined;
  STRIPE_API_URL: string;
}

/** The payment provider the variables ask for; what is missing is added to `problems`. */
export function billingSettingsFrom(
  env: BillingVariables,
  production: boolean,
  problems: string[],
): BillingSettings {
  const secretKey = env.STRIPE_SECRET_KEY;
  const chosen = env.BILLING_PROVIDER ?? (secretKey !== undefined ? 'stripe' : undefined);
  if (chosen === undefined && production) {
    problems.push(
      'Configure Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICES) in production, ' +
        'or set BILLING_PROVIDER=test to run without payments.',
    );
  }
  if (chosen !== 'stripe') return { provider: 'test' };
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  const prices = env.STRIPE_PRICES ?? {};
  if (secretKey === undefined) {
    problems.push(
      'STRIPE_SECRET_KEY must be set for Stripe: a secret key (sk_test_... or sk_live_...).',
    );
  }
  if (webhookSecret === undefined) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET must be set for Stripe: the endpoint signing secret (whsec_...).',
    );
  }
  if (!hasEveryPrice(prices)) {
    const missing = PLAN_PRICE_KEYS.filter((key) => prices[key] === undefined);
    problems.push(`STRIPE_PRICES is missing ${missing.join(', ')}.`);
  }
  if (secretKey === undefined || webhookSecret === undefined || !hasEveryPrice(prices)) {
    return { provider: 'test' };
  }
  return {
    provider: 'stripe',
    stripe: { secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL, prices },
  };
}

function hasEveryPrice(
  prices: Partial<Record<SoldPriceKey, string>>,
): prices is Record<SoldPriceKey, string> {
  return PLAN_PRICE_KEYS.every((key) => prices[key] !== undefined);
}

export function createBillingDeps(settings: BillingSettings): BillingDeps {
  if (settings.provider === 'test') return TEST_BILLING;
  const stripe = createStripeProvider(settings.stripe);
  return { provider: stripe, stripe };
}
