/**
 * Anti-forgery tokens (SPEC §7): X-CSRF-Token carries the stored token and X-XSRF-TOKEN the
 * server's XSRF cookie (or csrf-token meta tag). Before a state-changing request with no XSRF
 * cookie yet, GET /api/csrf-token fetches one; a 403 mentioning csrf renews it and reloads the page.
 */
import { getCsrfToken, readXsrfToken } from '../csrf-token';
import { logger } from '../logger';
import { resolveApiUrl } from './paths';
import { REQUEST_TIMEOUT_MS, type Transport } from './transport';

export const CSRF_TOKEN_PATH = '/api/csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the server checks the anti-forgery token of a request with this method. */
export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method);
}

export interface CsrfOptions {
  baseUrl: string;
  transport: Transport;
  reloadPage: () => void;
  /** The stored anti-forgery token (X-CSRF-Token). */
  csrfToken?: (() => string) | undefined;
  /** The server's XSRF value (X-XSRF-TOKEN), or null. */
  xsrfToken?: (() => string | null) | undefined;
}

export interface Csrf {
  /** The stored anti-forgery token (X-CSRF-Token). */
  csrfToken: () => string;
  /** X-CSRF-Token, and X-XSRF-TOKEN when the server set one. */
  headers(): Record<string, string>;
  /** Before a state-changing request with no XSRF cookie yet: fetch one (a failure is logged). */
  beforeRequest(method: string): Promise<void>;
  /** A response was refused: a 403 mentioning csrf renews the cookie and reloads the page. */
  afterRefusal(method: string, path: string, status: number, message: string): Promise<void>;
}

export function createCsrf(options: CsrfOptions): Csrf {
  const csrfToken = options.csrfToken ?? (() => getCsrfToken());
  const xsrfToken = options.xsrfToken ?? (() => readXsrfToken());

  /** GET /api/csrf-token: the server sets a fresh XSRF-TOKEN cookie. */
  async function fetchXsrfCookie(): Promise<void> {
    const url = resolveApiUrl(options.baseUrl, CSRF_TOKEN_PATH);
    await options.transport(
      'GET',
      url,
      {
        method: 'GET',
        credentials: 'include',
        cache: 'no-store',
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      },
      { resourceType: 'api', timeoutMs: REQUEST_TIMEOUT_MS, track: true },
    );
  }

  return {
    csrfToken,
    headers() {
      const headers: Record<string, string> = { 'X-CSRF-Token': csrfToken() };
      const xsrf = xsrfToken();
      if (xsrf !== null) headers['X-XSRF-TOKEN'] = xsrf;
      return headers;
    },
    async beforeRequest(method) {
      if (!isStateChanging(method) || xsrfToken() !== null) return;
      try {
        await fetchXsrfCookie();
      } catch (error) {
        logger.warn('The anti-forgery cookie could not be fetched', error);
      }
    },
    async afterRefusal(method, path, status, message) {
      if (status !== 403 || !/csrf/i.test(message)) return;
      logger.warn(`${method} ${path} was refused for its anti-forgery token; reloading`);
      try {
        await fetchXsrfCookie();
      } catch (error) {
        logger.warn('The anti-forgery cookie could not be renewed', error);
      }
      options.reloadPage();
    },
  };
}
