/**
 * The /superuser data through the app's server-data cache (use under <ServerDataGate>). Keys
 * start with ['superuser'] and carry the signed-in user's id, so one account never sees what was
 * cached for another. A change refreshes them all, and the plans also refresh ['billing'], so
 * every screen of this session shows the new prices at once.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AUDIT_PAGE_SIZE } from '../../contract/superuser';
import { useRefreshQueries } from '../../services/refresh-queries';
import { createSuperuserApi, type SuperuserApi } from '../../services/superuser-api';
import { useAppApi } from '../app/app-services';
import { billingKey, useOwnerId } from '../billing/billing-queries';

export const superuserKey = ['superuser'] as const;

export function useSuperuserApi(): SuperuserApi {
  const { client } = useAppApi();
  return useMemo(() => createSuperuserApi(client), [client]);
}

/** GET /superuser/staff */
export function useStaff() {
  const api = useSuperuserApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...superuserKey, 'staff', owner],
    queryFn: () => api.staff(),
    enabled: owner !== null,
  });
}

/** GET /superuser/users?q=, once a search of at least 2 characters was asked for. */
export function useAccountSearch(query: string | null) {
  const api = useSuperuserApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...superuserKey, 'search', query, owner],
    queryFn: () => api.searchAccounts(query ?? ''),
    enabled: owner !== null && query !== null,
    retry: false,
  });
}

/** GET /superuser/plans */
export function useSuperuserPlans() {
  const api = useSuperuserApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...superuserKey, 'plans', owner],
    queryFn: () => api.plans(),
    enabled: owner !== null,
  });
}

/** GET /superuser/settings */
export function useSuperuserSettings() {
  const api = useSuperuserApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...superuserKey, 'settings', owner],
    queryFn: () => api.settings(),
    enabled: owner !== null,
  });
}

/** GET /superuser/audit-log, a page at a time (older pages by the cursor). */
export function useAuditLog(action: string | null) {
  const api = useSuperuserApi();
  const owner = useOwnerId();
  return useInfiniteQuery({
    queryKey: [...superuserKey, 'audit-log', action, owner],
    queryFn: ({ pageParam }) => api.auditLog({ limit: AUDIT_PAGE_SIZE, cursor: pageParam, action }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: owner !== null,
  });
}

/** Reads everything of /superuser again after a change (and the plans everywhere). */
export function useRefreshAfterChange(): () => void {
  return useRefreshQueries(superuserKey, billingKey);
}
