/**
 * Requests another library composes, on the request client's own parts (ApiClient.raw): the
 * resumable upload's tus client sends its parts through them. Loaded with the first upload, so
 * that no page pays for it before.
 */
import type { Csrf } from './csrf';
import { resolveApiUrl } from './paths';
import type { TokenRefresh } from './token-refresh';
import { UPLOAD_TIMEOUT_MS, type Transport } from './transport';
import type { RawRequests } from './types';

export function rawRequests(
  baseUrl: string,
  csrf: Csrf,
  tokens: TokenRefresh,
  transport: Transport,
): RawRequests {
  return {
    urlOf: (path) => resolveApiUrl(baseUrl, path),
    async send(method, url, options) {
      await csrf.beforeRequest(method);
      const send = (token: string | null) =>
        transport(
          method,
          url,
          {
            method,
            headers: {
              'X-Requested-With': 'XMLHttpRequest',
              ...csrf.headers(),
              ...(token && { Authorization: `Bearer ${token}` }),
              ...options.headers,
            },
            body: options.body,
            credentials: 'include',
            cache: 'no-store',
          },
          {
            resourceType: 'api',
            timeoutMs: UPLOAD_TIMEOUT_MS,
            signal: options.signal,
            track: true,
            onUploadProgress: options.onUploadProgress,
          },
        );
      const { response, text } = await tokens.send(true, send);
      return { status: response.status, headers: response.headers, text };
    },
  };
}
