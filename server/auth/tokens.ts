/**
 * Opaque secrets (refresh, reset, challenge tokens, recovery codes) and the access token.
 *
 * Opaque secrets are 256 random bits handed to the client once; the database keeps only their
 * SHA-256, which is enough for values with that much entropy (no salt or slow hash needed).
 *
 * The access token is a compact HS256 JWT made and checked by `hono/jwt` (Web Crypto):
 * { sub, sid, role, iat, exp }. Verification fixes the algorithm to HS256 (no `alg` negotiation,
 * so no `none` or key confusion), and `exp` is compared with the time the caller passes in (the
 * injected clock), not with hono's own Date.now().
 */
import { createHash, createHmac, randomBytes, randomInt, type webcrypto } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { JwtTokenSignatureMismatched } from 'hono/utils/jwt/types';
import * as v from 'valibot';
import { ROLES, type Role } from '../../src/contract/user';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Longer tokens are refused unread (ours are about 300 characters). */
const MAX_TOKEN_LENGTH = 4096;

/** A URL-safe random token of `bytes` random bytes (32 by default: 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database stores of an opaque token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** A one-time recovery code: 10 characters without look-alikes (about 49 bits). */
export function generateRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return code;
}

/** Recovery codes are compared case-insensitively. */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.trim().toLowerCase()}`);
}

export interface AccessClaims {
  /** The user id. */
  sub: string;
  /** The session id. */
  sid: string;
  role: Role;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

/** A key for access tokens only, derived from the server secret (which also signs CSRF tokens). */
const signingKeys = new Map<string, Promise<webcrypto.CryptoKey>>();

function signingKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = signingKeys.get(secret);
  if (key === undefined) {
    const derived = createHmac('sha256', secret).update('roomwalk:access-token:v1').digest();
    key = crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    signingKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  input: { userId: string; sessionId: string; role: Role; now: Date },
  secret: string,
  ttlMs = ACCESS_TOKEN_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const expiresAt = new Date(issuedAt * 1000 + ttlMs);
  const claims: AccessClaims = {
    sub: input.userId,
    sid: input.sessionId,
    role: input.role,
    iat: issuedAt,
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  return { token: await sign({ ...claims }, await signingKey(secret), 'HS256'), expiresAt };
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessClaims; expired: boolean }
  | { ok: false; reason: 'malformed' | 'signature' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const ClaimsSchema = v.object({
  sub: v.pipe(v.string(), v.regex(UUID)),
  sid: v.pipe(v.string(), v.regex(UUID)),
  role: v.picklist(ROLES),
  iat: v.pipe(v.number(), v.safeInteger()),
  exp: v.pipe(v.number(), v.safeInteger()),
});

/**
 * Checks the signature and reads the claims. `expired` says whether `exp` is at or before
 * `nowMs`: most callers refuse such a token, sign-out still accepts it to end its session.
 */
export async function checkAccessToken(
  token: string,
  secret: string,
  nowMs: number,
): Promise<AccessTokenCheck> {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  let payload: unknown;
  try {
    // Times are checked below against the injected clock, not hono's Date.now().
    payload = await verify(token, await signingKey(secret), {
      alg: 'HS256',
      exp: false,
      nbf: false,
      iat: false,
    });
  } catch (error) {
    return {
      ok: false,
      reason: error instanceof JwtTokenSignatureMismatched ? 'signature' : 'malformed',
    };
  }
  const claims = v.safeParse(ClaimsSchema, payload);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  return { ok: true, claims: claims.output, expired: claims.output.exp * 1000 <= nowMs };
}
