import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { BUILT_IN_MESSAGES } from '../../i18n/built-in-messages';
import { onLocaleSavedElsewhere } from '../../services/locale-storage';
import { logger } from '../../services/logger';
import { LoadingOverlay, LoadingScreen } from '../../ui/spinner';
import { LocaleActor } from './actors';

function reportIntlError(error: { code?: string; message: string }) {
  // A message missing from a fallback catalogue shows its key; that is expected there.
  if (error.code !== 'MISSING_TRANSLATION') logger.warn(error.message);
}

/** Keeps this tab's locale in step with a choice made in another tab (SPEC §9). */
function useLocaleSyncAcrossTabs() {
  const locale = LocaleActor.useActorRef();
  useEffect(
    () => onLocaleSavedElsewhere((code) => locale.send({ type: 'locale.synced', locale: code })),
    [locale],
  );
}

/**
 * The catalogue the page is rendered in: the actor's, deferred, so that rendering the whole page
 * in newly arrived messages is a transition that React cuts into short tasks (input stays
 * responsive on a slow phone; docs/decisions/0013) rather than one long task.
 */
function useShownCatalogue() {
  const messages = LocaleActor.useSelector((snapshot) => snapshot.context.messages);
  const locale = LocaleActor.useSelector((snapshot) => snapshot.context.displayedLocale);
  return useDeferredValue(useMemo(() => ({ messages, locale }), [messages, locale]));
}

/**
 * Provides the loaded messages. Before the first catalogue arrives it shows the
 * loading screen; while a newly chosen language loads, a spinner names the product.
 */
export function TranslationsGate({ children }: { children: ReactNode }) {
  useLocaleSyncAcrossTabs();
  const loading = LocaleActor.useSelector((snapshot) => snapshot.hasTag('loading'));
  const { messages, locale: displayedLocale } = useShownCatalogue();
  const hasMessages = Object.keys(messages).length > 0;

  if (!hasMessages) return <LoadingScreen label={BUILT_IN_MESSAGES['app.loading'] ?? 'Loading'} />;

  return (
    <IntlProvider
      locale={displayedLocale}
      defaultLocale="en"
      messages={messages}
      onError={reportIntlError}
    >
      {children}
      {loading && (
        <LoadingOverlay
          message={
            messages['app.loadingTranslations'] ??
            BUILT_IN_MESSAGES['app.loadingTranslations'] ??
            ''
          }
        />
      )}
    </IntlProvider>
  );
}
