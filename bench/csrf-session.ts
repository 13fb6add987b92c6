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
