import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { forbidden } from './errors';
import type { ServerEnv } from './server-env';

/** The cookie the app's interceptor copies into X-XSRF-TOKEN (SPEC §7). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_FAILURE_MESSAGE = 'Invalid or missing CSRF token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
}

/** A signed token: a random nonce and its HMAC, so a forged cookie without the secret fails. */
export function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${sign(nonce, secret)}`;
}

export function isValidCsrfToken(token: string, secret: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(nonce, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function setCsrfCookie(c: Context, token: string, secure: boolean): void {
  // Readable by the page on purpose: the double submit copies it into a header.
  setCookie(c, CSRF_COOKIE, token, { path: '/', sameSite: 'Strict', secure, httpOnly: false });
}

/**
 * Signed double-submit check on every state-changing request: the header must equal the
 * cookie, and the cookie must carry our signature. A failure is a 403 mentioning csrf.
 */
export const csrfProtection = (secret: string) =>
  createMiddleware<ServerEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const cookie = getCookie(c, CSRF_COOKIE);
      const header = c.req.header(CSRF_HEADER);
      if (!cookie || !header || cookie !== header || !isValidCsrfToken(cookie, secret)) {
        throw forbidden(CSRF_FAILURE_MESSAGE);
      }
    }
    await next();
  });
