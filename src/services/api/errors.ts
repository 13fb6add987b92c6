/**
 * The API error object (SPEC §3) and the failure messages of SPEC §8: the generic message of each
 * call, the message precedence of a failed response, and what a caller shows the user.
 */
import { UNKNOWN_ERROR_MESSAGE } from '../../contract/api-error';

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

export const DEFAULT_RETRY_AFTER_SECONDS = 60;
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response';

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

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** SPEC §8: the body's message field, else 'API Error: {status} {statusText}', else unknown. */
export function errorMessage(
  data: unknown,
  response: Response,
): { message: string; generic: boolean } {
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
export function retryAfterSeconds(header: string | null, data: unknown, now: number): number {
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
