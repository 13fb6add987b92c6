import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
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
 * The app's one server-data cache (TanStack Query, src/services/query-client.ts), provided to
 * every screen. Its code (about 7 KB gzip) is not part of the landing page's first load: it is
 * fetched as soon as the app has mounted, and screens that read server data wait for it with
 * <ServerDataGate>. `owner` is the signed-in user's id: when it changes (sign out, another
 * account), nothing cached for the previous one is kept (queries also carry it in their keys).
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
  useEffect(() => {
    let active = true;
    void load().then((loaded) => {
      if (active) setClient(loaded);
    });
    return () => {
      active = false;
    };
  }, [load]);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  useClearOnOwnerChange(client, owner);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
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

/** Renders `fallback` until the server-data cache has loaded, then `children` (which may query). */
export function ServerDataGate({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const client = useContext(QueryClientContext);
  return client ? children : fallback;
}
