/**
 * The /superuser calls (issue 9): roles, plans, settings and the audit log.
 * server/superuser/routes.ts documents every route; the shapes are src/contract/superuser.ts and
 * src/contract/settings.ts. Reads go past every cache: staff see the state of now.
 */
import { listRequestPath } from '../contract/paging';
import {
  SuperuserSettingsSchema,
  type AppSettings,
  type SuperuserSettings,
} from '../contract/settings';
import {
  AccountSearchResultSchema,
  AccountViewSchema,
  AuditLogPageSchema,
  StaffListSchema,
  SuperuserPlanSchema,
  SuperuserPlansSchema,
  type AccountSearchResult,
  type AccountView,
  type AuditLogPage,
  type PlanPatch,
  type StaffList,
  type SuperuserPlan,
  type SuperuserPlans,
  type SuperuserSettableRole,
} from '../contract/superuser';
import type { ApiClient } from './api-client';

/** A page of the audit log: GET /superuser/audit-log?limit=&cursor=&action=. */
export interface AuditLogRequest {
  limit?: number;
  cursor?: string | null;
  action?: string | null;
}

const segment = encodeURIComponent;

export function createSuperuserApi(client: ApiClient) {
  return {
    /** GET /superuser/staff: every account whose role is not USER. */
    staff: (): Promise<StaffList> =>
      client.getFresh('/superuser/staff', { schema: StaffListSchema }),
    /** GET /superuser/users?q=: accounts whose e-mail address or name contains `query`. */
    searchAccounts: (query: string): Promise<AccountSearchResult> =>
      client.getFresh(listRequestPath('/superuser/users', { q: query }), {
        schema: AccountSearchResultSchema,
      }),
    /** PUT /superuser/users/:id/role: grants ADMIN, MODERATOR or CREATOR, or revokes (USER). */
    setRole: (userId: string, role: SuperuserSettableRole): Promise<AccountView> =>
      client.put(
        `/superuser/users/${segment(userId)}/role`,
        { role },
        { schema: AccountViewSchema },
      ),
    /** GET /superuser/plans: every plan, on sale or not. */
    plans: (): Promise<SuperuserPlans> =>
      client.getFresh('/superuser/plans', { schema: SuperuserPlansSchema }),
    /** PATCH /superuser/plans/:id: prices, credits, rollover, agents and flags. */
    updatePlan: (id: string, patch: PlanPatch): Promise<SuperuserPlan> =>
      client.patch(`/superuser/plans/${segment(id)}`, patch, { schema: SuperuserPlanSchema }),
    /** GET /superuser/settings. */
    settings: (): Promise<SuperuserSettings> =>
      client.getFresh('/superuser/settings', { schema: SuperuserSettingsSchema }),
    /** PUT /superuser/settings: every setting, replaced as a whole. */
    saveSettings: (settings: AppSettings): Promise<SuperuserSettings> =>
      client.put('/superuser/settings', settings, { schema: SuperuserSettingsSchema }),
    /** GET /superuser/audit-log: newest first, a page at a time. */
    auditLog: ({ limit, cursor, action }: AuditLogRequest = {}): Promise<AuditLogPage> =>
      client.getFresh(listRequestPath('/superuser/audit-log', { limit, cursor, action }), {
        schema: AuditLogPageSchema,
      }),
  };
}

export type SuperuserApi = ReturnType<typeof createSuperuserApi>;
