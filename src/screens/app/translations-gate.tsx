import { useEffect, type ReactNode } from 'react';
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
 * Provides the loaded messages. Before the first catalogue arrives it shows the
 * loading screen; while a newly chosen language loads, a spinner names the product.
 */
export function TranslationsGate({ children }: { children: ReactNode }) {
  useLocaleSyncAcrossTabs();
  const loading = LocaleActor.useSelector((snapshot) => snapshot.hasTag('loading'));
  const messages = LocaleActor.useSelector((snapshot) => snapshot.context.messages);
  const displayedLocale = LocaleActor.useSelector((snapshot) => snapshot.context.displayedLocale);
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
