/**
 * The one request client (SPEC §7 "Request clients", §8, §9 "Requests and data"). It does what
 * the two clients of the older code base did between them:
 *
 * - URLs: the API base from build configuration; relative paths get the /api/v1 prefix (paths
 *   already under /api/ are kept). Absolute URLs are refused: the client only talks to the API.
 * - GET, POST, PUT, PATCH and DELETE with JSON; `getFresh` adds `_t=<timestamp>` and no-store.
 * - Headers: X-Resource-Type (auth, user, static, api), X-Requested-With, X-CSRF-Token (the stored
 *   anti-forgery token), X-XSRF-TOKEN (the XSRF-TOKEN cookie or csrf-token meta tag), and a bearer
 *   token on authenticated calls; credentials are included. Before a state-changing request with
 *   no XSRF cookie yet, GET /api/csrf-token fetches one (the server checks it on every change).
 * - Cache mode by path: auth no-store, user and profile no-cache, static assets force-cache, else
 *   the default.
 * - Timeouts: 30 s, 60 s for upload paths. Network failures (fetch rejecting with a TypeError) are
 *   retried up to 3 times after 2^n × 100 ms (n = 0, 1, 2: 100, 200, 400 ms).
 * - Outgoing content (SPEC §5): a body matching a dangerous pattern is blocked before sending
 *   ('Request blocked due to suspicious content', 400); string values are HTML-escaped, except the
 *   values of keys matching /password|token|code/i, which are sent exactly as typed (escaping a
 *   password or a one-time code would change it, and the server compares them byte for byte).
 * - Incoming content: a response with dangerous content logs a warning, or is rejected when the
 *   caller asks for `strict`. A body of the form { data } alone is unwrapped. A valibot `schema`
 *   validates the result.
 * - Errors (SPEC §3's API error object: message, status, data, network flag), message precedence
 *   of SPEC §8: the body's message, else 'API Error: {status} {statusText}', else
 *   'An unknown error occurred'. 429 carries retryAfterSeconds and nextValidRequestTime; 401 on an
 *   authenticated call refreshes the session once and retries once, else the session is expired
 *   ('Session expired. Please login again.'); a 403 mentioning csrf renews the XSRF cookie and
 *   reloads the page.
 * - Every request is recorded in the cache statistics (SPEC §3).
 */
import * as v from 'valibot';
import {
  SESSION_EXPIRED_MESSAGE,
  SUSPICIOUS_CONTENT_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '../contract/api-error';
import type { CacheStatistics } from '../contract/business';
import { cdnStatusFromHeaders, type CacheStatisticsCollector } from './cache-statistics';
import {
  escapeHtml,
  isSafeRelativeUrl,
  unescapeHtml,
  valueContainsDangerousContent,
} from './content-safety';
import { getCsrfToken, readXsrfToken } from './csrf-token';
import { logger } from './logger';

// --- SPEC §8: the generic failure message of each call. ---------------------------------------

export const REGISTRATION_FAILED = 'Registration failed';
export const COMPLETE_PROFILE_FAILED = 'Failed to complete profile';
export const LOGIN_FAILED = 'Invalid credentials';
export const FETCH_PROFILE_FAILED = 'Failed to fetch profile';
export const FORGOT_PASSWORD_FAILED = 'Failed to process forgot password request';
export const RESET_PASSWORD_FAILED = 'Failed to reset password';
export const REFRESH_TOKEN_FAILED = 'Failed to refresh token';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';
export const ENABLE_TWO_FACTOR_FAILED = 'Failed to enable two-factor authentication';
export const VERIFY_TWO_FACTOR_FAILED = 'Failed to verify two-factor authentication';
export const DISABLE_TWO_FACTOR_FAILED = 'Failed to disable two-factor authentication';
export const GET_SESSIONS_FAILED = 'Failed to get active sessions';
export const REVOKE_SESSION_FAILED = 'Failed to revoke session';
export const REVOKE_ALL_SESSIONS_FAILED = 'Failed to revoke all sessions';

export const FAILURE_MESSAGES = {
  register: REGISTRATION_FAILED,
  completeProfile: COMPLETE_PROFILE_FAILED,
  login: LOGIN_FAILED,
  fetchProfile: FETCH_PROFILE_FAILED,
  forgotPassword: FORGOT_PASSWORD_FAILED,
  resetPassword: RESET_PASSWORD_FAILED,
  refreshToken: REFRESH_TOKEN_FAILED,
  changePassword: CHANGE_PASSWORD_FAILED,
  enableTwoFactor: ENABLE_TWO_FACTOR_FAILED,
  verifyTwoFactor: VERIFY_TWO_FACTOR_FAILED,
  disableTwoFactor: DISABLE_TWO_FACTOR_FAILED,
  getSessions: GET_SESSIONS_FAILED,
  revokeSession: REVOKE_SESSION_FAILED,
  revokeAllSessions: REVOKE_ALL_SESSIONS_FAILED,
} as const;
export type ApiCall = keyof typeof FAILURE_MESSAGES;

// --- Constants of SPEC §8 and §9. -------------------------------------------------------------

export const REQUEST_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const MAX_NETWORK_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 100;
export const DEFAULT_RETRY_AFTER_SECONDS = 60;
export const TIMEOUT_MESSAGE = 'The request timed out';
export const RESPONSE_REJECTED_MESSAGE = 'Response rejected due to suspicious content';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response';
export const CSRF_TOKEN_PATH = '/api/csrf-token';
export const CACHE_ANALYTICS_PATH = '/api/v1/analytics/cache';

/**
 * Keys whose values are sent exactly as typed, never HTML-escaped: secrets and codes, and links
 * (an annotation's web address, which both sides validate as an http(s) URL).
 */
export const KEPT_AS_TYPED_KEYS = /password|token|code|^link$/i;

// --- The API error object (SPEC §3). -----------------------------------------------------------

export interface ApiRequestErrorInit {
  status: number;
  data?: unknown;
  network?: boolean;
  /**
   * The message is only a generic description ('API Error: …', a network failure's text, an
   * unexpected response): callers show their own per-call message instead (see failureMessage).
   */
  generic?: boolean;
  timedOut?: boolean;
  retryAfterSeconds?: number;
  nextValidRequestTime?: number;
}

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  /** The HTTP status; 0 when no response came. */
  readonly status: number;
  /** The parsed response body, when there was one. */
  readonly data: unknown;
  /** No response came: the network failed or the request timed out. */
  readonly network: boolean;
  readonly generic: boolean;
  readonly timedOut: boolean;
  /** 429: seconds to wait, from Retry-After (default 60). */
  readonly retryAfterSeconds: number | undefined;
  /** 429: when another request may succeed, in milliseconds since the epoch. */
  readonly nextValidRequestTime: number | undefined;

  constructor(message: string, init: ApiRequestErrorInit) {
    super(message);
    this.status = init.status;
    this.data = init.data;
    this.network = init.network ?? false;
    this.generic = init.generic ?? false;
    this.timedOut = init.timedOut ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.nextValidRequestTime = init.nextValidRequestTime;
  }
}

/**
 * What to tell the user about a failed call: the server's message when it sent one (or one of
 * SPEC §8's own: session expired, suspicious content, a timeout), else the call's generic message.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && !error.generic && error.message
    ? error.message
    : fallback;
}

/**
 * The same failure with the message failureMessage would show, so that a machine that keeps only
 * the message shows the call's own text; the status and body stay for callers that read them.
 */
export function withFailureMessage(error: unknown, fallback: string): ApiRequestError {
  const message = failureMessage(error, fallback);
  if (error instanceof ApiRequestError) {
    if (message === error.message) return error;
    return new ApiRequestError(message, {
      status: error.status,
      data: error.data,
      network: error.network,
      timedOut: error.timedOut,
      ...(error.retryAfterSeconds !== undefined && { retryAfterSeconds: error.retryAfterSeconds }),
      ...(error.nextValidRequestTime !== undefined && {
        nextValidRequestTime: error.nextValidRequestTime,
      }),
    });
  }
  return new ApiRequestError(message, { status: 0 });
}

/**
 * The server's field messages (SPEC §3's error object: data.fieldErrors, or fieldErrors at the
 * top), the first of each field; undefined when it sent none.
 */
export function fieldErrorsOf(error: ApiRequestError): Record<string, string> | undefined {
  const body = error.data as { data?: { fieldErrors?: unknown }; fieldErrors?: unknown } | null;
  const raw = body?.data?.fieldErrors ?? body?.fieldErrors;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(raw as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) errors[field] = first;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** SPEC §5: a redirect target the app follows only when it is a relative URL with one slash. */
export function safeRedirect(url: string | null | undefined, fallback = '/'): string {
  if (url === null || url === undefined || url === '') return fallback;
  if (isSafeRelativeUrl(url)) return url;
  logger.warn('An unsafe redirect target was ignored', url);
  return fallback;
}

// --- Paths. -------------------------------------------------------------------------------------

export type ResourceType = 'auth' | 'user' | 'static' | 'api';

const STATIC_ASSET =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|glb|gltf|bin|ktx2|mp4|webm)$/i;

/** The path without query, hash and the /api/v1 (or /api) prefix, with a leading slash. */
function apiPathname(path: string): string {
  const pathname = (path.startsWith('/') ? path : `/${path}`).split(/[?#]/, 1)[0] ?? '/';
  return pathname.replace(/^\/api(?:\/v1)?(?=\/|$)/, '') || '/';
}

/** SPEC §7: the X-Resource-Type of a path. */
export function resourceTypeOf(path: string): ResourceType {
  const pathname = apiPathname(path);
  if (/^\/auth(?:\/|$)/.test(pathname)) return 'auth';
  if (/\/(?:users?|profiles?)(?:\/|$)/.test(pathname)) return 'user';
  if (/^\/(?:static|assets)\//.test(pathname) || STATIC_ASSET.test(pathname)) return 'static';
  return 'api';
}

/** SPEC §7: auth paths are not cached, user and profile paths revalidated, static force-cached. */
export function cacheModeFor(path: string): RequestCache {
  switch (resourceTypeOf(path)) {
    case 'auth':
      return 'no-store';
    case 'user':
      return 'no-cache';
    case 'static':
      return 'force-cache';
    default:
      return 'default';
  }
}

/** SPEC §9: 30 s, 60 s for upload paths. */
export function timeoutFor(path: string): number {
  return path.includes('/upload') ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/** The URL of an API path: relative paths get /api/v1, joined to the base. */
export function resolveApiUrl(baseUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('\\')) {
    throw new Error(`Request paths must be relative to the API: ${path}`);
  }
  let relative = path.startsWith('/') ? path : `/${path}`;
  if (!/^\/api(?:[/?#]|$)/.test(relative)) relative = `/api/v1${relative}`;
  return baseUrl.replace(/\/+$/, '') + relative;
}

// --- The client. --------------------------------------------------------------------------------

export interface RequestOptions<T = unknown> {
  /** Attach the bearer token when there is one, and treat a 401 as an expired session. Default true. */
  auth?: boolean;
  /** Reject a response with dangerous content instead of only warning. */
  strict?: boolean;
  signal?: AbortSignal;
  /** Overrides the 30 s (60 s for uploads) timeout. */
  timeoutMs?: number;
  /** Validates the response data; its output is returned. */
  schema?: v.GenericSchema<unknown, T>;
  /** HTML-escape outgoing string values (SPEC §5). Default true. */
  escape?: boolean;
  /** Record the request in the cache statistics. Default true (the statistics report itself is not). */
  track?: boolean;
  headers?: Record<string, string>;
  /**
   * Reports the bytes of a raw body (a file) sent so far. The request then goes through
   * XMLHttpRequest, the one browser API that reports upload progress, and its timeout counts
   * from the last progress rather than from the start, so a large file on a slow line can finish.
   */
  onUploadProgress?: (sentBytes: number, totalBytes: number) => void;
  /** Read a successful response's body as a Blob (an image, a model), not as JSON. */
  binary?: boolean;
  /** With `binary`: reports the bytes received so far (total 0 when the size is not known). */
  onDownloadProgress?: (receivedBytes: number, totalBytes: number) => void;
}

export type RequestBody = unknown;

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** GET of a binary body (an image, a model) as a Blob, with the same rules as get. */
  getBlob(path: string, options?: Omit<RequestOptions<Blob>, 'schema' | 'binary'>): Promise<Blob>;
  /** GET past every cache: adds _t=<timestamp> and cache: 'no-store'. */
  getFresh<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * GET a stream of Server-Sent Events, calling `onEvent` with each event's name and data (its
   * data JSON-parsed and unescaped like any response's). Resolves when the server ends the stream.
   * Rejects with an ApiRequestError when it cannot be opened (callers fall back to polling).
   */
  events(
    path: string,
    onEvent: (event: string, data: unknown) => void,
    options?: { signal?: AbortSignal },
  ): Promise<void>;
}

export interface ApiClientOptions {
  /** Defaults to VITE_API_BASE_URL, else the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getAccessToken: () => Promise<string | null>;
  /** Refreshes the session; true when a new access token is available. */
  refreshSession: () => Promise<boolean>;
  /** The session is over: clear it and tell the user. */
  onSessionExpired: (message: string) => void;
  reloadPage: () => void;
  statistics?: CacheStatisticsCollector;
  /** Milliseconds since the epoch. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The stored anti-forgery token (X-CSRF-Token). */
  csrfToken?: () => string;
  /** The server's XSRF value (X-XSRF-TOKEN), or null. */
  xsrfToken?: () => string | null;
  /** Whether the browser's HTTP cache answered this URL (for the statistics). */
  isCacheHit?: (url: string) => boolean;
}

interface Exchange {
  response: Response;
  /** The body as text; empty when it was read as a blob. */
  text: string;
  /** The body of a successful binary request (RequestOptions.binary). */
  blob?: Blob;
}

/** How one request travels: its limits, its progress, how its body is read. */
interface Transfer {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  onUploadProgress?: RequestOptions['onUploadProgress'];
  binary?: boolean | undefined;
  onDownloadProgress?: RequestOptions['onDownloadProgress'];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    body instanceof URLSearchParams
  );
}

/**
 * The browser's own record of the request: a body that arrived with no bytes transferred came
 * from its HTTP cache. Cross-origin entries without Timing-Allow-Origin report no sizes at all, so
 * they count as misses.
 */
function browserCacheHit(url: string): boolean {
  try {
    if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') {
      return false;
    }
    const absolute = new URL(url, globalThis.location?.href).href;
    const entries = performance.getEntriesByName(absolute, 'resource');
    const last = entries[entries.length - 1] as PerformanceResourceTiming | undefined;
    return last !== undefined && last.transferSize === 0 && last.decodedBodySize > 0;
  } catch {
    return false;
  }
}

function parseBody(text: string, contentType: string): { value: unknown; parsed: boolean } {
  if (text === '') return { value: undefined, parsed: true };
  if (!/\bjson\b/i.test(contentType)) return { value: text, parsed: true };
  try {
    return { value: JSON.parse(text) as unknown, parsed: true };
  } catch {
    return { value: text, parsed: false };
  }
}

/** SPEC §8: the body's message field, else 'API Error: {status} {statusText}', else unknown. */
function errorMessage(data: unknown, response: Response): { message: string; generic: boolean } {
  if (isPlainRecord(data) && typeof data.message === 'string' && data.message.trim() !== '') {
    return { message: data.message, generic: false };
  }
  if (response.status > 0) {
    return {
      message: `API Error: ${response.status} ${response.statusText}`.trim(),
      generic: true,
    };
  }
  return { message: UNKNOWN_ERROR_MESSAGE, generic: true };
}

/** Seconds from Retry-After (seconds or an HTTP date), else the body's retryAfter, else 60. */
function retryAfterSeconds(header: string | null, data: unknown, now: number): number {
  const value = header?.trim();
  if (value) {
    if (/^\d+$/.test(value)) return Number(value);
    const date = Date.parse(value);
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const fromBody =
    isPlainRecord(data) && isPlainRecord(data.data) ? data.data.retryAfter : undefined;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return fromBody;
  return DEFAULT_RETRY_AFTER_SECONDS;
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '';
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const csrfToken = options.csrfToken ?? (() => getCsrfToken());
  const xsrfToken = options.xsrfToken ?? (() => readXsrfToken());
  const isCacheHit = options.isCacheHit ?? browserCacheHit;
  let refreshing: Promise<boolean> | undefined;

  /** One refresh at a time: concurrent 401s share it. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= options
      .refreshSession()
      .catch((error: unknown) => {
        logger.warn('The session could not be refreshed', error);
        return false;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  /** One fetch with its timeout, the body read included. */
  async function fetchOnce(url: string, init: RequestInit, transfer: Transfer): Promise<Exchange> {
    const { signal, onUploadProgress } = transfer;
    signal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const startTimer = () =>
      setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError'));
      }, transfer.timeoutMs);
    let timer = startTimer();
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const sent = { ...init, signal: controller.signal };
      const response = onUploadProgress
        ? await (
            await import('./streaming-transfers')
          ).fetchWithUploadProgress(url, sent, (sentBytes, totalBytes) => {
            clearTimeout(timer);
            timer = startTimer();
            onUploadProgress(sentBytes, totalBytes);
          })
        : await fetchImpl(url, sent);
      if (transfer.binary && response.ok) {
        const blob = transfer.onDownloadProgress
          ? await (
              await import('./streaming-transfers')
            ).blobWithProgress(response, transfer.onDownloadProgress)
          : await response.blob();
        return { response, text: '', blob };
      }
      const text = await response.text();
      return { response, text };
    } catch (error) {
      if (timedOut) {
        throw new ApiRequestError(TIMEOUT_MESSAGE, { status: 0, network: true, timedOut: true });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  /** The request with its network retries, recorded once in the statistics. */
  async function exchange(
    method: string,
    url: string,
    init: RequestInit,
    meta: Transfer & { resourceType: ResourceType; track: boolean },
  ): Promise<Exchange> {
    const started = now();
    const record = (result: Exchange | null) => {
      if (!meta.track || options.statistics === undefined) return;
      options.statistics.record({
        method,
        resourceType: meta.resourceType,
        durationMs: now() - started,
        sizeBytes: result ? (result.blob?.size ?? new TextEncoder().encode(result.text).length) : 0,
        cacheHit: result ? isCacheHit(url) : undefined,
        cdn: result ? cdnStatusFromHeaders(result.response.headers) : null,
        networkError: result === null,
      });
    };

    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await fetchOnce(url, init, meta);
        record(result);
        return result;
      } catch (error) {
        if (meta.signal?.aborted) throw meta.signal.reason ?? error;
        if (error instanceof TypeError && attempt < MAX_NETWORK_RETRIES) {
          logger.warn(`${method} ${url} failed; retry ${attempt + 1} of ${MAX_NETWORK_RETRIES}`);
          await sleep(2 ** attempt * RETRY_BASE_DELAY_MS);
          continue;
        }
        record(null);
        if (error instanceof ApiRequestError) throw error;
        const message =
          error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
        throw new ApiRequestError(message, { status: 0, network: true, generic: true });
      }
    }
  }

  /** GET /api/csrf-token: the server sets a fresh XSRF-TOKEN cookie. */
  async function fetchXsrfCookie(): Promise<void> {
    const url = resolveApiUrl(baseUrl, CSRF_TOKEN_PATH);
    await exchange(
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

  async function request<T>(
    method: string,
    path: string,
    body: RequestBody,
    requestOptions: RequestOptions<T> = {},
    fresh = false,
  ): Promise<T> {
    const resourceType = resourceTypeOf(path);
    let url = resolveApiUrl(baseUrl, path);
    if (fresh) url += `${url.includes('?') ? '&' : '?'}_t=${now()}`;
    const authenticated = requestOptions.auth !== false;
    const stateChanging = !SAFE_METHODS.has(method);

    let payload: BodyInit | undefined;
    let contentType: string | undefined;
    if (body !== undefined && body !== null) {
      if (isRawBody(body)) {
        payload = body;
      } else {
        if (valueContainsDangerousContent(body)) {
          logger.warn(`${method} ${path} was blocked: the body contains suspicious content`);
          throw new ApiRequestError(SUSPICIOUS_CONTENT_MESSAGE, { status: 400 });
        }
        const outgoing =
          requestOptions.escape === false
            ? body
            : escapeHtml(body, (key) => KEPT_AS_TYPED_KEYS.test(key));
        payload = JSON.stringify(outgoing);
        contentType = 'application/json';
      }
    }

    if (stateChanging && xsrfToken() === null) {
      try {
        await fetchXsrfCookie();
      } catch (error) {
        logger.warn('The anti-forgery cookie could not be fetched', error);
      }
    }

    const send = async (): Promise<{ exchange: Exchange; token: string | null }> => {
      const token = authenticated ? await options.getAccessToken() : null;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Resource-Type': resourceType,
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-Token': csrfToken(),
      };
      if (contentType) headers['Content-Type'] = contentType;
      const xsrf = xsrfToken();
      if (xsrf !== null) headers['X-XSRF-TOKEN'] = xsrf;
      if (token) headers.Authorization = `Bearer ${token}`;
      Object.assign(headers, requestOptions.headers);
      const init: RequestInit = {
        method,
        headers,
        body: payload,
        credentials: 'include',
        cache: fresh ? 'no-store' : cacheModeFor(path),
      };
      const result = await exchange(method, url, init, {
        resourceType,
        timeoutMs: requestOptions.timeoutMs ?? timeoutFor(path),
        signal: requestOptions.signal,
        track: requestOptions.track !== false,
        onUploadProgress: requestOptions.onUploadProgress,
        binary: requestOptions.binary,
        onDownloadProgress: requestOptions.onDownloadProgress,
      });
      return { exchange: result, token };
    };

    let { exchange: result, token } = await send();

    // SPEC §4 and §8: a 401 on an authenticated call gets one refresh and one retry.
    if (result.response.status === 401 && authenticated && token) {
      const current = await options.getAccessToken();
      // Another request may have refreshed the session meanwhile: then just retry.
      const renewed = (current !== null && current !== token) || (await refreshOnce());
      if (renewed) ({ exchange: result, token } = await send());
      if (!renewed || result.response.status === 401) {
        const { value } = parseBody(result.text, result.response.headers.get('content-type') ?? '');
        options.onSessionExpired(SESSION_EXPIRED_MESSAGE);
        throw new ApiRequestError(SESSION_EXPIRED_MESSAGE, { status: 401, data: value });
      }
    }

    return readResponse<T>(method, path, result, requestOptions);
  }

  async function readResponse<T>(
    method: string,
    path: string,
    { response, text, blob }: Exchange,
    requestOptions: RequestOptions<T>,
  ): Promise<T> {
    if (blob !== undefined) return blob as T;
    const { value, parsed } = parseBody(text, response.headers.get('content-type') ?? '');

    if (!response.ok) {
      const { message, generic } = errorMessage(value, response);
      if (response.status === 429) {
        const seconds = retryAfterSeconds(response.headers.get('retry-after'), value, now());
        throw new ApiRequestError(message, {
          status: 429,
          data: value,
          generic,
          retryAfterSeconds: seconds,
          nextValidRequestTime: now() + seconds * 1000,
        });
      }
      if (response.status === 403 && /csrf/i.test(message)) {
        logger.warn(`${method} ${path} was refused for its anti-forgery token; reloading`);
        try {
          await fetchXsrfCookie();
        } catch (error) {
          logger.warn('The anti-forgery cookie could not be renewed', error);
        }
        options.reloadPage();
      }
      throw new ApiRequestError(message, { status: response.status, data: value, generic });
    }

    if (!parsed) {
      logger.warn(`${method} ${path} answered with JSON that cannot be read`);
      throw new ApiRequestError(UNEXPECTED_RESPONSE_MESSAGE, {
        status: response.status,
        data: value,
        generic: true,
      });
    }

    if (valueContainsDangerousContent(value)) {
      if (requestOptions.strict) {
        logger.warn(`${method} ${path} was rejected: the response contains suspicious content`);
        throw new ApiRequestError(RESPONSE_REJECTED_MESSAGE, {
          status: response.status,
          generic: true,
        });
      }
      logger.warn(`${method} ${path}: the response contains potentially dangerous content`);
    }

    // The second client "reads the data field": a body that is only { data } is unwrapped.
    // What we escaped on the way out comes back as typed (docs/decisions/0005).
    const data = unescapeHtml(
      isPlainRecord(value) && Object.keys(value).length === 1 && 'data' in value
        ? value.data
        : value,
    );

    if (requestOptions.schema) {
      const result = v.safeParse(requestOptions.schema, data);
      if (!result.success) {
        logger.warn(
          `${method} ${path} answered with an unexpected shape`,
          v.flatten(result.issues),
        );
        throw new ApiRequestError(UNEXPECTED_RESPONSE_MESSAGE, {
          status: response.status,
          data,
          generic: true,
        });
      }
      return result.output;
    }
    return data as T;
  }

  async function events(
    path: string,
    onEvent: (event: string, data: unknown) => void,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<void> {
    const token = await options.getAccessToken();
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': csrfToken(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      const url = resolveApiUrl(baseUrl, path);
      response = await fetchImpl(url, {
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
    } catch {
      if (signal?.aborted) throw signal.reason;
      throw new ApiRequestError(UNKNOWN_ERROR_MESSAGE, { status: 0, network: true, generic: true });
    }
    if (!response.ok || response.body === null) {
      await readResponse('GET', path, { response, text: await response.text() }, {});
      throw new ApiRequestError(UNEXPECTED_RESPONSE_MESSAGE, { status: response.status });
    }
    const { serverSentEvents } = await import('./streaming-transfers');
    for await (const { event, data } of serverSentEvents(response.body)) {
      try {
        onEvent(event, unescapeHtml(JSON.parse(data)));
      } catch {
        logger.warn(`GET ${path} sent an event whose data is not JSON`);
      }
    }
  }

  return {
    events,
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    getBlob: (path, requestOptions) =>
      request<Blob>('GET', path, undefined, { ...requestOptions, binary: true }),
    getFresh: (path, requestOptions) => request('GET', path, undefined, requestOptions, true),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body, requestOptions),
    patch: (path, body, requestOptions) => request('PATCH', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
  };
}

/**
 * The sender for startCacheReporting: POST /api/v1/analytics/cache. Not recorded in the
 * statistics (or every report would make the next one), and anonymous, so that a background
 * report never starts the expired-session flow.
 */
export function cacheReportSender(client: ApiClient): (snapshot: CacheStatistics) => Promise<void> {
  return async (snapshot) => {
    await client.post(CACHE_ANALYTICS_PATH, snapshot, { auth: false, track: false });
  };
}
