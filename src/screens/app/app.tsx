import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { waitFor, type InspectionEvent, type Observer } from 'xstate';
import { BUILT_IN_MESSAGES } from '../../i18n/built-in-messages';
import { useTranslate } from '../../i18n/use-translate';
import type { LocaleInput } from '../../machines/locale.machine';
import type { SessionInput } from '../../machines/session.machine';
import { createAppApi, type AppApi } from '../../services/app-api';
import { isDevToolsHost } from '../../services/dev-tools';
import { Toaster } from '../../ui/toaster';
import { LocaleActor, SessionActor } from './actors';
import { appLocaleLogic, createSessionLogic, type SessionLogic } from './app-logic';
import { AppServicesProvider, ServerDataProvider, useAppApi } from './app-services';
import { ErrorBoundary } from './error-boundaries';
import { InspectContext } from './inspection';
import { setReportedUser } from './reported-errors';
import { TranslationsGate } from './translations-gate';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  router: Router;
  localeInput: Omit<LocaleInput, 'builtInMessages'>;
  sessionInput: SessionInput;
  /** Reported to by every actor of the app, the screens' own included (see ./inspection). */
  inspect?: Observer<InspectionEvent>;
  localeLogic?: typeof appLocaleLogic;
  sessionLogic?: SessionLogic;
  /** The API the screens call; tests bind it to an in-process server. */
  api?: AppApi;
}

const defaultApi = createAppApi();

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

/**
 * Lets the request client use the session: the stored access token, one refresh when a
 * call comes back 401, and the end of the session when that fails (SPEC §4, §8).
 */
function useSessionForRequests() {
  const api = useAppApi();
  const session = SessionActor.useActorRef();
  useEffect(() => {
    api.connectSession({
      getAccessToken: async () => session.getSnapshot().context.accessToken,
      refreshSession: async () => {
        if (!session.getSnapshot().matches('signedIn')) return false;
        session.send({ type: 'session.refresh' });
        const settled = await waitFor(session, (snapshot) => !snapshot.matches('refreshing'));
        return settled.hasTag('signedIn');
      },
      onSessionExpired: (message) => session.send({ type: 'session.expired', message }),
    });
  }, [api, session]);
}

/** Rendered first under the session provider, so requests have the session before it starts. */
function ConnectSessionToRequests() {
  useSessionForRequests();
  const api = useAppApi();
  useEffect(() => api.startCacheReporting(), [api]);
  return null;
}

/** The server-data cache, emptied whenever the signed-in user changes. */
function ServerDataForSession({ children }: { children: ReactNode }) {
  const owner = SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
  return <ServerDataProvider owner={owner}>{children}</ServerDataProvider>;
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

/**
 * The providers of the app, outermost first: API, locale, session, server-data cache, messages,
 * error boundary, toasts.
 */
export function App({
  router,
  localeInput,
  sessionInput,
  inspect,
  localeLogic = appLocaleLogic,
  sessionLogic,
  api = defaultApi,
}: AppProps) {
  const [session] = useState(() => sessionLogic ?? createSessionLogic(api));
  return (
    <InspectContext.Provider value={inspect}>
      <AppServicesProvider api={api}>
        <LocaleActor.Provider
          logic={localeLogic}
          options={{ input: { ...localeInput, builtInMessages: BUILT_IN_MESSAGES }, inspect }}
        >
          <SessionActor.Provider logic={session} options={{ input: sessionInput, inspect }}>
            <ConnectSessionToRequests />
            <ServerDataForSession>
              <TranslationsGate>
                <ErrorBoundary variant="app">
                  <ShellWithMessages>
                    <RouterProvider router={router} />
                  </ShellWithMessages>
                </ErrorBoundary>
              </TranslationsGate>
            </ServerDataForSession>
          </SessionActor.Provider>
        </LocaleActor.Provider>
      </AppServicesProvider>
    </InspectContext.Provider>
  );
}
