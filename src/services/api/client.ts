/**
 * The one request client (SPEC §7 "Request clients", §8, §9 "Requests and data"), composed of its
 * concerns:
 *
 * - paths.ts: URLs (the API base from build configuration; relative paths get the /api/v1 prefix,
 *   absolute URLs are refused), X-Resource-Type and the cache mode by path.
 * - transport.ts: timeouts (30 s, 60 s for uploads) and network retries (3, after 100, 200, 400 ms).
 * - csrf.ts: X-CSRF-Token, X-XSRF-TOKEN, fetching the XSRF cookie, the 403 that reloads the page.
 * - token-refresh.ts: the bearer token, one refresh and one retry on a 401, the expired session.
 * - escaping.ts: outgoing bodies checked and HTML-escaped, incoming data checked (text as typed).
 * - response.ts and errors.ts: the body, SPEC §3's error object and SPEC §8's messages.
 * - statistics.ts: every request recorded in the cache statistics (SPEC §3).
 * - event-streams.ts: Server-Sent Events.
 *
 * GET, POST, PUT, PATCH and DELETE with JSON; `getFresh` adds `_t=<timestamp>` and no-store;
 * X-Requested-With on every call and credentials included.
 */
import { createCsrf } from './csrf';
import { outgoingBody } from './escaping';
import { createEventStreams } from './event-streams';
import { cacheModeFor, resolveApiUrl, resourceTypeOf } from './paths';
import { readResponse, type ResponseContext } from './response';
import { createExchangeRecorder } from './statistics';
import { createTokenRefresh } from './token-refresh';
import { createTransport, defaultSleep, timeoutFor, type Exchange } from './transport';
import type { ApiClient, ApiClientOptions, RequestBody, RequestOptions } from './types';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '';
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const transport = createTransport({
    fetch: fetchImpl,
    now,
    sleep: options.sleep ?? defaultSleep,
    record: createExchangeRecorder({
      statistics: options.statistics,
      now,
      isCacheHit: options.isCacheHit,
    }),
  });
  const csrf = createCsrf({
    baseUrl,
    transport,
    reloadPage: options.reloadPage,
    csrfToken: options.csrfToken,
    xsrfToken: options.xsrfToken,
  });
  const tokens = createTokenRefresh(options);
  const responses: ResponseContext = {
    now,
    onRefused: (method, path, status, message) => csrf.afterRefusal(method, path, status, message),
  };

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
    const { payload, contentType } = outgoingBody(
      method,
      path,
      body,
      requestOptions.escape !== false,
    );

    await csrf.beforeRequest(method);

    const send = (token: string | null): Promise<Exchange> => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Resource-Type': resourceType,
        'X-Requested-With': 'XMLHttpRequest',
        ...csrf.headers(),
      };
      if (contentType) headers['Content-Type'] = contentType;
      if (token) headers.Authorization = `Bearer ${token}`;
      Object.assign(headers, requestOptions.headers);
      const init: RequestInit = {
        method,
        headers,
        body: payload,
        credentials: 'include',
        cache: fresh ? 'no-store' : cacheModeFor(path),
      };
      return transport(method, url, init, {
        resourceType,
        timeoutMs: requestOptions.timeoutMs ?? timeoutFor(path),
        signal: requestOptions.signal,
        track: requestOptions.track !== false,
        onUploadProgress: requestOptions.onUploadProgress,
        binary: requestOptions.binary,
        onDownloadProgress: requestOptions.onDownloadProgress,
      });
    };

    const result = await tokens.send(requestOptions.auth !== false, send);
    return readResponse<T>(method, path, result, requestOptions, responses);
  }

  return {
    events: createEventStreams({
      baseUrl,
      fetch: fetchImpl,
      getAccessToken: options.getAccessToken,
      csrfToken: csrf.csrfToken,
      response: responses,
    }),
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    getBlob: (path, requestOptions) =>
      request<Blob>('GET', path, undefined, { ...requestOptions, binary: true }),
    getFresh: (path, requestOptions) => request('GET', path, undefined, requestOptions, true),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body, requestOptions),
    patch: (path, body, requestOptions) => request('PATCH', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
    raw: () =>
      import('./raw-requests').then((loaded) =>
        loaded.rawRequests(baseUrl, csrf, tokens, transport),
      ),
  };
}
