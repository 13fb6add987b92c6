import { cacheReportSender, createApiClient, type ApiClient } from './api-client';
import {
  createCacheStatistics,
  startCacheReporting,
  type CacheStatisticsCollector,
} from './cache-statistics';
import { createAuthApi, type AuthApi } from './auth-api';
import type { BillingApi } from './billing-api';
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
  billing: BillingApi;
  /** The cache statistics of SPEC §3, collected from every request the client makes. */
  statistics: CacheStatisticsCollector;
  connectSession(hooks: SessionHooks): void;
  /** Sends the statistics every 5 minutes when there were requests (SPEC §7); returns a stop. */
  startCacheReporting(): () => void;
}

/** Every call of an API, named: a facade built from it cannot leave one out (or it does not compile). */
type CallNames<Api> = { readonly [Name in keyof Api]: true };

/**
 * A stand-in for an API whose module is loaded with the first call: its code and schemas are not
 * part of the landing page's JavaScript (DESIGN.md, "Performance budgets"). Every call of such
 * an API returns a promise, so callers see no difference.
 */
function loadedOnFirstCall<Api extends object>(
  load: () => Promise<Api>,
  calls: CallNames<Api>,
): Api {
  let loading: Promise<Api> | undefined;
  const facade: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(calls)) {
    facade[name] = async (...args) => {
      const api = (await (loading ??= load())) as Record<string, (...values: unknown[]) => unknown>;
      return api[name]?.(...args);
    };
  }
  return facade as Api;
}

const TOUR_CALLS: CallNames<ToursApi> = {
  list: true,
  get: true,
  create: true,
  upload: true,
  watch: true,
  update: true,
  publish: true,
  unpublish: true,
  reframe: true,
  remove: true,
  asset: true,
  credits: true,
  publicTour: true,
};

const BILLING_CALLS: CallNames<BillingApi> = {
  catalog: true,
  status: true,
  checkout: true,
  checkoutStatus: true,
  changePlan: true,
  cancelAtPeriodEnd: true,
  resume: true,
  creditsOverview: true,
  team: true,
  invite: true,
  revokeInvitation: true,
  removeMember: true,
  invitation: true,
  acceptInvitation: true,
  leaveTeam: true,
  openCheckoutPage: true,
};

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
    tours: loadedOnFirstCall(
      () => import('./tours-api').then(({ createToursApi }) => createToursApi(client)),
      TOUR_CALLS,
    ),
    billing: loadedOnFirstCall(
      () => import('./billing-api').then(({ createBillingApi }) => createBillingApi(client)),
      BILLING_CALLS,
    ),
    statistics,
    startCacheReporting: () => startCacheReporting({ statistics, send: cacheReportSender(client) }),
    connectSession: (hooks) => {
      session = hooks;
    },
  };
}
