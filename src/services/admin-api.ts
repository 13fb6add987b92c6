/**
 * The /admin calls (issue 9): users, tours and the contact inbox. server/admin/routes.ts
 * documents every route; the shapes are src/contract/admin.ts. Reads go past every cache: staff
 * see the state of now.
 */
import {
  AdminTourDetailSchema,
  AdminToursPageSchema,
  AdminUserDetailSchema,
  AdminUsersPageSchema,
  ContactRequestViewSchema,
  ContactRequestsPageSchema,
  type AdminAssignableRole,
  type AdminTourDetail,
  type AdminToursPage,
  type AdminUserDetail,
  type AdminUsersPage,
  type ContactRequestView,
  type ContactRequestsPage,
  type ContactStatusFilter,
  type CreditAdjustmentRequest,
  type UserStatusFilter,
} from '../contract/admin';
import { listRequestPath } from '../contract/paging';
import type { TourStatus } from '../contract/tours';
import type { Role } from '../contract/user';
import type { ApiClient } from './api-client';

interface PageRequest {
  limit?: number;
  cursor?: string | null;
}

export interface AdminUsersRequest extends PageRequest {
  q?: string;
  role?: Role | null;
  status?: UserStatusFilter | null;
}

export interface AdminToursRequest extends PageRequest {
  q?: string;
  status?: TourStatus | null;
}

export interface ContactRequestsRequest extends PageRequest {
  status?: ContactStatusFilter;
}

const segment = encodeURIComponent;

export function createAdminApi(client: ApiClient) {
  const user = (id: string, action = '') => `/admin/users/${segment(id)}${action}`;
  const userChange = (id: string, action: string) =>
    client.post(user(id, action), undefined, { schema: AdminUserDetailSchema });
  const tourChange = (id: string, action: string) =>
    client.post(`/admin/tours/${segment(id)}/${action}`, undefined, {
      schema: AdminTourDetailSchema,
    });
  const contactChange = (id: string, action: string) =>
    client.post(`/admin/contact-requests/${segment(id)}/${action}`, undefined, {
      schema: ContactRequestViewSchema,
    });
  return {
    /** GET /admin/users: accounts, newest first, by e-mail or name, role and status. */
    users: (request: AdminUsersRequest = {}): Promise<AdminUsersPage> =>
      client.getFresh(listRequestPath('/admin/users', request), { schema: AdminUsersPageSchema }),
    /** GET /admin/users/:id: profile, tours, credits, sessions and lockout. */
    user: (id: string): Promise<AdminUserDetail> =>
      client.getFresh(user(id), { schema: AdminUserDetailSchema }),
    /** PUT /admin/users/:id/role: USER, CREATOR, MODERATOR or ADMIN. */
    setRole: (id: string, role: AdminAssignableRole): Promise<AdminUserDetail> =>
      client.put(user(id, '/role'), { role }, { schema: AdminUserDetailSchema }),
    /** POST /admin/users/:id/disable: every session of the account ends at once. */
    disable: (id: string): Promise<AdminUserDetail> => userChange(id, '/disable'),
    enable: (id: string): Promise<AdminUserDetail> => userChange(id, '/enable'),
    /** POST /admin/users/:id/clear-lockout: the next sign-in is possible at once. */
    clearLockout: (id: string): Promise<AdminUserDetail> => userChange(id, '/clear-lockout'),
    /** POST /admin/users/:id/credits: an adjustment of the account's own credits. */
    adjustCredits: (id: string, request: CreditAdjustmentRequest): Promise<AdminUserDetail> =>
      client.post(user(id, '/credits'), request, { schema: AdminUserDetailSchema }),
    /** GET /admin/tours: every user's tours, newest first, by title or owner and status. */
    tours: (request: AdminToursRequest = {}): Promise<AdminToursPage> =>
      client.getFresh(listRequestPath('/admin/tours', request), { schema: AdminToursPageSchema }),
    tour: (id: string): Promise<AdminTourDetail> =>
      client.getFresh(`/admin/tours/${segment(id)}`, { schema: AdminTourDetailSchema }),
    unpublishTour: (id: string): Promise<AdminTourDetail> => tourChange(id, 'unpublish'),
    /** POST /admin/tours/:id/reprocess: processed again from its stored upload, no credit. */
    reprocessTour: (id: string): Promise<AdminTourDetail> => tourChange(id, 'reprocess'),
    /** GET /admin/contact-requests: the contact inbox, newest first. */
    contactRequests: (request: ContactRequestsRequest = {}): Promise<ContactRequestsPage> =>
      client.getFresh(listRequestPath('/admin/contact-requests', request), {
        schema: ContactRequestsPageSchema,
      }),
    markHandled: (id: string): Promise<ContactRequestView> => contactChange(id, 'handled'),
    reopen: (id: string): Promise<ContactRequestView> => contactChange(id, 'reopen'),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
