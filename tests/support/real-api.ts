import type { ApiDeps } from '../../server/deps';
import type { TokenResponse } from '../../src/contract/auth';
import { createAppApi } from '../../src/services/app-api';
import { saveAuth } from '../../src/services/auth-storage';
import { createTestApi } from '../server/support/test-api';

/**
 * The real API server in-process (fresh PGlite in memory), reached through the app's own
 * request client. The fetch below plays the browser's part: it keeps the server's cookies
 * and shows the readable XSRF-TOKEN cookie to the page, as document.cookie would.
 * `overrides` replace the test server's dependencies (a real clock and tour files for a worker).
 */
export async function startRealApi(overrides: Partial<ApiDeps> = {}) {
  const server = await createTestApi(overrides);
  const jar = new Map<string, string>();
  /** The network edge the test controls: requests to this path fail as if offline. */
  let unreachablePath: string | null = null;

  const browserFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (unreachablePath !== null && url.pathname.endsWith(unreachablePath)) {
      throw new TypeError('Failed to fetch');
    }
    const headers = new Headers(init?.headers);
    if (jar.size > 0) {
      headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const env = { incoming: { socket: { remoteAddress: '198.51.100.7' } } };
    const response = await server.app.request(
      `${url.pathname}${url.search}`,
      { ...init, headers },
      env,
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const cleared = /max-age=0/i.test(cookie);
      if (cleared) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
      if (name.trim() === 'XSRF-TOKEN') document.cookie = `XSRF-TOKEN=${value.join('=')}; path=/`;
    }
    return response;
  };

  const api = createAppApi({ fetch: browserFetch, baseUrl: '' });
  let members = 0;
  return {
    ...server,
    api,
    cookies: jar,
    /** The app checks a stored token's expiry against the real time: the server's clock keeps ahead. */
    keepClockAhead: () => {
      const behind = Date.now() - server.clock.now().getTime();
      if (behind > 0) server.clock.advance(behind + 60_000);
    },
    /**
     * A member who signed in earlier in this browser: registered on the real server, signed in
     * there, the tokens kept in the encrypted store, so the session restores them on start.
     */
    signedInMember: async (password: string, domain = 'member.test') => {
      const email = `ada-${++members}-${Date.now()}@${domain}`;
      const profile = await api.auth.register({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password,
      });
      await saveAuth((await api.auth.login({ email, password })) as TokenResponse);
      return { id: profile.id, email };
    },
    /** Makes requests to a path fail like a lost connection (null: the network is back). */
    makeUnreachable: (path: string | null) => {
      unreachablePath = path;
    },
  };
}
