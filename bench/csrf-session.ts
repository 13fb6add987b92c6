/** The answer of GET /api/csrf-token, as the benchmarks send it back with each change. */
export interface CsrfSession {
  csrfToken: string;
  /** The XSRF cookie and the anti-forgery session it is signed for, as a browser sends them. */
  cookies: string;
}

export async function readCsrfSession(response: Response): Promise<CsrfSession> {
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return { csrfToken, cookies };
}

/** A call to one server, as a browser's app makes it. */
export type Call = (route: string, init?: RequestInit) => Promise<Response>;

/**
 * Calls `base` with the CSRF double submit of `session` and, once given, the bearer token; a
 * string body is sent as JSON. `timeoutMs` bounds each request; `forwardedFor` is the client
 * address a trusted proxy would report.
 */
export function csrfCaller(
  base: string,
  session: CsrfSession,
  {
    token = '',
    timeoutMs,
    forwardedFor,
  }: { token?: string; timeoutMs?: number; forwardedFor?: string | undefined } = {},
): Call {
  return (route, init = {}) => {
    const headers = new Headers(init.headers);
    if (forwardedFor !== undefined) headers.set('X-Forwarded-For', forwardedFor);
    headers.set('X-XSRF-TOKEN', session.csrfToken);
    headers.set('Cookie', session.cookies);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
    return fetch(`${base}${route}`, {
      ...init,
      headers,
      ...(timeoutMs !== undefined && { signal: AbortSignal.timeout(timeoutMs) }),
    });
  };
}
