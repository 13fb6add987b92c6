/**
 * Opaque secrets (refresh, reset, challenge tokens, recovery codes) and the access token.
 *
 * Opaque secrets are 256 random bits handed to the client once; the database keeps only their
 * SHA-256, which is enough for values with that much entropy (no salt or slow hash needed).
 *
 * The access token is a compact HS256 JWT made with node:crypto: { sub, sid, role, iat, exp }.
 * Verification accepts exactly our header (no `alg` negotiation, so no `none` or key confusion)
 * and checks `exp` against the time the caller passes in (the injected clock).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role } from '../../src/contract/user';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

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

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signingKeys = new Map<string, Buffer>();

/** A key for access tokens only, derived from the server secret (which also signs CSRF tokens). */
function signingKey(secret: string): Buffer {
  let key = signingKeys.get(secret);
  if (key === undefined) {
    key = createHmac('sha256', secret).update('roomwalk:access-token:v1').digest();
    signingKeys.set(secret, key);
  }
  return key;
}

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(input).digest();
}

export function signAccessToken(
  input: { userId: string; sessionId: string; role: Role; now: Date },
  secret: string,
  ttlMs = ACCESS_TOKEN_TTL_MS,
): { token: string; expiresAt: Date } {
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  const expiresAt = new Date(issuedAt * 1000 + ttlMs);
  const claims: AccessClaims = {
    sub: input.userId,
    sid: input.sessionId,
    role: input.role,
    iat: issuedAt,
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { token: `${body}.${signature(body, secret).toString('base64url')}`, expiresAt };
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessClaims; expired: boolean }
  | { ok: false; reason: 'malformed' | 'signature' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    isUuid(claims.sub) &&
    typeof claims.sid === 'string' &&
    isUuid(claims.sid) &&
    typeof claims.role === 'string' &&
    (ROLES as readonly string[]).includes(claims.role) &&
    Number.isSafeInteger(claims.iat) &&
    Number.isSafeInteger(claims.exp)
  );
}

/**
 * Checks the signature and reads the claims. `expired` says whether `exp` is at or before
 * `nowMs`: most callers refuse such a token, sign-out still accepts it to end its session.
 */
export function checkAccessToken(token: string, secret: string, nowMs: number): AccessTokenCheck {
  if (token.length > 4096) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [header, payload = '', given = ''] = parts;
  const expected = signature(`${header}.${payload}`, secret);
  const givenBytes = Buffer.from(given, 'base64url');
  if (givenBytes.length !== expected.length || !timingSafeEqual(givenBytes, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  return { ok: true, claims, expired: claims.exp * 1000 <= nowMs };
}
