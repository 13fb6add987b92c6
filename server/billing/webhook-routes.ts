/**
 * POST /billing/webhooks/stripe: Stripe's event deliveries. No session and no CSRF token (Stripe
 * has neither): the Stripe-Signature header over the raw body is the only credential, checked
 * by the Stripe SDK before anything is parsed (stripe-signature.ts). Mounted by server/api.ts
 * ahead of the CSRF check.
 *
 *   200 { received: true, outcome: 'processed' | 'duplicate' | 'ignored' }
 *   400 'Invalid Stripe signature' (data.reason: missing, malformed, stale or mismatch), or a body
 *       that is not a Stripe event; 404 when Stripe is not configured; 413 over 1 MiB (counted
 *       as the body arrives, chunked or not).
 * A failure while applying an event answers 500, so Stripe delivers it again later.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiDeps } from '../deps';
import { readBodyBytes } from '../http/body-stream';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import { verifyStripeSignature } from './stripe-signature';
import { StripeEventSchema, handleStripeEvent } from './stripe-webhooks';

export const MAX_WEBHOOK_BYTES = 1024 * 1024;
export const INVALID_SIGNATURE_MESSAGE = 'Invalid Stripe signature';
export const STRIPE_NOT_CONFIGURED_MESSAGE = 'Stripe is not configured on this server';

function parseEvent(body: Uint8Array) {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw badRequest('The event is not valid JSON');
  }
  const event = v.safeParse(StripeEventSchema, json);
  if (!event.success) throw badRequest('The body is not a Stripe event');
  return event.output;
}

export function stripeWebhookRoutes(deps: ApiDeps): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.post('/stripe', async (c) => {
    const stripe = deps.billing?.stripe;
    if (stripe === undefined) throw notFound(STRIPE_NOT_CONFIGURED_MESSAGE);
    const body = await readBodyBytes(c.req.raw, MAX_WEBHOOK_BYTES);
    const now = deps.clock.now();
    const check = await verifyStripeSignature(
      body,
      c.req.header('stripe-signature'),
      stripe.webhookSecret,
      now.getTime(),
    );
    if (!check.ok) throw new ApiError(400, INVALID_SIGNATURE_MESSAGE, { reason: check.reason });
    const outcome = await handleStripeEvent(deps.db, stripe, parseEvent(body), now);
    c.header('Cache-Control', 'no-store');
    return c.json({ received: true, outcome });
  });
  return app;
}
