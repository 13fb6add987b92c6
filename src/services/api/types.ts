/** The request client's interface and options (SPEC §7). */
import type * as v from 'valibot';
import type { CacheStatisticsCollector } from '../cache-statistics';

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

export interface RawRequestOptions {
  headers: Record<string, string>;
  body: BodyInit | null;
  signal?: AbortSignal;
  /** Given, the body goes through XMLHttpRequest to report its progress (api/transport.ts). */
  onUploadProgress?: (sentBytes: number, totalBytes: number) => void;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface RawRequests {
  /** The address of an API path, as requests are sent to it. */
  urlOf(path: string): string;
  /**
   * A request to an address of urlOf, sent with the anti-forgery headers, the access token
   * (renewed once on a 401), the timeout and network retries of every call, and its answer left as
   * it came, refusals included.
   */
  send(method: string, url: string, options: RawRequestOptions): Promise<RawResponse>;
}

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
  /** Requests another library composes (the resumable upload's tus client); loaded on first use. */
  raw(): Promise<RawRequests>;
  /**
   * GET a stream of Server-Sent Events, calling `onEvent` with each event's name and data (its
   * data JSON-parsed, text as typed like any response's). Resolves when the server ends the stream.
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
