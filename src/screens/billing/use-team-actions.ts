/**
 * The team-actions machine (src/machines/team-actions.machine.ts) wired to the billing calls.
 * Each part of the credits page that changes the team runs its own actor (the invite form, the
 * agents, the invitations, leaving, accepting), so its dialog, progress and result show where
 * the change was asked for.
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { teamActionsMachine, type TeamActionRequest } from '../../machines/team-actions.machine';
import { failureMessage } from '../../services/api-client';
import { logger } from '../../services/logger';
import type { BillingApi } from '../../services/billing-api';
import { useAppApi } from '../app/app-services';
import { useInspect } from '../app/inspection';
import { TEAM_ACTION_FAILED } from './billing-messages';
import { useRefreshBilling } from './billing-queries';

function call(billing: BillingApi, request: TeamActionRequest): Promise<unknown> {
  switch (request.kind) {
    case 'invite':
      return billing.invite(request.email);
    case 'withdraw':
      return billing.revokeInvitation(request.invitationId);
    case 'remove':
      return billing.removeMember(request.userId);
    case 'leave':
      return billing.leaveTeam();
    case 'accept':
      return billing.acceptInvitation(request.token);
  }
}

/**
 * An actor of the team-actions machine: a change refreshes the plan, credits and team once it
 * succeeded (then `afterDone`, the screen's own); a failure keeps the server's message (or ours when there is none) for the alert.
 */
export function useTeamActions(afterDone?: () => void) {
  const { billing } = useAppApi();
  const refresh = useRefreshBilling();
  const inspect = useInspect();
  return useMachine(
    teamActionsMachine.provide({
      actors: {
        perform: fromPromise(async ({ input }: { input: TeamActionRequest }): Promise<unknown> => {
          let result: unknown;
          try {
            result = await call(billing, input);
          } catch (error) {
            logger.error(`A team change (${input.kind}) failed`, error);
            throw new Error(failureMessage(error, TEAM_ACTION_FAILED));
          }
          refresh();
          afterDone?.();
          return result;
        }),
      },
    }),
    { inspect },
  );
}
