/**
 * Stripe's webhook signature scheme: the Stripe-Signature header is `t=<unix seconds>,v1=<hex>`
 * (several v1 while a secret is being rolled), where each v1 is the HMAC-SHA256 of
 * `${t}.${raw body}` keyed with the endpoint's signing secret. A delivery is accepted when one v1
 * matches (compared in constant time) and t is within the tolerance of now, which bounds replays
 * of a captured delivery; replays inside it are caught by the stored event ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function stripeSignature(rawBody: Uint8Array, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function verifyStripeSignature(
  rawBody: Uint8Array,
  header: string | undefined,
  secret: string,
  nowMs: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing' };
  const pairs = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  const timestampText = pairs.find(([key]) => key === 't')?.[1];
  const signatures = pairs.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (timestampText === undefined || !/^\d{1,12}$/.test(timestampText) || signatures.length === 0) {
    return { ok: false, reason: 'malformed' };
  }
  const timestamp = Number(timestampText);
  const expected = Buffer.from(stripeSignature(rawBody, secret, timestamp), 'hex');
  const matches = signatures.some((signature) => {
    if (!/^[0-9a-f]+$/i.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'mismatch' };
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true, timestamp };
}
