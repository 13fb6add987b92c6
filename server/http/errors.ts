import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../src/contract/api-error';
import { requestLog } from './request-id';
import type { ServerEnv } from './server-env';

type ErrorData = NonNullable<ApiErrorBody['data']>;

/** A failure with a message fit for the client; anything else becomes a 500 with no details. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data: ErrorData = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError(400, message, fieldErrors ? { fieldErrors } : {});
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new ApiError(409, message, fieldErrors ? { fieldErrors } : {});
/** "64 KiB", "1 MiB": a byte limit as a person reads it. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** 413 for a body over its limit, naming the limit. */
export const bodyTooLarge = (maxBytes: number) =>
  new ApiError(413, `Request body is too large: at most ${formatByteLimit(maxBytes)} is accepted`);
export const tooManyRequests = (message: string, retryAfterSeconds: number, data: ErrorData = {}) =>
  new ApiError(
    429,
    message,
    { ...data, retryAfter: retryAfterSeconds },
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );

function errorResponse(
  c: Context<ServerEnv>,
  status: ContentfulStatusCode,
  message: string,
  data: ErrorData,
) {
  const requestId = c.get('requestId');
  const body: ApiErrorBody = { message, status, data: { ...data, requestId } };
  return c.json(body, status);
}

/**
 * What the log may say about an unexpected error. Database errors carry the query and its
 * parameters (hashes, e-mails), so only the driver's code and message are kept.
 */
export function describeForLog(error: Error): string {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (typeof cause?.code === 'string')
    return `database error ${cause.code}: ${String(cause.message)}`;
  if (error.message.startsWith('Failed query')) return 'database query failed';
  return error.stack ?? `${error.name}: ${error.message}`;
}

/** SPEC §3's error object for every failure; no stack trace ever reaches a client. */
export function handleError(error: Error, c: Context<ServerEnv>): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    if (error.status >= 500) requestLog(c).error({ error: error.message }, 'request failed');
    return errorResponse(c, error.status, error.message, error.data);
  }
  if (error instanceof HTTPException) {
    return errorResponse(c, error.status, error.message || 'Request failed', {});
  }
  requestLog(c).error({ error: describeForLog(error) }, 'request failed');
  return errorResponse(c, 500, 'Internal server error', {});
}

export function handleNotFound(c: Context<ServerEnv>): Response {
  return errorResponse(c, 404, 'Not found', {});
}
