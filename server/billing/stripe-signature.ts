/**
 * Stripe's webhook signature scheme, checked by the Stripe SDK (`webhooks.signature.verifyHeaderAsync`):
 * the Stripe-Signature header is `t=<unix seconds>,v1=<hex>` (several v1 while a secret is being
 * rolled), where each v1 is the HMAC-SHA256 of `${t}.${raw body}` keyed with the endpoint's
 * signing secret. A delivery is accepted when one v1 matches (compared in constant time) and t is
 * at most the tolerance before now, which bounds replays of a captured delivery; replays inside it
 * are caught by the stored event ids.
 *
 * The SDK reports every failure as one error class; the reason the API answers with (data.reason)
 * is read from its message, and tests/server/billing-stripe.test.ts pins each one.
 */
import { loadStripeSdk, type StripeSdk } from './stripe-sdk';

export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureFailure = 'missing' | 'malformed' | 'stale' | 'mismatch';

export type SignatureCheck = { ok: true } | { ok: false; reason: SignatureFailure };

export async function verifyStripeSignature(
  rawBody: Uint8Array,
  header: string | undefined,
  secret: string,
  nowMs: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): Promise<SignatureCheck> {
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing' };
  const Stripe = await loadStripeSdk();
  const { signature } = Stripe.webhooks;
  if (signature === null) throw new Error('The Stripe SDK has no webhook signature helper');
  try {
    // The body as text: the SDK tells bytes from a parsed object by `instanceof Uint8Array`,
    // which fails for bytes made in another realm (the model tests run the server under jsdom).
    // Stripe sends UTF-8 JSON; a body that is not UTF-8 is refused as malformed.
    const payload = new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
    await signature.verifyHeaderAsync(payload, header, secret, toleranceSeconds, undefined, nowMs);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: failureOf(error, Stripe) };
  }
}

function failureOf(error: unknown, Stripe: StripeSdk): SignatureFailure {
  // Anything else (an empty v1, which the SDK's comparison refuses with a plain Error, or an
  // empty body) is a header or body that is not what Stripe sends.
  if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) return 'malformed';
  if (error.message.startsWith('Timestamp outside the tolerance zone')) return 'stale';
  if (error.message.startsWith('No signatures found matching the expected signature')) {
    return 'mismatch';
  }
  return 'malformed';
}
