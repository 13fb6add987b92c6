/**
 * The staff-action machine (src/machines/staff-action.machine.ts) wired to one area's calls:
 * /admin and /superuser each give `run` (the call a request names) and `afterDone` (what to read
 * again once it succeeded). Each part of a screen that changes something runs its own machine, so
 * its confirmation, progress and result show where the change was asked for.
 */
import { useMachine } from '@xstate/react';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { staffActionMachine, type StaffActionRequest } from '../../machines/staff-action.machine';
import { withFailureMessage } from '../../services/api-client';
import { useInspect } from '../app/inspection';

export function useStaffActionMachine(
  run: (request: StaffActionRequest) => Promise<unknown>,
  afterDone: () => unknown,
  /** Shown when a call fails without a message of the server's. */
  actionFailed: string,
) {
  const inspect = useInspect();
  const [state, send] = useMachine(
    staffActionMachine.provide({
      actors: {
        perform: fromPromise(async ({ input }: { input: StaffActionRequest }) => {
          let result: unknown;
          try {
            result = await run(input);
          } catch (error) {
            // A schema's own message is already clear; a failed call gets the server's, or ours.
            throw error instanceof v.ValiError ? error : withFailureMessage(error, actionFailed);
          }
          // Done only once the screen shows the change (where `afterDone` waits for it).
          await afterDone();
          return result;
        }),
      },
    }),
    { inspect },
  );
  const start = (request: StaffActionRequest) => send({ type: 'staffAction.start', request });
  return { state, send, start };
}

export type StaffActionMachine = ReturnType<typeof useStaffActionMachine>;
