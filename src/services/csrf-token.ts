/**
 * The anti-forgery tokens of SPEC §3, §7 and §9:
 * - the app's own token, 32 random bytes as 64 lowercase hex characters, stored locally and sent
 *   as X-CSRF-Token; renewed after every token refresh (SPEC §4);
 * - the server's XSRF value, read from the XSRF-TOKEN cookie or the csrf-token meta tag and copied
 *   into X-XSRF-TOKEN by the request client (SPEC §7's interceptor); the server checks that one.
 */
import { logger } from './logger';
import { localStore } from './web-storage';

export const CSRF_TOKEN_STORAGE_KEY = 'roomwalk.csrfToken';
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
/** The same cookie as production names it: `__Host-`, so no sibling subdomain can set it. */
export const XSRF_HOST_COOKIE_NAME = `__Host-${XSRF_COOKIE_NAME}`;
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Makes and stores a new token; if storage fails the token still serves this page. */
export function renewCsrfToken(storage: Storage = localStore()): string {
  const token = randomHex(TOKEN_BYTES);
  try {
    storage.setItem(CSRF_TOKEN_STORAGE_KEY, token);
  } catch (error) {
    logger.warn('The anti-forgery token could not be saved', error);
  }
  return token;
}

/** The stored token; a new one when there is none (or the stored one is not 64 hex). */
export function getCsrfToken(storage: Storage = localStore()): string {
  try {
    const stored = storage.getItem(CSRF_TOKEN_STORAGE_KEY);
    if (stored !== null && TOKEN_PATTERN.test(stored)) return stored;
  } catch (error) {
    logger.warn('The anti-forgery token could not be read', error);
  }
  return renewCsrfToken(storage);
}

/**
 * The XSRF cookie's value (`__Host-XSRF-TOKEN` first, then XSRF-TOKEN), else the content of
 * <meta name="csrf-token">, else null.
 */
export function readXsrfToken(doc: Document = document): string | null {
  let cookies = '';
  try {
    cookies = doc.cookie;
  } catch (error) {
    logger.warn('Cookies could not be read', error);
  }
  const fromCookie =
    cookieValue(cookies, XSRF_HOST_COOKIE_NAME) ?? cookieValue(cookies, XSRF_COOKIE_NAME);
  if (fromCookie !== null) return fromCookie;
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content.trim();
  return meta ? meta : null;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (!value) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
