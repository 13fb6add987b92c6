/**
 * RFC 6238 time-based one-time passwords (and RFC 4226 HOTP underneath) through the otpauth
 * library: its HOTP/TOTP generation and validation (HMAC by node:crypto, tokens compared with
 * crypto.timingSafeEqual), its base32 secrets and its Key Uri Format. Authenticator apps use
 * HMAC-SHA1, 6 digits and 30-second steps: the defaults here. The other algorithms and lengths
 * exist so that the RFC's published test vectors can be checked.
 */
import { HOTP, Secret, TOTP } from 'otpauth';

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

/** otpauth's name of an algorithm (what the otpauth URI carries too). */
const ALGORITHM_NAMES: Readonly<Record<TotpAlgorithm, string>> = {
  sha1: 'SHA1',
  sha256: 'SHA256',
  sha512: 'SHA512',
};

function secretOf(bytes: Uint8Array): Secret {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer });
}

/** RFC 4648 base32, upper case, without padding (what otpauth URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  return secretOf(bytes).base32;
}

/** Decodes base32, ignoring case, spaces, hyphens and padding; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const { bytes } = Secret.fromBase32(text.replace(/[\s=-]/g, ''));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A fresh TOTP secret: 20 random bytes, base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** RFC 4226 HOTP: HMAC of the 8-byte big-endian counter, dynamically truncated. */
export function hotp(
  key: Uint8Array,
  counter: number,
  options: Pick<TotpOptions, 'digits' | 'algorithm'> = {},
): string {
  return HOTP.generate({
    secret: secretOf(key),
    algorithm: ALGORITHM_NAMES[options.algorithm ?? 'sha1'],
    digits: options.digits ?? TOTP_DIGITS,
    counter,
  });
}

/** The step number (RFC 6238's T) at a moment given in milliseconds since the epoch. */
export function totpStep(timeMs: number, period = TOTP_PERIOD_SECONDS): number {
  return TOTP.counter({ period, timestamp: timeMs });
}

function keyOf(secret: string | Uint8Array): Secret {
  return typeof secret === 'string' ? secretOf(base32Decode(secret)) : secretOf(secret);
}

/** The code valid at `timeMs` for a base32 secret (or the raw key bytes). */
export function totpCode(
  secret: string | Uint8Array,
  timeMs: number,
  options: TotpOptions = {},
): string {
  return TOTP.generate({
    secret: keyOf(secret),
    algorithm: ALGORITHM_NAMES[options.algorithm ?? 'sha1'],
    digits: options.digits ?? TOTP_DIGITS,
    period: options.period ?? TOTP_PERIOD_SECONDS,
    timestamp: timeMs,
  });
}

/**
 * Checks a code against the steps around `timeMs` (±`window` steps for clock drift between the
 * phone and the server). Returns the matched step, so that a caller can refuse its replay, or
 * null. Only a code of exactly `digits` digits is compared (in constant time, by otpauth).
 */
export function verifyTotp(
  secret: string | Uint8Array,
  code: string,
  timeMs: number,
  options: TotpOptions & { window?: number } = {},
): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  let key: Secret;
  try {
    key = keyOf(secret);
  } catch {
    return null;
  }
  const period = options.period ?? TOTP_PERIOD_SECONDS;
  const delta = TOTP.validate({
    token: code,
    secret: key,
    algorithm: ALGORITHM_NAMES[options.algorithm ?? 'sha1'],
    digits,
    period,
    timestamp: timeMs,
    window: options.window ?? 1,
  });
  if (delta === null) return null;
  const step = totpStep(timeMs, period) + delta;
  return step < 0 ? null : step;
}

/**
 * The Key Uri Format that authenticator apps scan from a QR code, as otpauth writes it:
 * otpauth://totp/<issuer>:<account>?issuer=…&secret=…&algorithm=SHA1&digits=6&period=30, the
 * label's parts percent-encoded.
 */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  return new TOTP({
    issuer: input.issuer,
    label: input.account,
    secret: Secret.fromBase32(input.secret),
    algorithm: ALGORITHM_NAMES.sha1,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
