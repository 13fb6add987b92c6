/** Request and response helpers shared by the auth routes. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type * as v from 'valibot';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest } from '../http/errors';
import { readJson } from '../http/json-body';
import { requestLog } from '../http/request-id';
import type { ServerEnv } from '../http/server-env';
import type { ClientInfo } from './sessions';
import { REFRESH_TOKEN_TTL_MS } from './sessions';

export type AuthContext = Context<ServerEnv>;

/**
 * The client's address: the one the trusted proxies reported (see trustedProxies), else the
 * socket's; null when neither is known.
 */
export function clientAddress(c: Context<ServerEnv>): string | null {
  const forwarded = c.get('forwardedFor');
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // not served by @hono/node-server (e.g. app.request without an env)
  }
}

export function clientInfo(c: Context): ClientInfo {
  const userAgent = c.req.header('user-agent')?.slice(0, 512) || null;
  return { userAgent, ipAddress: clientAddress(c) };
}

/**
 * Characters PostgreSQL text cannot hold (NUL), unpaired surrogates (not valid UTF-8) and other
 * control characters (tab, line feed and carriage return excepted): refused rather than stored.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Password confirmation',
  company: 'Company',
  phone: 'Phone',
  code: 'Code',
  token: 'Token',
  challengeToken: 'Challenge token',
};

/**
 * readJson (size limit, JSON, dangerous-payload check, the contract's schema), then a refusal
 * of characters that have no place in these fields.
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: v.InferOutput<S>;
  try {
    body = await readJson(c, schema);
  } catch (error) {
    throw clarifyMissingFields(error);
  }
  if (typeof body === 'object' && body !== null) {
    const errors: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string' && FORBIDDEN_CHARACTERS.test(value)) {
        errors[field] = [
          `${FIELD_LABELS[field] ?? field} contains characters that are not allowed`,
        ];
      }
    }
    const first = Object.values(errors)[0]?.[0];
    if (first !== undefined) throw badRequest(first, errors);
  }
  return body;
}

const MISSING_KEY = /^Invalid key: Expected "([^"]+)" but received undefined$/;

/**
 * valibot reports a missing key as 'Invalid key: Expected "email" but received undefined';
 * the client is told '<Field> is required' instead.
 */
function clarifyMissingFields(error: unknown): unknown {
  const fieldErrors = error instanceof ApiError ? error.data.fieldErrors : undefined;
  if (!(error instanceof ApiError) || fieldErrors === undefined) return error;
  let changed = false;
  const clarified: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    clarified[field] = messages.map((message) => {
      const key = MISSING_KEY.exec(message)?.[1];
      if (key === undefined) return message;
      changed = true;
      return `${FIELD_LABELS[key] ?? key} is required`;
    });
  }
  if (!changed) return error;
  const first = Object.values(clarified)[0]?.[0] ?? error.message;
  return new ApiError(
    error.status,
    first,
    { ...error.data, fieldErrors: clarified },
    error.headers,
  );
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header === undefined ? null : /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** A 401 that also says how to authenticate (RFC 6750). */
export function authenticationError(message: string, invalidToken: boolean): ApiError {
  return new ApiError(
    401,
    message,
    {},
    { 'WWW-Authenticate': invalidToken ? 'Bearer error="invalid_token"' : 'Bearer' },
  );
}

/**
 * Logs a failure (warn) on the request's line of work: its request id, the event and the details;
 * never passwords, tokens, codes or e-mail addresses.
 */
export function logFailure(
  c: Context<ServerEnv>,
  event: string,
  details: Record<string, unknown> = {},
) {
  const defined = Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  );
  requestLog(c).warn({ area: 'auth', event, ...defined }, `auth: ${event}`);
}

/**
 * The refresh-token cookie. In production `__Host-` (Secure, Path=/, no Domain: bound to this
 * origin); on plain http in development browsers refuse `__Host-`/Secure, so the plain name.
 */
export function refreshCookieName(deps: Pick<ApiDeps, 'production'>): string {
  return deps.production ? '__Host-roomwalk_refresh' : 'roomwalk_refresh';
}

export function setRefreshCookie(c: Context, deps: ApiDeps, token: string) {
  setCookie(c, refreshCookieName(deps), token, {
    path: '/',
    httpOnly: true,
    secure: deps.production,
    sameSite: 'Strict',
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(c: Context, deps: ApiDeps) {
  deleteCookie(c, refreshCookieName(deps), {
    path: '/',
    httpOnly: true,
    secure: deps.production,
    sameSite: 'Strict',
  });
}

export function readRefreshCookie(c: Context, deps: ApiDeps): string | undefined {
  return getCookie(c, refreshCookieName(deps)) || undefined;
}

/** Responses to authenticated or credential-bearing calls are never cached. */
export function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}
