/**
 * The official Stripe SDK (the `stripe` package), imported on first use: only a server that takes
 * Stripe payments or webhooks pays for loading it (a few hundred milliseconds on a small machine).
 */
import type Stripe from 'stripe';

export type StripeSdk = typeof Stripe;

let loading: Promise<StripeSdk> | undefined;

export function loadStripeSdk(): Promise<StripeSdk> {
  loading ??= import('stripe').then((module) => module.default);
  return loading;
}
