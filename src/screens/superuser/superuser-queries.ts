/**
 * The /superuser data through the app's server-data cache (use under <ServerDataGate>). Keys
 * start with ['superuser'] and carry the signed-in user's id, so one account never sees what was
 * cached for another. A change refreshes them all, and the plans also refresh ['billing'], so
 * every screen of this session shows the new prices at once.
 */
import { useMemo } from 'react';
import { AUDIT_PAGE_SIZE } from '../../contract/superuser';
import { useRefreshQueries } from '../../services/refresh-queries';
import { createSuperuserApi, type SuperuserApi } from '../../services/superuser-api';
import { useAppApi } from '../app/app-services';
import { billingKey, useOwnPages, useOwnQuery } from '../billing/billing-queries';

export const superuserKey = ['superuser'] as const;

export function useSuperuserApi(): SuperuserApi {
  const { client } = useAppApi();
  return useMemo(() => createSuperuserApi(client), [client]);
}

/** GET /superuser/staff */
export function useStaff() {
  const api = useSuperuserApi();
  return useOwnQuery([...superuserKey, 'staff'], () => api.staff());
}

/** GET /superuser/users?q=, once a search of at least 2 characters was asked for. */
export function useAccountSearch(query: string | null) {
  const api = useSuperuserApi();
  return useOwnQuery([...superuserKey, 'search', query], () => api.searchAccounts(query ?? ''), {
    enabled: query !== null,
    retry: false,
  });
}

/** GET /superuser/plans */
export function useSuperuserPlans() {
  const api = useSuperuserApi();
  return useOwnQuery([...superuserKey, 'plans'], () => api.plans());
}

/** GET /superuser/settings */
export function useSuperuserSettings() {
  const api = useSuperuserApi();
  return useOwnQuery([...superuserKey, 'settings'], () => api.settings());
}

/** GET /superuser/audit-log, a page at a time (older pages by the cursor). */
export function useAuditLog(action: string | null) {
  const api = useSuperuserApi();
  return useOwnPages([...superuserKey, 'audit-log', action], (cursor) =>
    api.auditLog({ limit: AUDIT_PAGE_SIZE, cursor, action }),
  );
}

/** Reads everything of /superuser again after a change (and the plans everywhere). */
export function useRefreshAfterChange(): () => void {
  return useRefreshQueries(superuserKey, billingKey);
}
