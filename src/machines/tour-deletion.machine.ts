import { assign, setup } from 'xstate';
import { failureOf } from './form-failure';
import { providedPromise } from './provided-actor';

export interface TourDeletionInput {
  tourId: string;
}

export interface TourDeletionContext {
  tourId: string;
  deleted: boolean;
  /** Why the delete failed, as the request reported it. */
  error: string | null;
}

export type TourDeletionEvent = { type: 'delete.confirm' } | { type: 'delete.cancel' };

/** How it ended: deleted, or not (cancelled, or failed with the message to show). */
export interface TourDeletionOutput {
  deleted: boolean;
  error: string | null;
}

/**
 * Deleting a whole tour from its editor (issue 20 point 5, split from the tour editor): a dialog
 * asks first; confirmed, DELETE /tours/{id} removes the tour and its files. The editor invokes
 * it and goes where its output leads: to the list of tours once deleted, back to the tour with
 * the message when it failed, or back unchanged when cancelled.
 */
export const tourDeletionMachine = setup({
  types: {
    context: {} as TourDeletionContext,
    events: {} as TourDeletionEvent,
    input: {} as TourDeletionInput,
    output: {} as TourDeletionOutput,
  },
  actors: {
    deleteTour: providedPromise<unknown, TourDeletionInput>('deleteTour'),
  },
  actions: {
    markDeleted: assign({ deleted: true }),
    keepError: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
  },
}).createMachine({
  id: 'tourDeletion',
  description:
    'Deleting the whole tour: a confirmation, then DELETE /tours/{id}; deleted, failed with its message, or cancelled.',
  context: ({ input }) => ({ tourId: input.tourId, deleted: false, error: null }),
  initial: 'confirming',
  states: {
    confirming: {
      description: 'A dialog asks whether to delete the whole tour, for good.',
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'cancelled' },
      },
    },
    deleting: {
      description: 'DELETE /tours/{id}: the dialog shows its busy label.',
      tags: ['busy'],
      invoke: {
        id: 'deleteTour',
        src: 'deleteTour',
        input: ({ context }) => ({ tourId: context.tourId }),
        onDone: { target: 'deleted', actions: 'markDeleted' },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleted: {
      description: 'The tour and its files are gone.',
      type: 'final',
    },
    failed: {
      description: 'The tour could not be deleted; the message shows on the tour page.',
      type: 'final',
    },
    cancelled: {
      description: 'The dialog was closed; nothing changed.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ deleted: context.deleted, error: context.error }),
});
