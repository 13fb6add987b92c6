/**
 * Server-Sent Events over fetch (the bearer token and CSRF header go with it, which EventSource
 * cannot send): each event's data JSON-parsed, its text as typed like any response's. A stream that
 * cannot be opened rejects with an ApiRequestError, so that callers fall back to polling.
 */
import { UNKNOWN_ERROR_MESSAGE } from '../../contract/api-error';
import { logger } from '../logger';
import { ApiRequestError, UNEXPECTED_RESPONSE_MESSAGE } from './errors';
import { eventData } from './escaping';
import { resolveApiUrl } from './paths';
import { readResponse, type ResponseContext } from './response';

export interface EventStreamOptions {
  baseUrl: string;
  fetch: typeof fetch;
  getAccessToken: () => Promise<string | null>;
  /** The stored anti-forgery token (X-CSRF-Token). */
  csrfToken: () => string;
  /** How a refusal is read (its error object, the CSRF handling). */
  response: ResponseContext;
}

export type EventListener = (event: string, data: unknown) => void;

/** GET a stream of events from `path`; resolves when the server ends it. */
export type OpenEventStream = (
  path: string,
  onEvent: EventListener,
  options?: { signal?: AbortSignal },
) => Promise<void>;

export function createEventStreams(options: EventStreamOptions): OpenEventStream {
  return async (path, onEvent, { signal } = {}) => {
    const token = await options.getAccessToken();
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-Token': options.csrfToken(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      const url = resolveApiUrl(options.baseUrl, path);
      response = await options.fetch(url, {
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
      await readResponse(
        'GET',
        path,
        { response, text: await response.text() },
        {},
        options.response,
      );
      throw new ApiRequestError(UNEXPECTED_RESPONSE_MESSAGE, { status: response.status });
    }
    const { serverSentEvents } = await import('../streaming-transfers');
    for await (const { event, data } of serverSentEvents(response.body)) {
      try {
        onEvent(event, eventData(data));
      } catch {
        logger.warn(`GET ${path} sent an event whose data is not JSON`);
      }
    }
  };
}
