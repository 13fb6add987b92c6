/**
 * Billing configuration from the environment (README "Configuration"):
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
  STRIPE_API_URL,
  createStripeProvider,
  type SoldPriceKey,
  type StripeConfig,
} from './stripe';

export type BillingSettings = { provider: 'test' } | { provider: 'stripe'; stripe: StripeConfig };

/** Throws an Error whose message says what to fix. */
export function readBillingSettings(
  env: Record<string, string | undefined>,
  production: boolean,
): BillingSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const chosen = env.BILLING_PROVIDER?.trim().toLowerCase() || (secretKey ? 'stripe' : '');
  if (chosen === 'test') return { provider: 'test' };
  if (chosen === '') {
    if (production) {
      throw new Error(
        'Configure Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICES) in production, ' +
          'or set BILLING_PROVIDER=test to run without payments.',
      );
    }
    return { provider: 'test' };
  }
  if (chosen !== 'stripe') {
    throw new Error(`BILLING_PROVIDER must be test or stripe, got "${env.BILLING_PROVIDER}".`);
  }
  return { provider: 'stripe', stripe: readStripeConfig(env, secretKey) };
}

function readStripeConfig(
  env: Record<string, string | undefined>,
  secretKey: string,
): StripeConfig {
  if (!/^sk_(test|live)_\w+$/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...).');
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!/^whsec_\w+$/.test(webhookSecret)) {
    throw new Error('STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_...).');
  }
  const apiUrl = env.STRIPE_API_URL?.trim() || STRIPE_API_URL;
  if (!/^https?:\/\/[^/]/.test(apiUrl)) {
    throw new Error(`STRIPE_API_URL must start with http:// or https://, got "${apiUrl}".`);
  }
  // The Stripe SDK takes a host, a port and a protocol: a path would be dropped.
  if (!/^https?:\/\/[^/?#]+\/?$/.test(apiUrl)) {
    throw new Error(`STRIPE_API_URL must be an origin without a path, got "${apiUrl}".`);
  }
  return { secretKey, webhookSecret, apiUrl, prices: readPrices(env.STRIPE_PRICES ?? '') };
}

function readPrices(text: string): Record<SoldPriceKey, string> {
  const prices = new Map<string, string>();
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key = '', price = ''] = pair.split('=').map((part) => part.trim());
    if (!(PLAN_PRICE_KEYS as readonly string[]).includes(key) || !/^price_\w+$/.test(price)) {
      throw new Error(
        `STRIPE_PRICES: "${pair}" is not <plan>-<period>=price_..., with one of ${PLAN_PRICE_KEYS.join(', ')}.`,
      );
    }
    prices.set(key, price);
  }
  const missing = PLAN_PRICE_KEYS.filter((key) => !prices.has(key));
  if (missing.length > 0) throw new Error(`STRIPE_PRICES is missing ${missing.join(', ')}.`);
  return Object.fromEntries(prices) as Record<SoldPriceKey, string>;
}

export function createBillingDeps(settings: BillingSettings): BillingDeps {
  if (settings.provider === 'test') return TEST_BILLING;
  const stripe = createStripeProvider(settings.stripe);
  return { provider: stripe, stripe };
}
