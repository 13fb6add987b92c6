/** The /superuser calls of the staff-action machine (src/screens/staff/use-staff-action-machine.ts). */
import * as v from 'valibot';
import { ErrorReportingSettingsSchema } from '../../contract/settings';
import { PlanPatchSchema, SetRoleRequestSchema } from '../../contract/superuser';
import type { StaffActionRequest } from '../../machines/staff-action.machine';
import type { SuperuserApi } from '../../services/superuser-api';
import { ACTION_FAILED } from './superuser-messages';
import { useStaffActionMachine } from '../staff/use-staff-action-machine';
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
  return useStaffActionMachine((request) => perform(api, request), refresh, ACTION_FAILED);
}

export type StaffAction = ReturnType<typeof useStaffAction>;
