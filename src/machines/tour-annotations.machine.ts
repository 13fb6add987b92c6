import { assign, fromPromise, setup } from 'xstate';
import type { Annotation, TourView, UpdateTourRequest, Vector3 } from '../contract/tours';
import { failureOf, itemFieldErrors, replaceOrAppend, type FieldErrors } from './tour-items';

export const ANNOTATION_FIELDS = ['title', 'text', 'link'] as const;
export type AnnotationField = (typeof ANNOTATION_FIELDS)[number];

/** An annotation being added, edited or moved, as typed. */
export interface AnnotationDraft {
  id: string;
  isNew: boolean;
  title: string;
  text: string;
  link: string;
  position: Vector3 | null;
}

/** What the owner asked for in the annotations panel (new items get their id from the screen). */
export type AnnotationIntent = 'add' | 'edit' | 'move' | 'remove';

export interface TourAnnotationsInput {
  tourId: string;
  tour: TourView;
  intent: AnnotationIntent;
  id: string;
}

export interface TourAnnotationsContext {
  tourId: string;
  tour: TourView;
  intent: AnnotationIntent;
  /** The annotation being added, edited or moved; null when one is being removed. */
  draft: AnnotationDraft | null;
  fieldErrors: FieldErrors<AnnotationField>;
  /** The annotation the removal dialog asks about. */
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

export type TourAnnotationsEvent =
  | { type: 'annotation.fieldChanged'; field: AnnotationField; value: string }
  /** The screen validates the draft with AnnotationSchema and sends what it found. */
  | { type: 'annotation.submit'; fieldErrors: FieldErrors<AnnotationField> }
  | { type: 'annotation.cancel' }
  /** The point the viewer found on a surface (pickSurface), or none there. */
  | { type: 'place.point'; position: Vector3 }
  | { type: 'place.missed' }
  | { type: 'place.cancel' }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' };

/** How it ended: the tour as saved, or none (cancelled, or a removal failed with its message). */
export interface TourAnnotationsOutput {
  tour: TourView | null;
  error: string | null;
}

export interface TourChangeInput {
  tourId: string;
  changes: UpdateTourRequest;
}

/** The annotation a draft makes; an empty link is left out. */
export function annotationOfDraft(draft: AnnotationDraft): Annotation {
  const link = draft.link.trim();
  return {
    id: draft.id,
    title: draft.title,
    text: draft.text,
    ...(link && { link }),
    position: draft.position ?? { x: 0, y: 0, z: 0 },
  };
}

function draftOf(tour: TourView, intent: AnnotationIntent, id: string): AnnotationDraft | null {
  if (intent === 'remove') return null;
  if (intent === 'add') return { id, isNew: true, title: '', text: '', link: '', position: null };
  const annotation = tour.annotations.find((item) => item.id === id);
  if (!annotation) return null;
  return {
    id,
    isNew: false,
    title: annotation.title,
    text: annotation.text,
    link: annotation.link ?? '',
    position: annotation.position,
  };
}

/**
 * Adding, editing, moving and removing an annotation of a ready tour (issue 20 point 5, split
 * from the tour editor): a new or moved annotation is placed on a surface of the 3D view first;
 * the form takes its title, text and link; a removal is confirmed in a dialog. Every change is
 * one PATCH of the tour's annotations. The editor invokes it for one change and keeps what it
 * ended with: the saved tour, or the message of a failed removal.
 */
export const tourAnnotationsMachine = setup({
  types: {
    context: {} as TourAnnotationsContext,
    events: {} as TourAnnotationsEvent,
    input: {} as TourAnnotationsInput,
    output: {} as TourAnnotationsOutput,
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
    changeField: assign({
      draft: ({ context }, params: { field: AnnotationField; value: string }) =>
        context.draft && { ...context.draft, [params.field]: params.value },
      fieldErrors: ({ context }, params: { field: AnnotationField; value: string }) => ({
        ...context.fieldErrors,
        [params.field]: '',
      }),
      error: null,
    }),
    keepFieldErrors: assign({
      fieldErrors: (_, params: { fieldErrors: FieldErrors<AnnotationField> }) => params.fieldErrors,
      error: null,
    }),
    prepareDraftSave: assign({
      changes: ({ context }) => ({
        annotations: context.draft
          ? replaceOrAppend(context.tour.annotations, annotationOfDraft(context.draft))
          : [...context.tour.annotations],
      }),
      fieldErrors: {},
      error: null,
    }),
    prepareRemoval: assign({
      changes: ({ context }) => ({
        annotations: context.tour.annotations.filter((item) => item.id !== context.removalId),
      }),
    }),
    keepSaved: assign({ saved: (_, params: { tour: TourView }) => params.tour }),
    keepSaveFailure: assign({
      fieldErrors: ({ context }, params: { error: unknown }) =>
        itemFieldErrors(
          context.changes,
          'annotations',
          context.draft?.id,
          params.error,
          ANNOTATION_FIELDS,
        ),
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
    clearError: assign({ error: null }),
    keepRemovalFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
  },
  guards: {
    /** A new or moved annotation is placed first. */
    startsWithPlacing: ({ context }) => context.intent === 'add' || context.intent === 'move',
    isRemoval: ({ context }) => context.intent === 'remove',
    hasNoFieldErrors: (_, params: { fieldErrors: Partial<Record<string, string>> }) =>
      Object.values(params.fieldErrors).every((message) => !message),
  },
}).createMachine({
  id: 'tourAnnotations',
  description:
    'One change to the annotations of a ready tour: placing, the form, or the removal dialog, then one PATCH.',
  context: ({ input }) => ({
    tourId: input.tourId,
    tour: input.tour,
    intent: input.intent,
    draft: draftOf(input.tour, input.intent, input.id),
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
        'The next click or tap on the model (or "place at the centre") sets where the annotation goes.',
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
        'The title (required), text and optional link of the annotation; field messages show under their fields.',
      on: {
        'annotation.fieldChanged': {
          actions: {
            type: 'changeField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'annotation.submit': [
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
        'annotation.cancel': { target: 'cancelled', actions: 'clearError' },
      },
    },
    saving: {
      description: 'PATCH /tours/{id} with the annotations; the form is read-only meanwhile.',
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
          // Refused or failed: back to the form with what was typed and the messages.
          target: 'form',
          actions: { type: 'keepSaveFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingRemoval: {
      description: 'A dialog asks whether to delete the annotation.',
      on: {
        'removal.confirm': { target: 'removing', actions: 'prepareRemoval' },
        'removal.cancel': { target: 'cancelled' },
      },
    },
    removing: {
      description: 'PATCH /tours/{id} without the annotation.',
      tags: ['busy'],
      invoke: {
        id: 'removeAnnotation',
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
