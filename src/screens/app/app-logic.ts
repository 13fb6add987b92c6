import { fromPromise } from 'xstate';
import { localeMachine } from '../../machines/locale.machine';
import { sessionMachine, type SessionUser } from '../../machines/session.machine';
import { errorBoundaryMachine } from '../../machines/error-boundary.machine';
import { applyDocumentLocale } from '../../services/document-locale';
import { saveLocale } from '../../services/locale-storage';
import { loadTranslations } from '../../services/translations';
import { logger } from '../../services/logger';
import { reloadPage } from '../../services/page-reload';
import type { AppApi } from '../../services/app-api';
import { reportError } from './reported-errors';
import {
  hasStoredAuthItems,
  hasStoredToken,
  isExpiring,
  isSessionValid,
} from '../../services/auth-rules';

/** The machines wired to the real services (DESIGN.md rule 4). Tests provide their own. */
export const appLocaleLogic = localeMachine.provide({
  actors: {
    loadTranslations: fromPromise(({ input }) => loadTranslations(input.locale)),
  },
  actions: {
    persistLocale: (_, { locale }) => saveLocale(locale),
    applyDocumentLocale: (_, { locale }) => applyDocumentLocale(locale),
    logLoadFailure: (_, { locale, error }) =>
      logger.warn(`Translations for ${locale} could not be loaded; falling back`, error),
  },
});

/**
 * The encrypted auth store and the request client's failure messages are loaded with their first
 * use, not with the app: a visitor with nothing stored never needs them (docs/decisions/0059).
 * Once loaded, the store is used at once, so clearing it stays synchronous as before.
 */
type AuthStorageModule = typeof import('../../services/auth-storage');
let authStorageModule: AuthStorageModule | undefined;
let authStorageLoading: Promise<AuthStorageModule> | undefined;
/** The store's module; a failed download is tried again on the next use. */
function loadAuthStorage(): Promise<AuthStorageModule> {
  if (authStorageModule) return Promise.resolve(authStorageModule);
  authStorageLoading ??= import('../../services/auth-storage').then(
    (loaded) => {
      authStorageModule = loaded;
      return loaded;
    },
    (error: unknown) => {
      authStorageLoading = undefined;
      throw error;
    },
  );
  return authStorageLoading;
}
/** Runs `task` on the store: at once when it is loaded, else once it is (in call order). */
function withAuthStorage(task: (storage: AuthStorageModule) => void): void {
  if (authStorageModule) {
    task(authStorageModule);
    return;
  }
  loadAuthStorage().then(task, (error: unknown) =>
    logger.warn('The stored session could not be updated: its code did not load', error),
  );
}

type FailureCall = keyof typeof import('../../services/api-client').FAILURE_MESSAGES;

/** Rejects with the call's own message when the failure has none for the user (SPEC §8). */
const rejectWith =
  (call: FailureCall) =>
  async (error: unknown): Promise<never> => {
    const { FAILURE_MESSAGES, withFailureMessage } = await import('../../services/api-client');
    throw withFailureMessage(error, FAILURE_MESSAGES[call]);
  };

/** The session machine on the real API and the encrypted local store. */
export function createSessionLogic(api: AppApi, now: () => number = Date.now) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => {
        // No token stored: the store would give nothing, so it is not loaded (SPEC §4).
        if (!hasStoredToken()) return null;
        // The profile call follows a valid token: the request client's code loads meanwhile.
        void Promise.all([
          import('../../services/api-client'),
          import('../../services/auth-api'),
        ]).catch(() => undefined);
        const auth = await (await loadAuthStorage()).readAuth();
        return auth && isSessionValid(auth, now())
          ? { accessToken: auth.token, expiresAt: auth.expiresAt }
          : null;
      }),
      signIn: fromPromise(({ input }) => api.auth.login(input).catch(rejectWith('login'))),
      completeTwoFactor: fromPromise(({ input }) =>
        api.auth.loginWithTwoFactor(input).catch(rejectWith('verifyTwoFactor')),
      ),
      fetchProfile: fromPromise<SessionUser>(() =>
        api.auth.profile().catch(rejectWith('fetchProfile')),
      ),
      refreshTokens: fromPromise(() => api.auth.refresh()),
      signOutRemotely: fromPromise(() => api.auth.logout()),
    },
    actions: {
      storeTokens: (_, tokens) => withAuthStorage((storage) => void storage.saveAuth(tokens)),
      storeUser: (_, user) => withAuthStorage((storage) => void storage.saveUser(user)),
      clearStoredAuth: () => {
        if (authStorageLoading || hasStoredAuthItems()) {
          withAuthStorage((storage) => storage.clearAuth());
        }
      },
      renewCsrfToken: () =>
        void import('../../services/csrf-token').then(({ renewCsrfToken }) => renewCsrfToken()),
    },
    guards: {
      isExpiring: (_, { expiresAt }) => expiresAt !== null && isExpiring({ expiresAt }, now()),
    },
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;

export const appErrorBoundaryLogic = errorBoundaryMachine.provide({
  actions: {
    reportError: (_, { error, componentStack }) => reportError(error, { componentStack }),
    reloadPage: () => reloadPage(),
  },
});
