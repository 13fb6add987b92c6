/**
 * The session's access token on authenticated calls (SPEC §4, §8): a 401 gets one refresh and one
 * retry (concurrent 401s share one refresh, and a token another request renewed meanwhile is just
 * used); when that fails, the session is expired ('Session expired. Please login again.').
 */
import { SESSION_EXPIRED_MESSAGE } from '../../contract/api-error';
import { logger } from '../logger';
import { ApiRequestError } from './errors';
import { parseBody } from './response';
import type { Exchange } from './transport';

export interface TokenRefreshOptions {
  getAccessToken: () => Promise<string | null>;
  /** Refreshes the session; true when a new access token is available. */
  refreshSession: () => Promise<boolean>;
  /** The session is over: clear it and tell the user. */
  onSessionExpired: (message: string) => void;
}

export interface TokenRefresh {
  /**
   * Sends with the current token (none when not `authenticated`) and, on a 401 of an
   * authenticated call, refreshes once and sends once more.
   */
  send(
    authenticated: boolean,
    send: (token: string | null) => Promise<Exchange>,
  ): Promise<Exchange>;
}

export function createTokenRefresh(options: TokenRefreshOptions): TokenRefresh {
  let refreshing: Promise<boolean> | undefined;

  /** One refresh at a time: concurrent 401s share it. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= options
      .refreshSession()
      .catch((error: unknown) => {
        logger.warn('The session could not be refreshed', error);
        return false;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  return {
    async send(authenticated, send) {
      const token = authenticated ? await options.getAccessToken() : null;
      let result = await send(token);
      if (result.response.status !== 401 || !authenticated || !token) return result;

      const current = await options.getAccessToken();
      // Another request may have refreshed the session meanwhile: then just retry.
      const renewed = (current !== null && current !== token) || (await refreshOnce());
      if (renewed) result = await send(await options.getAccessToken());
      if (!renewed || result.response.status === 401) {
        const { value } = parseBody(result.text, result.response.headers.get('content-type') ?? '');
        options.onSessionExpired(SESSION_EXPIRED_MESSAGE);
        throw new ApiRequestError(SESSION_EXPIRED_MESSAGE, { status: 401, data: value });
      }
      return result;
    },
  };
}
