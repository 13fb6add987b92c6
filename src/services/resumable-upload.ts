/**
 * A tour's file sent with the tus protocol (issue 36, decision 0054) by tus-js-client: in parts of
 * UPLOAD_CHUNK_BYTES, each retried after a dropped connection, and resumed after a reload from the
 * upload address tus-js-client keeps in localStorage for this file and tour, once the owner picks
 * the same file again. Its requests go through the app's request client (apiHttpStack), with the
 * same anti-forgery headers, access token, timeouts and progress as every call. Loaded with the
 * first upload.
 */
import { Upload, type DetailedError, type HttpRequest, type HttpStack } from 'tus-js-client';
import { ApiRequestError } from './api/errors';
import { ownerTourPath } from '../contract/tour-links';
import { TourViewSchema, type TourView } from '../contract/tours';
import type { ApiClient, RawRequests } from './api/types';

/** Small enough for a phone to resend little after a drop; large enough for few requests. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
/** Waits before each retry of a part: about five minutes of a lost connection in all. */
export const UPLOAD_RETRY_DELAYS_MS = [
  0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 60_000,
];

export interface ResumableUploadOptions {
  /** 0 to 1 of the file on the server, from where a resumed upload starts. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload: the server drops what it received. */
  signal?: AbortSignal;
  /** Waits before each retry of a part; UPLOAD_RETRY_DELAYS_MS unless given. */
  retryDelaysMs?: number[];
}

/** The tour's file sent whole (ToursApi.upload); the tour comes back queued. */
export async function uploadTourFile(
  client: ApiClient,
  tourId: string,
  file: File,
  options: ResumableUploadOptions = {},
): Promise<TourView> {
  const tourPath = ownerTourPath(tourId);
  await uploadResumably(await client.raw(), `${tourPath}/uploads`, file, options);
  return client.getFresh(tourPath, { schema: TourViewSchema });
}

/** Resolves once the whole file is on the server (the tour is then queued). */
function uploadResumably(
  raw: RawRequests,
  uploadsPath: string,
  file: File,
  options: ResumableUploadOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(raw.urlOf(uploadsPath), window.location.href).href,
      httpStack: apiHttpStack(raw, options.onProgress !== undefined),
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: options.retryDelaysMs ?? UPLOAD_RETRY_DELAYS_MS,
      removeFingerprintOnSuccess: true,
      onShouldRetry: isRetryable,
      onProgress: (sent, total) => options.onProgress?.(total > 0 ? sent / total : 0),
      onSuccess: () => resolve(),
      onError: (error) => reject(requestErrorOf(error)),
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        // Terminates the upload on the server (DELETE): the tour is a draft again.
        upload.abort(true).catch(() => {});
        reject(options.signal?.reason);
      },
      { once: true },
    );
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (options.signal?.aborted) return;
        const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) upload.resumeFromPreviousUpload(latest);
        upload.start();
      })
      .catch(reject);
  });
}

/** tus-js-client's requests, sent by the app's request client. */
function apiHttpStack(raw: RawRequests, reportsProgress: boolean): HttpStack {
  return {
    getName: () => 'roomwalk-api',
    createRequest(method, url): HttpRequest {
      const headers: Record<string, string> = {};
      const controller = new AbortController();
      let progress: ((sentBytes: number) => void) | undefined;
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name] = value;
        },
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => {
          progress = handler;
        },
        async send(body: Blob | null) {
          const answer = await raw.send(method, url, {
            headers,
            body: body ?? null,
            signal: controller.signal,
            ...(reportsProgress && { onUploadProgress: (sent: number) => progress?.(sent) }),
          });
          return {
            getStatus: () => answer.status,
            getHeader: (name: string) => answer.headers.get(name) ?? undefined,
            getBody: () => answer.text,
            getUnderlyingObject: () => answer,
          };
        },
        abort: async () => controller.abort(),
        getUnderlyingObject: () => controller,
      };
    },
  };
}

const statusOf = (error: DetailedError | Error) =>
  'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;

/**
 * A dropped connection or a server error is tried again; a refusal is not, except tus's 409 and
 * 423 (offsets crossed, a part still locked), which the next try settles (it asks the offset).
 */
function isRetryable(error: DetailedError): boolean {
  const status = statusOf(error);
  return status < 400 || status >= 500 || status === 409 || status === 423;
}

/** tus-js-client's error as the app's: the server's words when it sent some. */
function requestErrorOf(error: DetailedError | Error): Error {
  const status = statusOf(error);
  const text = 'originalResponse' in error ? error.originalResponse?.getBody().trim() : undefined;
  if (status === 0 || !text) return error;
  return new ApiRequestError(messageOf(text), { status, data: text });
}

/** The API's errors are JSON with a message; tus's own answers are plain text. */
function messageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      return String(parsed.message);
    }
  } catch {
    // plain text
  }
  return text;
}
