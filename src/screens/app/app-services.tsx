import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AppApi } from '../../services/app-api';

const AppServicesContext = createContext<AppApi | null>(null);

/** Hands the app's API (real in the app, bound to a test server in tests) to every screen. */
export function AppServicesProvider({ api, children }: { api: AppApi; children: ReactNode }) {
  return <AppServicesContext.Provider value={api}>{children}</AppServicesContext.Provider>;
}

export function useAppApi(): AppApi {
  const api = useContext(AppServicesContext);
  if (!api) throw new Error('useAppApi must be used inside <AppServicesProvider>');
  return api;
}

export type QueryClientLoader = () => Promise<QueryClient>;

const loadQueryClient: QueryClientLoader = async () =>
  (await import('../../services/query-client')).createQueryClient();

/**
 * Starts fetching the server-data cache's code without waiting for it, e.g. beside the chunk of a
 * route whose screens read server data, so that <ServerDataGate> finds it there.
 */
export function preloadServerData(): void {
  void import('../../services/query-client');
}

/** Asks the provider for the cache: called by <ServerDataGate> when it has none yet. */
const ServerDataRequestContext = createContext<(() => void) | null>(null);

/**
 * The app's one server-data cache (TanStack Query, src/services/query-client.ts), provided to
 * every screen. Its code (about 8 KB gzip) is fetched when the first <ServerDataGate> asks for
 * it, so a page that reads no server data through it, the landing page first, never loads it
 * (docs/decisions/0059); the routes of the signed-in area start fetching it beside their own
 * chunk (`preloadServerData`). `owner` is the signed-in user's id: when it changes (sign out,
 * another account), nothing cached for the previous one is kept (queries also carry it in their
 * keys).
 */
export function ServerDataProvider({
  owner,
  load = loadQueryClient,
  children,
}: {
  owner: string | null;
  load?: QueryClientLoader;
  children: ReactNode;
}) {
  const [client, setClient] = useState<QueryClient>();
  const [requested, setRequested] = useState(false);
  const request = useCallback(() => setRequested(true), []);
  useEffect(() => {
    if (!requested) return;
    let active = true;
    void load().then((loaded) => {
      if (active) setClient(loaded);
    });
    return () => {
      active = false;
    };
  }, [load, requested]);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  useClearOnOwnerChange(client, owner);
  return (
    <ServerDataRequestContext.Provider value={request}>
      <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
    </ServerDataRequestContext.Provider>
  );
}

/**
 * Empties the cache when the user who signed in signs out or another signs in. Not when a user
 * signs in after nobody: screens may already be reading (their queries start before this
 * effect runs), and clearing would cancel those reads for good.
 */
function useClearOnOwnerChange(client: QueryClient | undefined, owner: string | null) {
  const previousOwner = useRef(owner);
  useEffect(() => {
    const previous = previousOwner.current;
    previousOwner.current = owner;
    if (previous !== null && previous !== owner) client?.clear();
  }, [client, owner]);
}

/**
 * Renders `fallback` until the server-data cache has loaded, then `children` (which may query);
 * the first gate to render asks the provider to load it.
 */
export function ServerDataGate({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const client = useContext(QueryClientContext);
  const request = useContext(ServerDataRequestContext);
  useEffect(() => {
    if (!client) request?.();
  }, [client, request]);
  return client ? children : fallback;
}
