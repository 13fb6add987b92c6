import type { ApiClient } from './api-client';
import type { AuthApi } from './auth-api';
import type { BillingApi } from './billing-api';
import type { BusinessApi } from './business-api';
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
  connectSession(hooks: SessionHooks): void;
  /**
   * Sends the cache statistics of SPEC §3, collected from every request the client makes, every
   * 5 minutes when there were requests (SPEC §7); returns a stop. The reports start with the
   * client: before its first request there is nothing to report.
   */
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
      loading ??= load().catch((error: unknown) => {
        // A failed download (offline, a new release): the next call tries again.
        loading = undefined;
        throw error;
      });
      const api = (await loading) as Record<string, (...values: unknown[]) => unknown>;
      return api[name]?.(...args);
    };
  }
  return facade as Api;
}

const CLIENT_CALLS: CallNames<ApiClient> = {
  get: true,
  getBlob: true,
  getFresh: true,
  post: true,
  put: true,
  patch: true,
  delete: true,
  raw: true,
  events: true,
};

const AUTH_CALLS: CallNames<AuthApi> = {
  register: true,
  login: true,
  loginWithTwoFactor: true,
  profile: true,
  completeProfile: true,
  forgotPassword: true,
  resetPassword: true,
  refresh: true,
  logout: true,
  changePassword: true,
  enableTwoFactor: true,
  verifyTwoFactor: true,
  disableTwoFactor: true,
  sessions: true,
  revokeSession: true,
  revokeAllSessions: true,
};

const BUSINESS_CALLS: CallNames<BusinessApi> = {
  plans: true,
  contact: true,
};

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

interface LoadedClient {
  client: ApiClient;
  startReporting: () => () => void;
}

/**
 * The app's one request client and the typed calls on it. Tests pass their own fetch. The client
 * itself, like every API's calls and schemas, is loaded with the first request: a visitor of the
 * landing page with no session makes none (docs/decisions/0059).
 */
export function createAppApi(options: { fetch?: typeof fetch; baseUrl?: string } = {}): AppApi {
  let session: SessionHooks = {
    getAccessToken: async () => null,
    refreshSession: async () => false,
    onSessionExpired: (message) => logger.warn(message),
  };
  /** The client with its statistics collector and what reports them, once it is loaded. */
  let loadingClient: Promise<LoadedClient> | undefined;
  let reportWhenLoaded: (loaded: LoadedClient) => void = () => undefined;
  const clientLoaded = new Promise<LoadedClient>((resolve) => {
    reportWhenLoaded = resolve;
  });
  const loadClient = () => {
    loadingClient ??= Promise.all([import('./api-client'), import('./cache-statistics')]).then(
      ([{ cacheReportSender, createApiClient }, reporting]) => {
        const statistics = reporting.createCacheStatistics();
        const loaded: LoadedClient = {
          client: createApiClient({
            ...options,
            statistics,
            getAccessToken: () => session.getAccessToken(),
            refreshSession: () => session.refreshSession(),
            onSessionExpired: (message) => session.onSessionExpired(message),
            reloadPage,
          }),
          startReporting: () =>
            reporting.startCacheReporting({ statistics, send: cacheReportSender(loaded.client) }),
        };
        reportWhenLoaded(loaded);
        return loaded;
      },
      (error: unknown) => {
        // A failed download (offline, a new release): the next request tries again.
        loadingClient = undefined;
        throw error;
      },
    );
    return loadingClient.then(({ client }) => client);
  };
  /** An API module whose calls run on the client, both loaded with the module's first call. */
  const loadedWithClient = <Api extends object>(
    loadModule: () => Promise<(client: ApiClient) => Api>,
    calls: CallNames<Api>,
  ): Api =>
    loadedOnFirstCall(
      () => Promise.all([loadModule(), loadClient()]).then(([create, client]) => create(client)),
      calls,
    );
  const client = loadedOnFirstCall(loadClient, CLIENT_CALLS);
  return {
    client,
    auth: loadedWithClient(() => import('./auth-api').then((api) => api.createAuthApi), AUTH_CALLS),
    business: loadedWithClient(
      () => import('./business-api').then((api) => api.createBusinessApi),
      BUSINESS_CALLS,
    ),
    tours: loadedWithClient(
      () => import('./tours-api').then((api) => api.createToursApi),
      TOUR_CALLS,
    ),
    billing: loadedWithClient(
      () => import('./billing-api').then((api) => api.createBillingApi),
      BILLING_CALLS,
    ),
    startCacheReporting: () => {
      let stop: (() => void) | undefined;
      let stopped = false;
      void clientLoaded.then(({ startReporting }) => {
        if (!stopped) stop = startReporting();
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    connectSession: (hooks) => {
      session = hooks;
    },
  };
}
