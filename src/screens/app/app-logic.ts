import { fromPromise } from 'xstate';
import { localeMachine } from '../../machines/locale.machine';
import { sessionMachine, type SessionUser } from '../../machines/session.machine';
import { errorBoundaryMachine } from '../../machines/error-boundary.machine';
import { applyDocumentLocale } from '../../services/document-locale';
import { saveLocale } from '../../services/locale-storage';
import { loadTranslations } from '../../services/translations';
import { logger } from '../../services/logger';
import { reloadPage } from '../../services/page-reload';
import { errorReporter } from '../../services/error-reporting';
import type { AppApi } from '../../services/app-api';
import {
  clearAuth,
  isExpiring,
  isSessionValid,
  readAuth,
  saveAuth,
  saveUser,
} from '../../services/auth-storage';
import { renewCsrfToken } from '../../services/csrf-token';
import { FAILURE_MESSAGES, withFailureMessage } from '../../services/api-client';

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

/** Rejects with the call's own message when the failure has none for the user (SPEC §8). */
const rejectWith =
  (fallback: string) =>
  (error: unknown): never => {
    throw withFailureMessage(error, fallback);
  };

/** The session machine on the real API and the encrypted local store. */
export function createSessionLogic(api: AppApi, now: () => number = Date.now) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => {
        const auth = await readAuth();
        return auth && isSessionValid(auth, now())
          ? { accessToken: auth.token, expiresAt: auth.expiresAt }
          : null;
      }),
      signIn: fromPromise(({ input }) =>
        api.auth.login(input).catch(rejectWith(FAILURE_MESSAGES.login)),
      ),
      completeTwoFactor: fromPromise(({ input }) =>
        api.auth.loginWithTwoFactor(input).catch(rejectWith(FAILURE_MESSAGES.verifyTwoFactor)),
      ),
      fetchProfile: fromPromise<SessionUser>(() =>
        api.auth.profile().catch(rejectWith(FAILURE_MESSAGES.fetchProfile)),
      ),
      refreshTokens: fromPromise(() => api.auth.refresh()),
      signOutRemotely: fromPromise(() => api.auth.logout()),
    },
    actions: {
      storeTokens: (_, tokens) => void saveAuth(tokens),
      storeUser: (_, user) => void saveUser(user),
      clearStoredAuth: () => clearAuth(),
      renewCsrfToken: () => void renewCsrfToken(),
    },
    guards: {
      isExpiring: (_, { expiresAt }) => expiresAt !== null && isExpiring({ expiresAt }, now()),
    },
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;

export const appErrorBoundaryLogic = errorBoundaryMachine.provide({
  actions: {
    reportError: (_, { error, componentStack }) =>
      errorReporter.reportError(error, { componentStack }),
    reloadPage: () => reloadPage(),
  },
});
