/**
 * Payments behind one interface (docs/decisions/0009-billing.md). The built-in `test` provider
 * completes every checkout at once and charges nothing, and every response says so (testMode), so
 * the embedded default runs the whole business model without an outside service. `stripe`
 * (stripe.ts) is enabled by configuration.
 */
import { PROVIDER_UNAVAILABLE_MESSAGE, type PaymentProviderName } from '../../src/contract/billing';
import type { Checkout, Subscription } from '../db/schema';
import { ApiError } from '../http/errors';
import type { PlanChoice } from './subscriptions';

export interface CheckoutIntent {
  checkout: Checkout;
  customerEmail: string;
  /** What the customer buys, e.g. 'Agent plan, billed monthly' or '5 Roomwalk credits'. */
  description: string;
  /** The app page the customer comes back to; the provider adds result=success|cancelled. */
  returnUrl: string;
}

export type CheckoutStarted =
  /** Paid already (the test provider): complete the checkout now. */
  | { kind: 'completed' }
  /** The customer pays on the provider's page; a webhook completes the checkout. */
  | { kind: 'redirect'; url: string; sessionId: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Nothing is really charged: the UI labels everything as test mode. */
  readonly testMode: boolean;
  startCheckout(intent: CheckoutIntent): Promise<CheckoutStarted>;
  /** An upgrade at once, charging the prorated difference. */
  upgrade(sub: Subscription, choice: PlanChoice): Promise<void>;
  /** The plan billed from the next renewal on (the current plan again: no change waits). */
  changeAtRenewal(sub: Subscription, choice: PlanChoice): Promise<void>;
  setCancelAtPeriodEnd(sub: Subscription, cancel: boolean): Promise<void>;
}

const nothing = async (): Promise<void> => {};

export const testPaymentProvider: PaymentProvider = {
  name: 'test',
  testMode: true,
  startCheckout: async () => ({ kind: 'completed' }),
  upgrade: nothing,
  changeAtRenewal: nothing,
  setCancelAtPeriodEnd: nothing,
};

/** The payment side of the API's dependencies. */
export interface BillingDeps {
  /** Takes new checkouts: Stripe when configured, else the test provider. */
  provider: PaymentProvider;
  /** Present when Stripe is configured: webhooks are verified with its secret. */
  stripe?: PaymentProvider & {
    readonly webhookSecret: string;
    planOfPrice(priceId: string): PlanChoice | undefined;
  };
}

export const TEST_BILLING: BillingDeps = { provider: testPaymentProvider };

/** The provider that manages an existing subscription (it may differ from the current one). */
export function providerOf(billing: BillingDeps, name: PaymentProviderName): PaymentProvider {
  if (name === 'test') return testPaymentProvider;
  if (billing.stripe === undefined) throw new ApiError(503, PROVIDER_UNAVAILABLE_MESSAGE);
  return billing.stripe;
}
