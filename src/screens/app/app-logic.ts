import { fromPromise } from 'xstate';
import { localeMachine } from '../../machines/locale.machine';
import { sessionMachine } from '../../machines/session.machine';
import { errorBoundaryMachine } from '../../machines/error-boundary.machine';
import { applyDocumentLocale } from '../../services/document-locale';
import { saveLocale } from '../../services/locale-storage';
import { loadTranslations } from '../../services/translations';
import { logger } from '../../services/logger';
import { reloadPage } from '../../services/page-reload';
import { errorReporter } from '../../services/error-reporting';

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

/** Nothing is stored for a session yet; the session issue provides `clearStoredAuth`. */
export const appSessionLogic = sessionMachine;

export const appErrorBoundaryLogic = errorBoundaryMachine.provide({
  actions: {
    reportError: (_, { error, componentStack }) =>
      errorReporter.reportError(error, { componentStack }),
    reloadPage: () => reloadPage(),
  },
});
