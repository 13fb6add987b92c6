import { useEffect, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { InspectionEvent, Observer } from 'xstate';
import { BUILT_IN_MESSAGES } from '../../i18n/built-in-messages';
import { useTranslate } from '../../i18n/use-translate';
import type { LocaleInput } from '../../machines/locale.machine';
import type { SessionInput } from '../../machines/session.machine';
import { isDevToolsHost } from '../../services/dev-tools';
import { setReportedUser } from '../../services/error-reporting';
import { Toaster } from '../../ui/toaster';
import { LocaleActor, SessionActor } from './actors';
import { appLocaleLogic, appSessionLogic } from './app-logic';
import { ErrorBoundary } from './error-boundaries';
import { TranslationsGate } from './translations-gate';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  router: Router;
  localeInput: Omit<LocaleInput, 'builtInMessages'>;
  sessionInput: SessionInput;
  inspect?: Observer<InspectionEvent>;
  localeLogic?: typeof appLocaleLogic;
  sessionLogic?: typeof appSessionLogic;
}

/** Tags error reports with the signed-in user's id, email and username (SPEC §3, §8). */
function useReportedUser() {
  const user = SessionActor.useSelector((snapshot) => snapshot.context.user);
  useEffect(() => {
    setReportedUser(user ? { id: user.id, email: user.email, username: user.email } : null);
  }, [user]);
}

/**
 * On developer hosts only, the session actor is reachable from the console and from
 * browser tests (see docs/decisions/0003-dev-session-hook.md).
 */
function useDevSessionHook() {
  const session = SessionActor.useActorRef();
  useEffect(() => {
    if (!isDevToolsHost(window.location.hostname)) return;
    window.__roomwalk = { session };
    return () => {
      delete window.__roomwalk;
    };
  }, [session]);
}

function ShellWithMessages({ children }: { children: ReactNode }) {
  const t = useTranslate();
  useReportedUser();
  useDevSessionHook();
  return (
    <Toaster closeLabel={t('toast.close')} regionLabel={t('toast.regionLabel')}>
      {children}
    </Toaster>
  );
}

/** The providers of the app, outermost first: locale, session, messages, error boundary, toasts. */
export function App({
  router,
  localeInput,
  sessionInput,
  inspect,
  localeLogic = appLocaleLogic,
  sessionLogic = appSessionLogic,
}: AppProps) {
  return (
    <LocaleActor.Provider
      logic={localeLogic}
      options={{ input: { ...localeInput, builtInMessages: BUILT_IN_MESSAGES }, inspect }}
    >
      <SessionActor.Provider logic={sessionLogic} options={{ input: sessionInput, inspect }}>
        <TranslationsGate>
          <ErrorBoundary variant="app">
            <ShellWithMessages>
              <RouterProvider router={router} />
            </ShellWithMessages>
          </ErrorBoundary>
        </TranslationsGate>
      </SessionActor.Provider>
    </LocaleActor.Provider>
  );
}
