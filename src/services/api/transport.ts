/**
 * One request on the wire (SPEC §9): its timeout (30 s, 60 s for upload paths; from the last
 * upload progress when it reports some), the caller's abort, and network failures (fetch rejecting
 * with a TypeError) retried up to 3 times after 2^n × 100 ms. Each exchange is recorded once in
 * the statistics.
 */
import { UNKNOWN_ERROR_MESSAGE } from '../../contract/api-error';
import { logger } from '../logger';
import { ApiRequestError } from './errors';
import type { ResourceType } from './paths';
import type { ExchangeRecorder } from './statistics';
import type { RequestOptions } from './types';

export const REQUEST_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const MAX_NETWORK_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 100;
export const TIMEOUT_MESSAGE = 'The request timed out';

/** SPEC §9: 30 s, 60 s for upload paths. */
export function timeoutFor(path: string): number {
  return path.includes('/upload') ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

export interface Exchange {
  response: Response;
  /** The body as text; empty when it was read as a blob. */
  text: string;
  /** The body of a successful binary request (RequestOptions.binary). */
  blob?: Blob;
}

/** How one request travels: its limits, its progress, how its body is read. */
export interface Transfer {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  onUploadProgress?: RequestOptions['onUploadProgress'];
  binary?: boolean | undefined;
  onDownloadProgress?: RequestOptions['onDownloadProgress'];
}

export interface ExchangeMeta extends Transfer {
  resourceType: ResourceType;
  /** Record the exchange in the statistics. */
  track: boolean;
}

export interface TransportOptions {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  record: ExchangeRecorder;
}

/** Sends a request with its timeout and network retries; the body is read before it resolves. */
export type Transport = (
  method: string,
  url: string,
  init: RequestInit,
  meta: ExchangeMeta,
) => Promise<Exchange>;

export const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function createTransport(options: TransportOptions): Transport {
  const { fetch: fetchImpl, now, sleep, record } = options;

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
            await import('../streaming-transfers')
          ).fetchWithUploadProgress(url, sent, (sentBytes, totalBytes) => {
            clearTimeout(timer);
            timer = startTimer();
            onUploadProgress(sentBytes, totalBytes);
          })
        : await fetchImpl(url, sent);
      if (transfer.binary && response.ok) {
        const blob = transfer.onDownloadProgress
          ? await (
              await import('../streaming-transfers')
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
  return async function exchange(method, url, init, meta) {
    const started = now();
    const recordOnce = (result: Exchange | null) => {
      if (meta.track) record({ method, url, resourceType: meta.resourceType, started }, result);
    };

    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await fetchOnce(url, init, meta);
        recordOnce(result);
        return result;
      } catch (error) {
        if (meta.signal?.aborted) throw meta.signal.reason ?? error;
        if (error instanceof TypeError && attempt < MAX_NETWORK_RETRIES) {
          logger.warn(`${method} ${url} failed; retry ${attempt + 1} of ${MAX_NETWORK_RETRIES}`);
          await sleep(2 ** attempt * RETRY_BASE_DELAY_MS);
          continue;
        }
        recordOnce(null);
        if (error instanceof ApiRequestError) throw error;
        const message =
          error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
        throw new ApiRequestError(message, { status: 0, network: true, generic: true });
      }
    }
  };
}
