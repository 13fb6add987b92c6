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

/**
 * Runs the call a request names. Its input is checked with the call's shared schema first (only
 * the call's own fields are sent: a request also carries names for the screen's texts).
 */
function perform(api: AdminApi, { name, targetId, input }: StaffActionRequest): Promise<unknown> {
  switch (name) {
    case ADMIN_ACTIONS.role:
      return api.setRole(targetId, v.parse(AdminSetRoleRequestSchema, { role: input.role }).role);
    case ADMIN_ACTIONS.disable:
      return api.disable(targetId);
    case ADMIN_ACTIONS.enable:
      return api.enable(targetId);
    case ADMIN_ACTIONS.clearLockout:
      return api.clearLockout(targetId);
    case ADMIN_ACTIONS.credits: {
      const { amount, reason } = input;
      return api.adjustCredits(
        targetId,
        v.parse(CreditAdjustmentRequestSchema, { amount, reason }),
      );
    }
    case ADMIN_ACTIONS.unpublish:
      return api.unpublishTour(targetId);
    case ADMIN_ACTIONS.reprocess:
      return api.reprocessTour(targetId);
    case ADMIN_ACTIONS.handled:
      return api.markHandled(targetId);
    case ADMIN_ACTIONS.reopen:
      return api.reopen(targetId);
    default:
      return Promise.reject(new Error(`No /admin call is named ${name}`));
  }
}

/** The machine, with `perform` running the call and refreshing what the change affects. */
export function useAdminAction() {
  const api = useAdminApi();
  const refresh = useRefreshAfterChange();
  return useStaffActionMachine((request) => perform(api, request), refresh, ACTION_FAILED);
}

export type AdminAction = ReturnType<typeof useAdminAction>;
