/**
 * The /admin data through the app's server-data cache (use under <ServerDataGate>). Keys start
 * with ['admin'] and carry the signed-in user's id, so one account never sees what was cached
 * for another. A change refreshes them all, and the tours and credits every other screen of this
 * session shows.
 */
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import {
  ADMIN_PAGE_SIZE,
  type ContactStatusFilter,
  type UserStatusFilter,
} from '../../contract/admin';
import type { TourStatus } from '../../contract/tours';
import type { Role } from '../../contract/user';
import { createAdminApi, type AdminApi } from '../../services/admin-api';
import { queryKeys } from '../../services/query-client';
import { SessionActor } from '../app/actors';
import { useAppApi } from '../app/app-services';
import { useOwnPages, useOwnQuery } from '../billing/billing-queries';

export const adminKey = ['admin'] as const;

export function useAdminApi(): AdminApi {
  const { client } = useAppApi();
  return useMemo(() => createAdminApi(client), [client]);
}

/** The signed-in staff member: their id and role decide which actions are offered. */
export function useStaffMember(): { id: string; role: Role } | null {
  const id = SessionActor.useSelector((snapshot) => snapshot.context.user?.id ?? null);
  const role = SessionActor.useSelector((snapshot) => snapshot.context.user?.role ?? null);
  return useMemo(() => (id === null || role === null ? null : { id, role }), [id, role]);
}

export interface UserFilters {
  q: string;
  role: Role | null;
  status: UserStatusFilter | null;
}

/** The query of one page of an /admin list: its filters, the page size and where it starts. */
type PageQuery<Filters> = Filters & { limit: number; cursor: string | null };

/** An /admin list, a page at a time, under its own key and read again when `filters` change. */
function useAdminPages<Filters extends object, Page extends { nextCursor: string | null }>(
  list: string,
  filters: Filters,
  readPage: (api: AdminApi, query: PageQuery<Filters>) => Promise<Page>,
) {
  const api = useAdminApi();
  return useOwnPages([...adminKey, list, filters], (cursor) =>
    readPage(api, { ...filters, limit: ADMIN_PAGE_SIZE, cursor }),
  );
}

/** GET /admin/users, a page at a time. */
export function useAdminUsers(filters: UserFilters) {
  return useAdminPages('users', filters, (api, query) => api.users(query));
}

/** GET /admin/users/:id */
export function useAdminUser(id: string) {
  const api = useAdminApi();
  // The previous account's details must never stand in for another's.
  return useOwnQuery([...adminKey, 'user', id], () => api.user(id), { placeholderData: undefined });
}

export interface TourFilters {
  q: string;
  status: TourStatus | null;
}

/** GET /admin/tours, a page at a time. */
export function useAdminTours(filters: TourFilters) {
  return useAdminPages('tours', filters, (api, query) => api.tours(query));
}

/** GET /admin/contact-requests, a page at a time. */
export function useContactRequests(status: ContactStatusFilter) {
  return useAdminPages('contact', { status }, (api, query) => api.contactRequests(query));
}

/**
 * Reads everything a staff change may have changed again: the /admin lists and details, and the
 * tours and credits of the other screens. Resolves once the shown data has arrived.
 */
export function useRefreshAfterChange(): () => Promise<void> {
  const client = useContext(QueryClientContext);
  return useCallback(async () => {
    await Promise.all([
      client?.invalidateQueries({ queryKey: adminKey }),
      client?.invalidateQueries({ queryKey: queryKeys.tours }),
      client?.invalidateQueries({ queryKey: queryKeys.credits }),
    ]);
  }, [client]);
}
