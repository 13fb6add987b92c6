import { createContext, useContext, type ReactNode } from 'react';
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
