/**
 * RFC 6238 time-based one-time passwords (and RFC 4226 HOTP underneath), with node:crypto only.
 * Authenticator apps use HMAC-SHA1, 6 digits and 30-second steps: the defaults here. The other
 * algorithms and lengths exist so that the RFC's published test vectors can be checked.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** Length of the code; 6 by default. */
  digits?: number;
  /** Seconds per step; 30 by default. */
  period?: number;
  algorithm?: TotpAlgorithm;
}

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** 160 bits, RFC 4226's recommended secret length for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (what otpauth URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Decodes base32, ignoring case, spaces, hyphens and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 character');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A fresh TOTP secret: 20 random bytes, base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** RFC 4226 HOTP: HMAC of the 8-byte big-endian counter, dynamically truncated. */
export function hotp(
  key: Uint8Array,
  counter: number,
  options: Pick<TotpOptions, 'digits' | 'algorithm'> = {},
): string {
  const digits = options.digits ?? TOTP_DIGITS;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(options.algorithm ?? 'sha1', key)
    .update(message)
    .digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step number (RFC 6238's T) at a moment given in milliseconds since the epoch. */
export function totpStep(timeMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(timeMs / 1000 / period);
}

function keyOf(secret: string | Uint8Array): Uint8Array {
  return typeof secret === 'string' ? base32Decode(secret) : secret;
}

/** The code valid at `timeMs` for a base32 secret (or the raw key bytes). */
export function totpCode(
  secret: string | Uint8Array,
  timeMs: number,
  options: TotpOptions = {},
): string {
  return hotp(keyOf(secret), totpStep(timeMs, options.period), options);
}

/**
 * Checks a code against the steps around `timeMs` (±`window` steps for clock drift between the
 * phone and the server). Returns the matched step, so that a caller can refuse its replay, or
 * null. Every candidate is compared in constant time.
 */
export function verifyTotp(
  secret: string | Uint8Array,
  code: string,
  timeMs: number,
  options: TotpOptions & { window?: number } = {},
): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  let key: Uint8Array;
  try {
    key = keyOf(secret);
  } catch {
    return null;
  }
  const current = totpStep(timeMs, options.period);
  const window = options.window ?? 1;
  const given = Buffer.from(code);
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step++) {
    if (step < 0) continue;
    const expected = Buffer.from(hotp(key, step, { ...options, digits }));
    if (timingSafeEqual(expected, given) && matched === null) matched = step;
  }
  return matched;
}

/** The Key Uri Format that authenticator apps scan from a QR code. */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account).replace(/%40/g, '@')}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
