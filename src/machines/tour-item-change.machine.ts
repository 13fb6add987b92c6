import { assign, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import type { TourView, UpdateTourRequest, Vector3 } from '../contract/tours';
import { hasNoFieldErrors } from './form-failure';
import {
  changesWithDraft,
  changesWithout,
  failureOf,
  itemDraftOf,
  itemFieldErrors,
  type FieldErrors,
  type TourItemDraft,
  type TourItemField,
  type TourItemKind,
} from './tour-items';

/**
 * What the owner asked for in the annotations or destinations panel (new items get their id
 * from the screen). Destinations are renamed (`edit`), never moved.
 */
export type TourItemIntent = 'add' | 'edit' | 'move' | 'remove';

export interface TourItemChangeInput {
  tourId: string;
  tour: TourView;
  kind: TourItemKind;
  intent: TourItemIntent;
  id: string;
}

export interface TourItemChangeContext {
  tourId: string;
  tour: TourView;
  kind: TourItemKind;
  intent: TourItemIntent;
  /** The item being added, edited or moved; null when one is being removed. */
  draft: TourItemDraft | null;
  fieldErrors: FieldErrors<TourItemField>;
  /** The item the removal dialog asks about. */
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

export type TourItemChangeEvent =
  | { type: 'item.fieldChanged'; field: TourItemField; value: string }
  /**
   * The screen validates the draft with its kind's schema (AnnotationSchema, DestinationSchema)
   * and sends what it found.
   */
  | { type: 'item.submit'; fieldErrors: FieldErrors<TourItemField> }
  | { type: 'item.cancel' }
  /** The point the viewer found on a surface (pickSurface), or none there. */
  | { type: 'place.point'; position: Vector3 }
  | { type: 'place.missed' }
  | { type: 'place.cancel' }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };

/** How it ended: the tour as saved, or none (cancelled, or a removal failed with its message). */
export interface TourItemChangeOutput {
  tour: TourView | null;
  error: string | null;
}

export interface TourChangeInput {
  tourId: string;
  changes: UpdateTourRequest;
}

/**
 * One change to an annotation or a destination of a ready tour (issue 20 point 5, split from
 * the tour editor; one machine for both kinds since issue 37): a new or moved item is placed on
 * a surface of the 3D view first; the form takes an annotation's title, text and link or a
 * destination's name; a removal is confirmed in a dialog. Every change is one PATCH of the
 * kind's list. The editor invokes it for one change and keeps what it ended with: the saved
 * tour, or the message of a failed removal.
 */
export const tourItemChangeMachine = setup({
  types: {
    context: {} as TourItemChangeContext,
    events: {} as TourItemChangeEvent,
    input: {} as TourItemChangeInput,
    output: {} as TourItemChangeOutput,
  },
  actors: {
    saveTour: providedPromise<TourView, TourChangeInput>('saveTour'),
  },
  actions: {
    placeDraft: assign({
      draft: ({ context }, params: { position: Vector3 }) =>
        context.draft && { ...context.draft, position: params.position },
      placeMissed: false,
    }),
    markMissed: assign({ placeMissed: true }),
    changeField: assign({
      draft: ({ context }, params: { field: TourItemField; value: string }) =>
        context.draft && ({ ...context.draft, [params.field]: params.value } as TourItemDraft),
      fieldErrors: ({ context }, params: { field: TourItemField; value: string }) => ({
        ...context.fieldErrors,
        [params.field]: '',
      }),
      error: null,
    }),
    keepFieldErrors: assign({
      fieldErrors: (_, params: { fieldErrors: FieldErrors<TourItemField> }) => params.fieldErrors,
      error: null,
    }),
    prepareDraftSave: assign({
      changes: ({ context }) =>
        context.draft ? changesWithDraft(context.tour, context.draft) : {},
      fieldErrors: {},
      error: null,
    }),
    prepareRemoval: assign({
      changes: ({ context }) => changesWithout(context.tour, context.kind, context.removalId ?? ''),
    }),
    keepSaved: assign({ saved: (_, params: { tour: TourView }) => params.tour }),
    keepSaveFailure: assign({
      fieldErrors: ({ context }, params: { error: unknown }) =>
        itemFieldErrors(context.changes, context.kind, context.draft?.id, params.error),
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
    clearError: assign({ error: null }),
    keepRemovalFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
  },
  guards: {
    /** A new or moved item is placed first. */
    startsWithPlacing: ({ context }) => context.intent === 'add' || context.intent === 'move',
    isRemoval: ({ context }) => context.intent === 'remove',
    hasNoFieldErrors,
  },
}).createMachine({
  id: 'tourItemChange',
  description:
    'One change to an annotation or a destination of a ready tour: placing, the form, or the removal dialog, then one PATCH.',
  context: ({ input }) => ({
    tourId: input.tourId,
    tour: input.tour,
    kind: input.kind,
    intent: input.intent,
    draft:
      input.intent === 'remove'
        ? null
        : itemDraftOf(input.tour, input.kind, input.id, input.intent === 'add'),
    fieldErrors: {},
    removalId: input.intent === 'remove' ? input.id : null,
    changes: null,
    placeMissed: false,
    error: null,
    saved: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Goes where the change starts: placing, the form, or the removal dialog.',
      always: [
        { guard: 'startsWithPlacing', target: 'placing' },
        { guard: 'isRemoval', target: 'confirmingRemoval' },
        { target: 'form' },
      ],
    },
    placing: {
      description:
        'The next click or tap on the model (or "place at the centre") sets where the item goes: an annotation on any surface, a destination on the floor.',
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
      description:
        "An annotation's title (required), text and optional link, or a destination's name (a room) as visitors will see it; field messages show under their fields.",
      on: {
        'item.fieldChanged': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'item.submit': [
          {
            guard: {
              type: 'hasNoFieldErrors',
              params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
            },
            target: 'saving',
            actions: 'prepareDraftSave',
          },
          {
            actions: {
              type: 'keepFieldErrors',
              params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
            },
          },
        ],
        'item.cancel': { target: 'cancelled', actions: 'clearError' },
      },
    },
    saving: {
      description:
        "PATCH /tours/{id} with the kind's list: with the draft (the form is read-only meanwhile), or without the item being removed.",
      tags: ['busy'],
      invoke: {
        id: 'saveTour',
        src: 'saveTour',
        input: ({ context }) => ({ tourId: context.tourId, changes: context.changes ?? {} }),
        onDone: {
          target: 'saved',
          actions: { type: 'keepSaved', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: [
          {
            guard: 'isRemoval',
            target: 'failed',
            actions: {
              type: 'keepRemovalFailure',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            // Refused or failed: back to the form with what was typed and the messages.
            target: 'form',
            actions: { type: 'keepSaveFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    confirmingRemoval: {
      description: 'A dialog asks whether to delete the annotation or destination.',
      on: {
        'removal.confirm': { target: 'saving', actions: 'prepareRemoval' },
        'removal.cancel': { target: 'cancelled' },
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
