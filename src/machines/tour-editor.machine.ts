import { assign, forwardTo, fromPromise, setup } from 'xstate';
import type {
  Annotation,
  Destination,
  StartPosition,
  TourView,
  UpdateTourRequest,
  Vector3,
} from '../contract/tours';
import { tourDeletionMachine, type TourDeletionOutput } from './tour-deletion.machine';
import { tourPublishingMachine, type TourPublishingOutput } from './tour-publishing.machine';
import {
  tourProcessingStatusMachine,
  type TourProcessingStatusOutput,
} from './tour-processing-status.machine';

export const DETAIL_FIELDS = ['title', 'description', 'address'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
/** The tour's title, description and address as typed. */
export type DetailValues = Record<DetailField, string>;

export const ANNOTATION_FIELDS = ['title', 'text', 'link'] as const;
export type AnnotationField = (typeof ANNOTATION_FIELDS)[number];

/** One message per field, as the contract's schemas (or the server) word it. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** An annotation being added, edited or moved, as typed. */
export interface AnnotationDraft {
  id: string;
  isNew: boolean;
  title: string;
  text: string;
  link: string;
  position: Vector3 | null;
}

/** A destination being added or renamed, as typed. */
export interface DestinationDraft {
  id: string;
  isNew: boolean;
  name: string;
  position: Vector3 | null;
}

/** Whether the 3D view of a ready tour is shown (the viewer reports it; see src/viewer). */
export type ViewerStatus = 'loading' | 'shown' | 'failed';
export type ViewerFailureReason = 'webglUnavailable' | 'loadFailed';
export type EditorViewMode = 'walk' | 'dollhouse' | 'floorPlan';

/** What a save came from: a failure goes back there, with what the user typed. */
export type SaveOrigin = 'start' | 'details' | 'annotation' | 'destination' | 'removal';

export interface Removal {
  kind: 'annotation' | 'destination';
  id: string;
}

/** What the last finished request did, for the status line. */
export type EditorNotice = 'saved' | 'startSaved' | 'published' | 'unpublished';

/** What the actors reject with: the message to show, the server's field messages, a 404. */
export interface TourEditorFailure {
  message: string;
  fieldErrors?: Record<string, string>;
  notFound?: boolean;
}

export interface TourEditorContext {
  tourId: string;
  tour: TourView | null;
  viewer: ViewerStatus;
  viewerFailure: ViewerFailureReason | null;
  viewMode: EditorViewMode;
  details: DetailValues;
  detailErrors: FieldErrors<DetailField>;
  annotationDraft: AnnotationDraft | null;
  annotationErrors: FieldErrors<AnnotationField>;
  destinationDraft: DestinationDraft | null;
  destinationError: string | null;
  removal: Removal | null;
  saveOrigin: SaveOrigin | null;
  /** The PATCH being sent. */
  changes: UpdateTourRequest | null;
  /** The last click while placing hit no surface. */
  placeMissed: boolean;
  /** Why the last request failed, as it reported it. */
  error: string | null;
  notice: EditorNotice | null;
}

export type TourEditorEvent =
  | { type: 'tour.retry' }
  | { type: 'viewer.loaded' }
  | { type: 'viewer.failed'; failure: ViewerFailureReason }
  | { type: 'viewer.modeChanged'; mode: EditorViewMode }
  /** The screen reads the viewer's camera pose and sends it. */
  | { type: 'start.use'; startPosition: StartPosition }
  /** New items get their id from the screen. */
  | { type: 'annotation.add'; id: string }
  | { type: 'annotation.edit'; id: string }
  | { type: 'annotation.move'; id: string }
  | { type: 'annotation.remove'; id: string }
  | { type: 'annotation.fieldChanged'; field: AnnotationField; value: string }
  /** The screen validates the draft with AnnotationSchema and sends what it found. */
  | { type: 'annotation.submit'; fieldErrors: FieldErrors<AnnotationField> }
  | { type: 'annotation.cancel' }
  | { type: 'destination.add'; id: string }
  | { type: 'destination.rename'; id: string }
  | { type: 'destination.remove'; id: string }
  | { type: 'destination.nameChanged'; value: string }
  /** The screen validates the draft with DestinationSchema and sends its message, if any. */
  | { type: 'destination.submit'; error: string | null }
  | { type: 'destination.cancel' }
  /** The point the viewer found on a surface (pickSurface), or none there. */
  | { type: 'place.point'; position: Vector3 }
  | { type: 'place.missed' }
  | { type: 'place.cancel' }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'details.fieldChanged'; field: DetailField; value: string }
  /** The screen validates the details with UpdateTourRequestSchema and sends what it found. */
  | { type: 'details.submit'; fieldErrors: FieldErrors<DetailField> }
  | { type: 'tour.publish' }
  | { type: 'tour.unpublish' }
  | { type: 'tour.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface TourEditorInput {
  tourId: string;
}

export interface TourChangeInput {
  tourId: string;
  changes: UpdateTourRequest;
}

/**
 * The owner's page of one tour, /dashboard/tours/{id} (issue 7 point 3). It loads the tour; while
 * the tour is not ready it shows why (a draft without a file, processing live, or failed with its
 * reason); once ready, the 3D view and the editing modes: the start position from the current
 * view, annotations and destinations placed on surfaces, the title and details, publishing, and
 * deleting the tour behind a confirmation. Every change is one PATCH; a refused save goes back to
 * where it came from with what the user typed and the server's messages. Camera moves and pointer
 * drags stay in the viewer: this machine only knows modes.
 */
export const tourEditorMachine = setup({
  types: {
    context: {} as TourEditorContext,
    events: {} as TourEditorEvent,
    input: {} as TourEditorInput,
    children: {} as {
      processingStatus: 'processingStatus';
      deletion: 'deletion';
      publishing: 'publication';
      unpublishing: 'publication';
    },
  },
  actors: {
    loadTour: fromPromise<TourView, TourEditorInput>(() =>
      Promise.reject(new Error('loadTour is provided by the app')),
    ),
    /** Follows processing (its watchTour actor is provided by the app); stopping ends it. */
    processingStatus: tourProcessingStatusMachine,
    saveTour: fromPromise<TourView, TourChangeInput>(() =>
      Promise.reject(new Error('saveTour is provided by the app')),
    ),
    /** Publishes or unpublishes (its actors are provided by the app). */
    publication: tourPublishingMachine,
    /** Asks, then deletes the tour (its deleteTour actor is provided by the app). */
    deletion: tourDeletionMachine,
  },
  actions: {
    /** The tour is gone: the app says so and goes to the list of tours. */
    leaveDeletedTour: () => {},
    forwardToDeletion: forwardTo('deletion'),
    keepDeletionError: assign({
      error: (_, params: { output: TourDeletionOutput }) => params.output.error,
    }),
    keepPublication: assign({
      tour: ({ context }, params: { output: TourPublishingOutput }) =>
        params.output.tour ?? context.tour,
      notice: ({ context }, params: { output: TourPublishingOutput }) =>
        params.output.notice ?? context.notice,
      error: ({ context }, params: { output: TourPublishingOutput }) =>
        params.output.error ?? context.error,
    }),
    clearError: assign({ error: null }),
    clearResult: assign({ error: null, notice: null }),
    keepWatchedTour: assign({
      tour: ({ context }, params: { tour: TourView | null }) => params.tour ?? context.tour,
    }),
    keepSettledTour: assign({
      tour: ({ context }, params: { output: TourProcessingStatusOutput }) =>
        params.output.tour ?? context.tour,
      details: ({ context }, params: { output: TourProcessingStatusOutput }) =>
        params.output.tour ? detailsOf(params.output.tour) : context.details,
    }),
    keepStatusFailure: assign({
      error: (_, params: { output: TourProcessingStatusOutput }) =>
        params.output.failure?.message ?? null,
    }),
  },
  guards: {
    isReady: ({ context }) => context.tour?.status === 'ready',
    isFailed: ({ context }) => context.tour?.status === 'failed',
    isDraft: ({ context }) => context.tour?.status === 'draft',
    isNotFound: (_, params: { error: unknown }) => failureOf(params.error).notFound === true,
    wasDeleted: (_, params: { output: TourDeletionOutput }) => params.output.deleted,
    statusGone: (_, params: { output: TourProcessingStatusOutput }) =>
      params.output.failure?.notFound === true,
    statusLost: (_, params: { output: TourProcessingStatusOutput }) =>
      params.output.failure !== null,
    viewerShown: ({ context }) => context.viewer === 'shown',
    hasNoFieldErrors: (_, params: { fieldErrors: Partial<Record<string, string>> }) =>
      Object.values(params.fieldErrors).every((message) => !message),
    hasNoError: (_, params: { error: string | null }) => !params.error,
    savedFrom: ({ context }, params: { origin: SaveOrigin }) =>
      context.saveOrigin === params.origin,
  },
}).createMachine({
  id: 'tourEditor',
  description:
    "The owner's tour page: loading, not ready yet (draft, processing, failed), or ready to edit in the 3D view, with saving, publishing and deleting.",
  context: ({ input }) => ({
    tourId: input.tourId,
    tour: null,
    viewer: 'loading',
    viewerFailure: null,
    viewMode: 'walk',
    details: { title: '', description: '', address: '' },
    detailErrors: {},
    annotationDraft: null,
    annotationErrors: {},
    destinationDraft: null,
    destinationError: null,
    removal: null,
    saveOrigin: null,
    changes: null,
    placeMissed: false,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  on: {
    // The viewer lives as long as the ready tour is on screen, across every state below.
    'viewer.loaded': { actions: assign({ viewer: 'shown', viewerFailure: null }) },
    'viewer.failed': {
      actions: assign({ viewer: 'failed', viewerFailure: ({ event }) => event.failure }),
    },
  },
  states: {
    loading: {
      description: 'GET /tours/{id}: a spinner shows.',
      tags: ['busy'],
      invoke: {
        id: 'loadTour',
        src: 'loadTour',
        input: ({ context }) => ({ tourId: context.tourId }),
        onDone: {
          target: 'routing',
          actions: assign({
            tour: ({ event }) => event.output,
            details: ({ event }) => detailsOf(event.output),
            error: null,
          }),
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'loadFailed',
            actions: assign({ error: ({ event }) => failureOf(event.error).message }),
          },
        ],
      },
    },
    loadFailed: {
      description: 'The tour could not be read: the message and a retry button show.',
      on: {
        'tour.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    notFound: {
      description: 'No tour of this user has this id: a clear message and a link to my tours.',
    },
    routing: {
      description: 'Goes where the tour status leads.',
      always: [
        { guard: 'isReady', target: 'ready' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isDraft', target: 'draft' },
        { target: 'processing' },
      ],
    },
    draft: {
      description: 'A draft without a file: a link to the create-tour wizard, and delete.',
      on: {
        'tour.delete': { target: 'deleting', actions: 'clearError' },
      },
    },
    processing: {
      description:
        'Uploading, queued or processing: the status, stage and progress show live, as the tour-processing-status machine follows them (event stream or polling).',
      invoke: {
        id: 'processingStatus',
        src: 'processingStatus',
        input: ({ context }) => ({ tourId: context.tourId, tour: context.tour }),
        onSnapshot: {
          actions: {
            type: 'keepWatchedTour',
            params: ({ event }) => ({ tour: event.snapshot.context.tour }),
          },
        },
        onDone: [
          {
            // Deleted meanwhile, in another tab or on another device.
            guard: { type: 'statusGone', params: ({ event }) => ({ output: event.output }) },
            target: 'notFound',
          },
          {
            guard: { type: 'statusLost', params: ({ event }) => ({ output: event.output }) },
            target: 'loadFailed',
            actions: {
              type: 'keepStatusFailure',
              params: ({ event }) => ({ output: event.output }),
            },
          },
          {
            // Ready, failed, or a draft again.
            target: 'routing',
            actions: {
              type: 'keepSettledTour',
              params: ({ event }) => ({ output: event.output }),
            },
          },
        ],
      },
    },
    failed: {
      description:
        'Processing failed: its reason shows, with the refunded credit, a link to try again and delete.',
      on: {
        'tour.delete': { target: 'deleting', actions: 'clearError' },
      },
    },
    ready: {
      description: 'The tour in the 3D view with the editing panels beside it.',
      initial: 'viewing',
      states: {
        viewing: {
          description:
            'Looking around; each panel offers its changes. The last request result shows until the next action.',
          on: {
            'viewer.modeChanged': { actions: assign({ viewMode: ({ event }) => event.mode }) },
            'start.use': {
              guard: 'viewerShown',
              target: 'saving',
              actions: assign({
                saveOrigin: 'start',
                changes: ({ event }) => ({ startPosition: event.startPosition }),
                error: null,
                notice: null,
              }),
            },
            'annotation.add': {
              guard: 'viewerShown',
              target: 'placingAnnotation',
              actions: assign({
                annotationDraft: ({ event }) => newAnnotationDraft(event.id),
                annotationErrors: {},
                placeMissed: false,
                error: null,
                notice: null,
              }),
            },
            'annotation.edit': {
              target: 'annotationForm',
              actions: assign({
                annotationDraft: ({ context, event }) => annotationDraftOf(context, event.id),
                annotationErrors: {},
                error: null,
                notice: null,
              }),
            },
            'annotation.move': {
              guard: 'viewerShown',
              target: 'placingAnnotation',
              actions: assign({
                annotationDraft: ({ context, event }) => annotationDraftOf(context, event.id),
                annotationErrors: {},
                placeMissed: false,
                error: null,
                notice: null,
              }),
            },
            'annotation.remove': {
              target: 'confirmingRemoval',
              actions: assign({
                removal: ({ event }) => ({ kind: 'annotation' as const, id: event.id }),
                error: null,
                notice: null,
              }),
            },
            'destination.add': {
              guard: 'viewerShown',
              target: 'placingDestination',
              actions: assign({
                destinationDraft: ({ event }) => ({
                  id: event.id,
                  isNew: true,
                  name: '',
                  position: null,
                }),
                destinationError: null,
                placeMissed: false,
                error: null,
                notice: null,
              }),
            },
            'destination.rename': {
              target: 'destinationForm',
              actions: assign({
                destinationDraft: ({ context, event }) => destinationDraftOf(context, event.id),
                destinationError: null,
                error: null,
                notice: null,
              }),
            },
            'destination.remove': {
              target: 'confirmingRemoval',
              actions: assign({
                removal: ({ event }) => ({ kind: 'destination' as const, id: event.id }),
                error: null,
                notice: null,
              }),
            },
            'details.fieldChanged': {
              actions: assign({
                details: ({ context, event }) => ({
                  ...context.details,
                  [event.field]: event.value,
                }),
                detailErrors: ({ context, event }) => ({
                  ...context.detailErrors,
                  [event.field]: '',
                }),
                notice: null,
              }),
            },
            'details.submit': [
              {
                guard: {
                  type: 'hasNoFieldErrors',
                  params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
                },
                target: 'saving',
                actions: assign({
                  saveOrigin: 'details',
                  changes: ({ context }) => detailChanges(context.details),
                  detailErrors: {},
                  error: null,
                  notice: null,
                }),
              },
              {
                actions: assign({
                  detailErrors: ({ event }) => event.fieldErrors,
                  error: null,
                  notice: null,
                }),
              },
            ],
            'tour.publish': {
              target: 'publishing',
              actions: assign({ error: null, notice: null }),
            },
            'tour.unpublish': {
              target: 'unpublishing',
              actions: assign({ error: null, notice: null }),
            },
            'tour.delete': { target: '#tourEditor.deleting', actions: 'clearResult' },
          },
        },
        placingAnnotation: {
          description:
            'The next click or tap on the model (or "place at the centre") sets where the annotation goes.',
          on: {
            'place.point': {
              target: 'annotationForm',
              actions: assign({
                annotationDraft: ({ context, event }) =>
                  context.annotationDraft && {
                    ...context.annotationDraft,
                    position: event.position,
                  },
                placeMissed: false,
              }),
            },
            'place.missed': { actions: assign({ placeMissed: true }) },
            'place.cancel': {
              target: 'viewing',
              actions: assign({ annotationDraft: null, placeMissed: false }),
            },
          },
        },
        annotationForm: {
          description:
            'The title (required), text and optional link of the annotation; field messages show under their fields.',
          on: {
            'annotation.fieldChanged': {
              actions: assign({
                annotationDraft: ({ context, event }) =>
                  context.annotationDraft && {
                    ...context.annotationDraft,
                    [event.field]: event.value,
                  },
                annotationErrors: ({ context, event }) => ({
                  ...context.annotationErrors,
                  [event.field]: '',
                }),
                error: null,
              }),
            },
            'annotation.submit': [
              {
                guard: {
                  type: 'hasNoFieldErrors',
                  params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
                },
                target: 'saving',
                actions: assign({
                  saveOrigin: 'annotation',
                  changes: ({ context }) => ({ annotations: annotationsWithDraft(context) }),
                  annotationErrors: {},
                  error: null,
                }),
              },
              {
                actions: assign({
                  annotationErrors: ({ event }) => event.fieldErrors,
                  error: null,
                }),
              },
            ],
            'annotation.cancel': {
              target: 'viewing',
              actions: assign({ annotationDraft: null, annotationErrors: {}, error: null }),
            },
          },
        },
        placingDestination: {
          description: 'The next click or tap on the floor sets where the destination is.',
          on: {
            'place.point': {
              target: 'destinationForm',
              actions: assign({
                destinationDraft: ({ context, event }) =>
                  context.destinationDraft && {
                    ...context.destinationDraft,
                    position: event.position,
                  },
                placeMissed: false,
              }),
            },
            'place.missed': { actions: assign({ placeMissed: true }) },
            'place.cancel': {
              target: 'viewing',
              actions: assign({ destinationDraft: null, placeMissed: false }),
            },
          },
        },
        destinationForm: {
          description: 'The name of the destination (a room) as visitors will see it.',
          on: {
            'destination.nameChanged': {
              actions: assign({
                destinationDraft: ({ context, event }) =>
                  context.destinationDraft && { ...context.destinationDraft, name: event.value },
                destinationError: null,
                error: null,
              }),
            },
            'destination.submit': [
              {
                guard: { type: 'hasNoError', params: ({ event }) => ({ error: event.error }) },
                target: 'saving',
                actions: assign({
                  saveOrigin: 'destination',
                  changes: ({ context }) => ({ destinations: destinationsWithDraft(context) }),
                  destinationError: null,
                  error: null,
                }),
              },
              {
                actions: assign({ destinationError: ({ event }) => event.error, error: null }),
              },
            ],
            'destination.cancel': {
              target: 'viewing',
              actions: assign({ destinationDraft: null, destinationError: null, error: null }),
            },
          },
        },
        confirmingRemoval: {
          description: 'A dialog asks whether to delete the annotation or destination.',
          on: {
            'removal.confirm': {
              target: 'saving',
              actions: assign({
                saveOrigin: 'removal',
                changes: ({ context }) => removalChanges(context),
              }),
            },
            'removal.cancel': { target: 'viewing', actions: assign({ removal: null }) },
          },
        },
        saving: {
          description: 'PATCH /tours/{id} with the change; the panels are read-only meanwhile.',
          tags: ['busy'],
          invoke: {
            id: 'saveTour',
            src: 'saveTour',
            input: ({ context }) => ({ tourId: context.tourId, changes: context.changes ?? {} }),
            onDone: {
              target: 'viewing',
              actions: assign({
                tour: ({ event }) => event.output,
                details: ({ context, event }) =>
                  context.saveOrigin === 'details' ? detailsOf(event.output) : context.details,
                notice: ({ context }) => (context.saveOrigin === 'start' ? 'startSaved' : 'saved'),
                annotationDraft: null,
                destinationDraft: null,
                removal: null,
                changes: null,
                saveOrigin: null,
              }),
            },
            onError: [
              {
                guard: { type: 'savedFrom', params: { origin: 'annotation' } },
                target: 'annotationForm',
                actions: assign({
                  annotationErrors: ({ context, event }) =>
                    itemFieldErrors(context, 'annotations', event.error, ANNOTATION_FIELDS),
                  error: ({ event }) => failureOf(event.error).message,
                  saveOrigin: null,
                }),
              },
              {
                guard: { type: 'savedFrom', params: { origin: 'destination' } },
                target: 'destinationForm',
                actions: assign({
                  destinationError: ({ context, event }) =>
                    itemFieldErrors(context, 'destinations', event.error, ['name']).name ?? null,
                  error: ({ event }) => failureOf(event.error).message,
                  saveOrigin: null,
                }),
              },
              {
                target: 'viewing',
                actions: assign({
                  detailErrors: ({ context, event }) =>
                    context.saveOrigin === 'details'
                      ? pickFields(failureOf(event.error).fieldErrors, DETAIL_FIELDS)
                      : context.detailErrors,
                  error: ({ event }) => failureOf(event.error).message,
                  removal: null,
                  saveOrigin: null,
                }),
              },
            ],
          },
        },
        publishing: {
          description:
            'The tour-publishing machine sends POST /tours/{id}/publish: the tour gets its public link.',
          tags: ['busy'],
          invoke: {
            id: 'publishing',
            src: 'publication',
            input: ({ context }) => ({ tourId: context.tourId, publish: true }),
            onDone: {
              target: 'viewing',
              actions: {
                type: 'keepPublication',
                params: ({ event }) => ({ output: event.output }),
              },
            },
          },
        },
        unpublishing: {
          description:
            'The tour-publishing machine sends POST /tours/{id}/unpublish: the public link stops working.',
          tags: ['busy'],
          invoke: {
            id: 'unpublishing',
            src: 'publication',
            input: ({ context }) => ({ tourId: context.tourId, publish: false }),
            onDone: {
              target: 'viewing',
              actions: {
                type: 'keepPublication',
                params: ({ event }) => ({ output: event.output }),
              },
            },
          },
        },
      },
    },
    deleting: {
      description:
        'The tour-deletion machine asks whether to delete the whole tour, then deletes it; the dialog shows meanwhile.',
      invoke: {
        id: 'deletion',
        src: 'deletion',
        input: ({ context }) => ({ tourId: context.tourId }),
        onDone: [
          {
            guard: { type: 'wasDeleted', params: ({ event }) => ({ output: event.output }) },
            target: 'deleted',
            actions: 'leaveDeletedTour',
          },
          {
            // Cancelled, or failed with its message: back where the tour's status leads.
            target: 'routing',
            actions: {
              type: 'keepDeletionError',
              params: ({ event }) => ({ output: event.output }),
            },
          },
        ],
      },
      on: {
        'delete.confirm': { actions: 'forwardToDeletion' },
        'delete.cancel': { actions: 'forwardToDeletion' },
      },
    },
    deleted: {
      description: 'The tour and its files are gone; the app shows the list of tours.',
      type: 'final',
    },
  },
});

export function failureOf(error: unknown): TourEditorFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, fieldErrors, notFound } = error as Partial<TourEditorFailure>;
    return { message: String(message), fieldErrors, notFound };
  }
  return { message: String(error) };
}

function detailsOf(tour: TourView): DetailValues {
  return { title: tour.title, description: tour.description ?? '', address: tour.address ?? '' };
}

/** Empty description and address clear them (the contract stores them as null). */
function detailChanges(details: DetailValues): UpdateTourRequest {
  return { title: details.title, description: details.description, address: details.address };
}

function newAnnotationDraft(id: string): AnnotationDraft {
  return { id, isNew: true, title: '', text: '', link: '', position: null };
}

function annotationDraftOf(context: TourEditorContext, id: string): AnnotationDraft | null {
  const annotation = context.tour?.annotations.find((item) => item.id === id);
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

function destinationDraftOf(context: TourEditorContext, id: string): DestinationDraft | null {
  const destination = context.tour?.destinations.find((item) => item.id === id);
  if (!destination) return null;
  return { id, isNew: false, name: destination.name, position: destination.position };
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

function replaceOrAppend<T extends { id: string }>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing.id === item.id)
    ? items.map((existing) => (existing.id === item.id ? item : existing))
    : [...items, item];
}

function annotationsWithDraft(context: TourEditorContext): Annotation[] {
  const annotations = context.tour?.annotations ?? [];
  const draft = context.annotationDraft;
  return draft ? replaceOrAppend(annotations, annotationOfDraft(draft)) : [...annotations];
}

function destinationsWithDraft(context: TourEditorContext): Destination[] {
  const destinations = context.tour?.destinations ?? [];
  const draft = context.destinationDraft;
  if (!draft) return [...destinations];
  const destination: Destination = {
    id: draft.id,
    name: draft.name,
    position: draft.position ?? { x: 0, y: 0, z: 0 },
  };
  return replaceOrAppend(destinations, destination);
}

function removalChanges(context: TourEditorContext): UpdateTourRequest {
  const { tour, removal } = context;
  if (!tour || !removal) return {};
  if (removal.kind === 'annotation') {
    return { annotations: tour.annotations.filter((item) => item.id !== removal.id) };
  }
  return { destinations: tour.destinations.filter((item) => item.id !== removal.id) };
}

function pickFields<Field extends string>(
  fieldErrors: Record<string, string> | undefined,
  fields: readonly Field[],
): FieldErrors<Field> {
  const picked: FieldErrors<Field> = {};
  for (const field of fields) {
    const message = fieldErrors?.[field];
    if (message) picked[field] = message;
  }
  return picked;
}

/**
 * The server's messages about the draft's item: its field paths are `annotations.3.title`, the
 * index being where the draft is in the list that was sent.
 */
function itemFieldErrors<Field extends string>(
  context: TourEditorContext,
  list: 'annotations' | 'destinations',
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  const draftId =
    list === 'annotations' ? context.annotationDraft?.id : context.destinationDraft?.id;
  const sent: readonly { id: string }[] = context.changes?.[list] ?? [];
  const index = sent.findIndex((item) => item.id === draftId);
  const prefix = `${list}.${index}.`;
  const own: Record<string, string> = {};
  for (const [path, message] of Object.entries(failureOf(error).fieldErrors ?? {})) {
    if (path.startsWith(prefix)) own[path.slice(prefix.length)] = message;
  }
  return pickFields(own, fields);
}
