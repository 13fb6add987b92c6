/**
 * The billing data the credits page and the dashboard read, through the app's server-data cache
 * (use them under <ServerDataGate>). Keys start with ['billing'] or queryKeys.credits, so a
 * payment or a spent credit refreshes every screen that shows them; the user's id follows, so one
 * account never sees what was cached for another.
 */
import { useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
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

/**
 * A read of the signed-in user's data (billing, /admin, /superuser, partner keys): its key ends
 * with their id, so that one account's data never stands in for another's, and it is made only
 * while someone is signed in (and `options.enabled`).
 */
export function useOwnQuery<Data>(
  key: QueryKey,
  read: () => Promise<Data>,
  options: { enabled?: boolean; retry?: false; placeholderData?: undefined } = {},
) {
  const owner = useOwnerId();
  return useQuery({
    queryKey: [...key, owner],
    queryFn: read,
    ...options,
    enabled: owner !== null && options.enabled !== false,
  });
}

/** Like useOwnQuery, for a list read a page at a time (older pages by the cursor). */
export function useOwnPages<Page extends { nextCursor: string | null }>(
  key: QueryKey,
  readPage: (cursor: string | null) => Promise<Page>,
) {
  const owner = useOwnerId();
  return useInfiniteQuery({
    queryKey: [...key, owner],
    queryFn: ({ pageParam }) => readPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page) => page.nextCursor,
    enabled: owner !== null,
  });
}

/** GET /billing/subscription: the plan, role, balance and whether tours are paused. */
export function useBillingStatus() {
  const api = useAppApi();
  return useOwnQuery([...billingKey, 'status'], () => api.billing.status());
}

/** GET /billing/catalog: the plans (with their team sizes) and the credit packs. */
export function useCatalog() {
  const api = useAppApi();
  return useOwnQuery([...billingKey, 'catalog'], () => api.billing.catalog());
}

/** GET /credits/overview, a page at a time (older pages by the cursor). */
export function useCreditsOverview() {
  const api = useAppApi();
  return useOwnPages([...queryKeys.credits, 'overview'], (cursor) =>
    api.billing.creditsOverview({ limit: LEDGER_PAGE_SIZE, cursor }),
  );
}

/** GET /billing/team, for the owner of an Office plan. */
export function useTeam() {
  const api = useAppApi();
  return useOwnQuery([...billingKey, 'team'], () => api.billing.team());
}

/** GET /billing/team/invitations/:token: the invitation the signed-in user was sent. */
export function useInvitation(token: string | null) {
  const api = useAppApi();
  return useOwnQuery(
    [...billingKey, 'invitation', token],
    () => api.billing.invitation(token ?? ''),
    {
      enabled: token !== null,
      retry: false,
    },
  );
}

/**
 * Reads the plan, the credits and the team again on every screen that shows them (once the data
 * cache has loaded: this works outside <ServerDataGate> too).
 */
export function useRefreshBilling(): () => void {
  return useRefreshQueries(billingKey, queryKeys.credits);
}
