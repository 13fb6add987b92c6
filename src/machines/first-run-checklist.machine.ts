import { setup } from 'xstate';

export interface FirstRunChecklistInput {
  /** The account dismissed its checklist earlier (in this browser). */
  dismissedEarlier: boolean;
}

export interface FirstRunChecklistContext {
  dismissedEarlier: boolean;
}

export type FirstRunChecklistEvent = { type: 'checklist.dismiss' };

/**
 * The first-run checklist on /dashboard (issue 22 point 4, decision 0038): four steps (create a
 * tour, set the start, publish, share), each ticked from the owner's tours, shown until the
 * owner dismisses it; the dismissal is remembered for the account (`rememberDismissal`).
 * Whether each step is done is data, not state: the screen reads it from the tours.
 */
export const firstRunChecklistMachine = setup({
  types: {
    context: {} as FirstRunChecklistContext,
    events: {} as FirstRunChecklistEvent,
    input: {} as FirstRunChecklistInput,
  },
  actions: {
    rememberDismissal: () => {},
  },
  guards: {
    dismissedEarlier: ({ context }) => context.dismissedEarlier,
  },
}).createMachine({
  id: 'firstRunChecklist',
  context: ({ input }) => ({ dismissedEarlier: input.dismissedEarlier }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Reads whether the account dismissed its checklist before.',
      always: [{ guard: 'dismissedEarlier', target: 'dismissed' }, { target: 'shown' }],
    },
    shown: {
      description:
        'The checklist shows the four steps, each ticked or not, with a link to the next one and a button to dismiss it.',
      on: {
        'checklist.dismiss': { target: 'dismissed', actions: 'rememberDismissal' },
      },
    },
    dismissed: {
      description: 'The checklist is hidden for this account; the dashboard shows the rest.',
      type: 'final',
    },
  },
});
