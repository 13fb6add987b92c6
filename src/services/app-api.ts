import { cacheReportSender, createApiClient, type ApiClient } from './api-client';
import {
  createCacheStatistics,
  startCacheReporting,
  type CacheStatisticsCollector,
} from './cache-statistics';
import { createAuthApi, type AuthApi } from './auth-api';
import { createBusinessApi, type BusinessApi } from './business-api';
import { logger } from './logger';
import type { ToursApi } from './tours-api';
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

/**
 * The tour calls, loaded with the first of them: their code and schemas are not part of the
 * landing page's JavaScript (DESIGN.md, "Performance budgets").
 */
function toursApiLoadedOnFirstCall(client: ApiClient): ToursApi {
  let loading: Promise<ToursApi> | undefined;
  const load = () =>
    (loading ??= import('./tours-api').then(({ createToursApi }) => createToursApi(client)));
  const call = <K extends keyof ToursApi>(name: K): ToursApi[K] => {
    const deferred = (...args: unknown[]) =>
      load().then((tours) => (tours[name] as (...values: unknown[]) => unknown)(...args));
    return deferred as ToursApi[K];
  };
  // Every call of ToursApi is listed, or this does not compile.
  const tours: ToursApi = {
    list: call('list'),
    get: call('get'),
    create: call('create'),
    upload: call('upload'),
    watch: call('watch'),
    update: call('update'),
    publish: call('publish'),
    unpublish: call('unpublish'),
    remove: call('remove'),
    asset: call('asset'),
    credits: call('credits'),
    publicTour: call('publicTour'),
  };
  return tours;
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
    tours: toursApiLoadedOnFirstCall(client),
    statistics,
    startCacheReporting: () => startCacheReporting({ statistics, send: cacheReportSender(client) }),
    connectSession: (hooks) => {
      session = hooks;
    },
  };
}
