import { assign, fromPromise, setup } from 'xstate';
import type { Destination, TourView, UpdateTourRequest, Vector3 } from '../contract/tours';
import type { TourChangeInput } from './tour-annotations.machine';
import { failureOf, itemFieldErrors, replaceOrAppend } from './tour-items';

/** A destination being added or renamed, as typed. */
export interface DestinationDraft {
  id: string;
  isNew: boolean;
  name: string;
  position: Vector3 | null;
}

/** What the owner asked for in the destinations panel (new items get their id from the screen). */
export type DestinationIntent = 'add' | 'rename' | 'remove';

export interface TourDestinationsInput {
  tourId: string;
  tour: TourView;
  intent: DestinationIntent;
  id: string;
}

export interface TourDestinationsContext {
  tourId: string;
  tour: TourView;
  intent: DestinationIntent;
  /** The destination being added or renamed; null when one is being removed. */
  draft: DestinationDraft | null;
  /** The message about the name, from DestinationSchema or the server. */
  nameError: string | null;
  /** The destination the removal dialog asks about. */
  removalId: string | null;
  /** The PATCH being sent. */
  changes: UpdateTourRequest | null;
  /** The last click while placing hit no surface. */
  placeMissed: boolean;
  /** Why the last save failed, as it reported it. */
  error: string | null;
  /** The tour as the server saved it. */
  saved: TourView | null;
}

export type TourDestinationsEvent =
  | { type: 'destination.nameChanged'; value: string }
  /** The screen validates the draft with DestinationSchema and sends its message, if any. */
  | { type: 'destination.submit'; error: string | null }
  | { type: 'destination.cancel' }
  /** The point the viewer found on a surface (pickSurface), or none there. */
  | { type: 'place.point'; position: Vector3 }
  | { type: 'place.missed' }
  | { type: 'place.cancel' }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };

/** How it ended: the tour as saved, or none (cancelled, or a removal failed with its message). */
export interface TourDestinationsOutput {
  tour: TourView | null;
  error: string | null;
}

function draftOf(tour: TourView, intent: DestinationIntent, id: string): DestinationDraft | null {
  if (intent === 'remove') return null;
  if (intent === 'add') return { id, isNew: true, name: '', position: null };
  const destination = tour.destinations.find((item) => item.id === id);
  if (!destination) return null;
  return { id, isNew: false, name: destination.name, position: destination.position };
}

function destinationOfDraft(draft: DestinationDraft): Destination {
  return { id: draft.id, name: draft.name, position: draft.position ?? { x: 0, y: 0, z: 0 } };
}

/**
 * Adding, renaming and removing a destination (a room visitors can be led to) of a ready tour
 * (issue 20 point 5, split from the tour editor): a new destination is placed on the floor of
 * the 3D view first, then named; a removal is confirmed in a dialog. Every change is one PATCH
 * of the tour's destinations. The editor invokes it for one change and keeps what it ended
 * with: the saved tour, or the message of a failed removal.
 */
export const tourDestinationsMachine = setup({
  types: {
    context: {} as TourDestinationsContext,
    events: {} as TourDestinationsEvent,
    input: {} as TourDestinationsInput,
    output: {} as TourDestinationsOutput,
  },
  actors: {
    saveTour: fromPromise<TourView, TourChangeInput>(() =>
      Promise.reject(new Error('saveTour is provided by the app')),
    ),
  },
  actions: {
    placeDraft: assign({
      draft: ({ context }, params: { position: Vector3 }) =>
        context.draft && { ...context.draft, position: params.position },
      placeMissed: false,
    }),
    markMissed: assign({ placeMissed: true }),
    changeName: assign({
      draft: ({ context }, params: { value: string }) =>
        context.draft && { ...context.draft, name: params.value },
      nameError: null,
      error: null,
    }),
    keepNameError: assign({
      nameError: (_, params: { error: string | null }) => params.error,
      error: null,
    }),
    prepareDraftSave: assign({
      changes: ({ context }) => ({
        destinations: context.draft
          ? replaceOrAppend(context.tour.destinations, destinationOfDraft(context.draft))
          : [...context.tour.destinations],
      }),
      nameError: null,
      error: null,
    }),
    prepareRemoval: assign({
      changes: ({ context }) => ({
        destinations: context.tour.destinations.filter((item) => item.id !== context.removalId),
      }),
    }),
    keepSaved: assign({ saved: (_, params: { tour: TourView }) => params.tour }),
    keepSaveFailure: assign({
      nameError: ({ context }, params: { error: unknown }) =>
        itemFieldErrors(context.changes, 'destinations', context.draft?.id, params.error, ['name'])
          .name ?? null,
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
    clearError: assign({ error: null }),
    keepRemovalFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
  },
  guards: {
    /** A new destination is placed first. */
    startsWithPlacing: ({ context }) => context.intent === 'add',
    isRemoval: ({ context }) => context.intent === 'remove',
    hasNoError: (_, params: { error: string | null }) => !params.error,
  },
}).createMachine({
  id: 'tourDestinations',
  description:
    'One change to the destinations of a ready tour: placing, the name, or the removal dialog, then one PATCH.',
  context: ({ input }) => ({
    tourId: input.tourId,
    tour: input.tour,
    intent: input.intent,
    draft: draftOf(input.tour, input.intent, input.id),
    nameError: null,
    removalId: input.intent === 'remove' ? input.id : null,
    changes: null,
    placeMissed: false,
    error: null,
    saved: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Goes where the change starts: placing, the name, or the removal dialog.',
      always: [
        { guard: 'startsWithPlacing', target: 'placing' },
        { guard: 'isRemoval', target: 'confirmingRemoval' },
        { target: 'form' },
      ],
    },
    placing: {
      description: 'The next click or tap on the floor sets where the destination is.',
      on: {
        'place.point': {
          target: 'form',
          actions: { type: 'placeDraft', params: ({ event }) => ({ position: event.position }) },
        },
        'place.missed': { actions: 'markMissed' },
        'place.cancel': { target: 'cancelled' },
      },
    },
    form: {
      description: 'The name of the destination (a room) as visitors will see it.',
      on: {
        'destination.nameChanged': {
          actions: { type: 'changeName', params: ({ event }) => ({ value: event.value }) },
        },
        'destination.submit': [
          {
            guard: { type: 'hasNoError', params: ({ event }) => ({ error: event.error }) },
            target: 'saving',
            actions: 'prepareDraftSave',
          },
          {
            actions: { type: 'keepNameError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
        'destination.cancel': { target: 'cancelled', actions: 'clearError' },
      },
    },
    saving: {
      description: 'PATCH /tours/{id} with the destinations; the form is read-only meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'saveTour',
        src: 'saveTour',
        input: ({ context }) => ({ tourId: context.tourId, changes: context.changes ?? {} }),
        onDone: {
          target: 'saved',
          actions: { type: 'keepSaved', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: {
          // Refused or failed: back to the form with what was typed and the message.
          target: 'form',
          actions: { type: 'keepSaveFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingRemoval: {
      description: 'A dialog asks whether to delete the destination.',
      on: {
        'removal.confirm': { target: 'removing', actions: 'prepareRemoval' },
        'removal.cancel': { target: 'cancelled' },
      },
    },
    removing: {
      description: 'PATCH /tours/{id} without the destination.',
      tags: ['busy'],
      invoke: {
        id: 'removeDestination',
        src: 'saveTour',
        input: ({ context }) => ({ tourId: context.tourId, changes: context.changes ?? {} }),
        onDone: {
          target: 'saved',
          actions: { type: 'keepSaved', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'keepRemovalFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    saved: {
      description: 'The change is saved; the editor shows the tour as the server returned it.',
      type: 'final',
    },
    failed: {
      description: 'The removal failed; its message shows on the tour page.',
      type: 'final',
    },
    cancelled: {
      description: 'Cancelled: nothing changed.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ tour: context.saved, error: context.error }),
});
