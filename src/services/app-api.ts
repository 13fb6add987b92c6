import { cacheReportSender, createApiClient, type ApiClient } from './api-client';
import {
  createCacheStatistics,
  startCacheReporting,
  type CacheStatisticsCollector,
} from './cache-statistics';
import { createAuthApi, type AuthApi } from './auth-api';
import { createBusinessApi, type BusinessApi } from './business-api';
import { logger } from './logger';
import { createToursApi, type ToursApi } from './tours-api';
import { reloadPage } from './page-reload';

/** What the request client needs from the session, connected once the session actor exists. */
export interface SessionHooks {
  getAccessToken: () => Promise<string | null>;
  /** Refreshes the tokens; true when a new access token is available. */
  refreshSession: () => Promise<boolean>;
  onSessionExpired: (message: string) => void;
}

export interface AppApi {
  client: ApiClient;
  auth: AuthApi;
  business: BusinessApi;
  tours: ToursApi;
  /** The cache statistics of SPEC §3, collected from every request the client makes. */
  statistics: CacheStatisticsCollector;
  connectSession(hooks: SessionHooks): void;
  /** Sends the statistics every 5 minutes when there were requests (SPEC §7); returns a stop. */
  startCacheReporting(): () => void;
}

/** The app's one request client and the typed calls on it. Tests pass their own fetch. */
export function createAppApi(options: { fetch?: typeof fetch; baseUrl?: string } = {}): AppApi {
  let session: SessionHooks = {
    getAccessToken: async () => null,
    refreshSession: async () => false,
    onSessionExpired: (message) => logger.warn(message),
  };
  const statistics = createCacheStatistics();
  const client = createApiClient({
    ...options,
    statistics,
    getAccessToken: () => session.getAccessToken(),
    refreshSession: () => session.refreshSession(),
    onSessionExpired: (message) => session.onSessionExpired(message),
    reloadPage,
  });
  return {
    client,
    auth: createAuthApi(client),
    business: createBusinessApi(client),
    tours: createToursApi(client),
    statistics,
    startCacheReporting: () => startCacheReporting({ statistics, send: cacheReportSender(client) }),
    connectSession: (hooks) => {
      session = hooks;
    },
  };
}
