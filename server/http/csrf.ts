import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { forbidden } from './errors';
import type { ServerEnv } from './server-env';

/**
 * The cookie the app's interceptor copies into X-XSRF-TOKEN (SPEC §7); `__Host-` in production,
 * where no sibling subdomain can plant one.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HOST_COOKIE = '__Host-XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_FAILURE_MESSAGE = 'Invalid or missing CSRF token';

/**
 * The anti-forgery session: a random id in an HttpOnly cookie that each token is signed with, so
 * that a token minted for one visitor is refused for another (docs/decisions/0015-accounts-reveal-nothing.md).
 */
export const CSRF_SESSION_COOKIE = 'roomwalk_csrf_session';
export const CSRF_SESSION_HOST_COOKIE = '__Host-roomwalk_csrf_session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_ID = /^[\w-]{43}$/;
/** The anti-forgery session lasts as long as a refresh token may (30 days). */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const csrfCookieName = (production: boolean) =>
  production ? CSRF_HOST_COOKIE : CSRF_COOKIE;
const sessionCookieName = (production: boolean) =>
  production ? CSRF_SESSION_HOST_COOKIE : CSRF_SESSION_COOKIE;

function sign(sessionId: string, nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}:${nonce}`).digest('base64url');
}

/** A token of the anti-forgery session `sessionId`: a random nonce and its HMAC with the id. */
export function issueCsrfToken(secret: string, sessionId: string): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${sign(sessionId, nonce, secret)}`;
}

export function isValidCsrfToken(token: string, secret: string, sessionId: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(sessionId, nonce, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function readSessionId(c: Context, production: boolean): string | undefined {
  const value = getCookie(c, sessionCookieName(production));
  return value !== undefined && SESSION_ID.test(value) ? value : undefined;
}

/** The visitor's anti-forgery session id, started (in its HttpOnly cookie) when it has none. */
export function csrfSessionId(c: Context, production: boolean): string {
  const existing = readSessionId(c, production);
  if (existing !== undefined) return existing;
  const sessionId = randomBytes(32).toString('base64url');
  setCookie(c, sessionCookieName(production), sessionId, {
    path: '/',
    sameSite: 'Strict',
    secure: production,
    httpOnly: true,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return sessionId;
}

export function setCsrfCookie(c: Context, token: string, production: boolean): void {
  // Readable by the page on purpose: the double submit copies it into a header.
  setCookie(c, csrfCookieName(production), token, {
    path: '/',
    sameSite: 'Strict',
    secure: production,
    httpOnly: false,
  });
}

/**
 * Signed double-submit check on every state-changing request: the header must equal the
 * cookie, and the cookie must carry our signature over this visitor's anti-forgery session.
 * A failure is a 403 mentioning csrf.
 */
export const csrfProtection = (secret: string, production: boolean) =>
  createMiddleware<ServerEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const cookie = getCookie(c, csrfCookieName(production));
      const header = c.req.header(CSRF_HEADER);
      const sessionId = readSessionId(c, production);
      const valid =
        cookie !== undefined &&
        cookie === header &&
        sessionId !== undefined &&
        isValidCsrfToken(cookie, secret, sessionId);
      if (!valid) throw forbidden(CSRF_FAILURE_MESSAGE);
    }
    await next();
  });
