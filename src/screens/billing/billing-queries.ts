/**
 * The billing data the credits page and the dashboard read, through the app's server-data cache
 * (use them under <ServerDataGate>). Keys start with ['billing'] or queryKeys.credits, so a
 * payment or a spent credit refreshes every screen that shows them; the user's id follows, so one
 * account never sees what was cached for another.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../services/query-client';
import { useRefreshQueries } from '../../services/refresh-queries';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';

export const billingKey = ['billing'] as const;
/** Entries per page of the ledger history. */
export const LEDGER_PAGE_SIZE = 20;

export function useOwnerId(): string | null {
  return SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
}

/** GET /billing/subscription: the plan, role, balance and whether tours are paused. */
export function useBillingStatus() {
  const api = useAppApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...billingKey, 'status', owner],
    queryFn: () => api.billing.status(),
    enabled: owner !== null,
  });
}

/** GET /billing/catalog: the plans (with their team sizes) and the credit packs. */
export function useCatalog() {
  const api = useAppApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...billingKey, 'catalog', owner],
    queryFn: () => api.billing.catalog(),
    enabled: owner !== null,
  });
}

/** GET /credits/overview, a page at a time (older pages by the cursor). */
export function useCreditsOverview() {
  const api = useAppApi();
  const owner = useOwnerId();
  return useInfiniteQuery({
    queryKey: [...queryKeys.credits, 'overview', owner],
    queryFn: ({ pageParam }) =>
      api.billing.creditsOverview({ limit: LEDGER_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: owner !== null,
  });
}

/** GET /billing/team, for the owner of an Office plan. */
export function useTeam() {
  const api = useAppApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...billingKey, 'team', owner],
    queryFn: () => api.billing.team(),
    enabled: owner !== null,
  });
}

/** GET /billing/team/invitations/:token: the invitation the signed-in user was sent. */
export function useInvitation(token: string | null) {
  const api = useAppApi();
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...billingKey, 'invitation', token, owner],
    queryFn: () => api.billing.invitation(token ?? ''),
    enabled: token !== null && owner !== null,
    retry: false,
  });
}

/**
 * Reads the plan, the credits and the team again on every screen that shows them (once the data
 * cache has loaded: this works outside <ServerDataGate> too).
 */
export function useRefreshBilling(): () => void {
  return useRefreshQueries(billingKey, queryKeys.credits);
}
