/**
 * The staff-action machine (src/machines/staff-action.machine.ts) wired to the /admin calls.
 * Each part of the screen that changes something runs one, so its confirmation, progress and
 * result show where the change was asked for.
 */
import { useMachine } from '@xstate/react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { AdminSetRoleRequestSchema, CreditAdjustmentRequestSchema } from '../../contract/admin';
import { staffActionMachine, type StaffActionRequest } from '../../machines/staff-action.machine';
import type { AdminApi } from '../../services/admin-api';
import { withFailureMessage } from '../../services/api-client';
import { ACTION_FAILED } from './admin-messages';
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
  const [state, send] = useMachine(
    staffActionMachine.provide({
      actors: {
        perform: fromPromise(async ({ input }: { input: StaffActionRequest }) => {
          let result: unknown;
          try {
            result = await perform(api, input);
          } catch (error) {
            // A schema's own message is already clear; a failed call gets the server's, or ours.
            throw error instanceof v.ValiError ? error : withFailureMessage(error, ACTION_FAILED);
          }
          // Done only once the screen shows the change.
          await refresh();
          return result;
        }),
      },
    }),
  );
  const start = (request: StaffActionRequest) => send({ type: 'staffAction.start', request });
  return { state, send, start };
}

export type AdminAction = ReturnType<typeof useAdminAction>;
