/** The /admin calls of the staff-action machine (src/screens/staff/use-staff-action-machine.ts). */
import * as v from 'valibot';
import { AdminSetRoleRequestSchema, CreditAdjustmentRequestSchema } from '../../contract/admin';
import type { StaffActionRequest } from '../../machines/staff-action.machine';
import type { AdminApi } from '../../services/admin-api';
import { ACTION_FAILED } from './admin-messages';
import { useStaffActionMachine } from '../staff/use-staff-action-machine';
import { useAdminApi, useRefreshAfterChange } from './admin-queries';

/** The calls of /admin, by StaffActionRequest.name. */
export const ADMIN_ACTIONS = {
  role: 'user.role',
  disable: 'user.disable',
  enable: 'user.enable',
  clearLockout: 'user.clearLockout',
  credits: 'user.credits',
  unpublish: 'tour.unpublish',
  reprocess: 'tour.reprocess',
  handled: 'contact.handled',
  reopen: 'contact.reopen',
} as const;
export type AdminActionName = (typeof ADMIN_ACTIONS)[keyof typeof ADMIN_ACTIONS];

type AdminCall = (
  api: AdminApi,
  targetId: string,
  input: StaffActionRequest['input'],
) => Promise<unknown>;

/**
 * The call each request name runs. Its input is checked with the call's shared schema first
 * (only the call's own fields are sent: a request also carries names for the screen's texts).
 */
const ADMIN_CALLS: Record<AdminActionName, AdminCall> = {
  [ADMIN_ACTIONS.role]: (api, id, { role }) =>
    api.setRole(id, v.parse(AdminSetRoleRequestSchema, { role }).role),
  [ADMIN_ACTIONS.disable]: (api, id) => api.disable(id),
  [ADMIN_ACTIONS.enable]: (api, id) => api.enable(id),
  [ADMIN_ACTIONS.clearLockout]: (api, id) => api.clearLockout(id),
  [ADMIN_ACTIONS.credits]: (api, id, { amount, reason }) =>
    api.adjustCredits(id, v.parse(CreditAdjustmentRequestSchema, { amount, reason })),
  [ADMIN_ACTIONS.unpublish]: (api, id) => api.unpublishTour(id),
  [ADMIN_ACTIONS.reprocess]: (api, id) => api.reprocessTour(id),
  [ADMIN_ACTIONS.handled]: (api, id) => api.markHandled(id),
  [ADMIN_ACTIONS.reopen]: (api, id) => api.reopen(id),
};

const isAdminActionName = (name: string): name is AdminActionName =>
  Object.hasOwn(ADMIN_CALLS, name);

function perform(api: AdminApi, { name, targetId, input }: StaffActionRequest): Promise<unknown> {
  if (!isAdminActionName(name)) return Promise.reject(new Error(`No /admin call is named ${name}`));
  return ADMIN_CALLS[name](api, targetId, input);
}

/** The machine, with `perform` running the call and refreshing what the change affects. */
export function useAdminAction() {
  const api = useAdminApi();
  const refresh = useRefreshAfterChange();
  return useStaffActionMachine((request) => perform(api, request), refresh, ACTION_FAILED);
}

export type AdminAction = ReturnType<typeof useAdminAction>;
