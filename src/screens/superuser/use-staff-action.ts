/**
 * The staff-action machine (src/machines/staff-action.machine.ts) wired to the /superuser calls.
 * Each part of the screen that changes something runs one, so its progress, confirmation and
 * result show where the change was asked for.
 */
import { useMachine } from '@xstate/react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { ErrorReportingSettingsSchema } from '../../contract/settings';
import { PlanPatchSchema, SetRoleRequestSchema } from '../../contract/superuser';
import { staffActionMachine, type StaffActionRequest } from '../../machines/staff-action.machine';
import { withFailureMessage } from '../../services/api-client';
import type { SuperuserApi } from '../../services/superuser-api';
import { ACTION_FAILED } from './superuser-messages';
import { useRefreshAfterChange, useSuperuserApi } from './superuser-queries';

/** The calls of /superuser, by StaffActionRequest.name. */
export const SUPERUSER_ACTIONS = {
  role: 'user.role',
  plan: 'plan.update',
  settings: 'settings.update',
} as const;

/**
 * Runs the call a request names. Its input is checked with the call's shared schema first (only
 * the call's own fields are sent: a request may carry more, for the screen's texts).
 */
async function perform(api: SuperuserApi, request: StaffActionRequest): Promise<unknown> {
  const { input, targetId } = request;
  switch (request.name) {
    case SUPERUSER_ACTIONS.role:
      return api.setRole(targetId, v.parse(SetRoleRequestSchema, { role: input.role }).role);
    case SUPERUSER_ACTIONS.plan:
      return api.updatePlan(targetId, v.parse(PlanPatchSchema, input));
    case SUPERUSER_ACTIONS.settings:
      return api.saveSettings({ errorReporting: v.parse(ErrorReportingSettingsSchema, input) });
    default:
      throw new Error(`No /superuser call is named ${request.name}`);
  }
}

/** The machine, with `perform` running the call and refreshing what the change affects. */
export function useStaffAction() {
  const api = useSuperuserApi();
  const refresh = useRefreshAfterChange();
  const [state, send] = useMachine(
    staffActionMachine.provide({
      actors: {
        perform: fromPromise(async ({ input }: { input: StaffActionRequest }) => {
          try {
            const result = await perform(api, input);
            refresh();
            return result;
          } catch (error) {
            // A schema's own message is already clear; a failed call gets the server's, or ours.
            throw error instanceof v.ValiError ? error : withFailureMessage(error, ACTION_FAILED);
          }
        }),
      },
    }),
  );
  const start = (request: StaffActionRequest) => send({ type: 'staffAction.start', request });
  return { state, send, start };
}

export type StaffAction = ReturnType<typeof useStaffAction>;
