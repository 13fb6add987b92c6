import { assign, forwardTo, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import {
  isReframable,
  type FrameCorrection,
  type StartPosition,
  type TourView,
  type UpdateTourRequest,
} from '../contract/tours';
import {
  tourItemChangeMachine,
  type TourChangeInput,
  type TourItemChangeEvent,
  type TourItemChangeInput,
  type TourItemChangeOutput,
  type TourItemIntent,
} from './tour-item-change.machine';
import { hasNoFieldErrors } from './form-failure';
import { failureOf, pickFields, type FieldErrors, type TourItemKind } from './tour-items';
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

export type { TourChangeInput } from './tour-item-change.machine';
export {
  ANNOTATION_FIELDS,
  annotationOfDraft,
  type AnnotationDraft,
  type AnnotationField,
  type DestinationDraft,
} from './tour-items';
export { failureOf, type FieldErrors, type TourEditorFailure } from './tour-items';

/** Whether the 3D view of a ready tour is shown (the viewer reports it; see src/viewer). */
export type ViewerStatus = 'loading' | 'shown' | 'failed';
export type ViewerFailureReason = 'webglUnavailable' | 'loadFailed';
export type EditorViewMode = 'walk' | 'dollhouse' | 'floorPlan';

/** What a save of the editor's own came from (annotations and destinations save their own). */
export type SaveOrigin = 'start' | 'details';

/** What the last finished request did, for the status line. */
export type EditorNotice = 'saved' | 'startSaved' | 'published' | 'unpublished';

export interface TourEditorContext {
  tourId: string;
  tour: TourView | null;
  viewer: ViewerStatus;
  viewerFailure: ViewerFailureReason | null;
  viewMode: EditorViewMode;
  details: DetailValues;
  detailErrors: FieldErrors<DetailField>;
  saveOrigin: SaveOrigin | null;
  /** The PATCH being sent. */
  changes: UpdateTourRequest | null;
  /** The orientation and unit being sent (POST /tours/{id}/frame). */
  correction: FrameCorrection | null;
  /** Why the last request failed, as it reported it. */
  error: string | null;
  notice: EditorNotice | null;
}

export type TourEditorEvent =
  | { type: 'tour.retry' }
  | { type: 'viewer.loaded' }
  | { type: 'viewer.failed'; failure: ViewerFailureReason }
  | { type: 'viewer.modeChanged'; mode: EditorViewMode }
  /**
   * The screen reads the viewer's camera pose and sends it, with whether something stands less
   * than a metre ahead of it (the view is blocked).
   */
  | { type: 'start.use'; startPosition: StartPosition; blocked: boolean }
  | { type: 'start.confirm' }
  | { type: 'start.cancel' }
  /** New items get their id from the screen. */
  | { type: 'annotation.add'; id: string }
  | { type: 'annotation.edit'; id: string }
  | { type: 'annotation.move'; id: string }
  | { type: 'annotation.remove'; id: string }
  | { type: 'destination.add'; id: string }
  | { type: 'destination.rename'; id: string }
  | { type: 'destination.remove'; id: string }
  /** Placing, the forms and the removal dialog: the tour-item-change machine's. */
  | TourItemChangeEvent
  | { type: 'details.fieldChanged'; field: DetailField; value: string }
  /** The screen validates the details with UpdateTourRequestSchema and sends what it found. */
  | { type: 'details.submit'; fieldErrors: FieldErrors<DetailField> }
  /** Turn or rescale the model (OBJ, PLY, STL, DXF): processed again at no credit. */
  | { type: 'frame.apply'; correction: FrameCorrection }
  | { type: 'tour.publish' }
  | { type: 'tour.unpublish' }
  | { type: 'tour.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export interface TourEditorInput {
  tourId: string;
}

/**
 * The owner's page of one tour, /dashboard/tours/{id} (issue 7 point 3). It loads the tour; while
 * the tour is not ready it shows why (a draft without a file, processing live, or failed with its
 * reason); once ready, the 3D view and the editing modes: the start position from the current
 * view, annotations and destinations placed on surfaces, the title and details, publishing, and
 * deleting the tour behind a confirmation. Every change is one PATCH; a refused save goes back to
 * where it came from with what the user typed and the server's messages. Camera moves and pointer
 * drags stay in the viewer: this machine only knows modes. Annotations and destinations
 * (placing, their forms, removal, saving), publishing, deleting and following processing are
 * child machines it invokes (issue 20 point 5); the screens read their snapshots.
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
      itemChange: 'itemChange';
    },
  },
  actors: {
    loadTour: providedPromise<TourView, TourEditorInput>('loadTour'),
    /** Follows processing (its watchTour actor is provided by the app); stopping ends it. */
    processingStatus: tourProcessingStatusMachine,
    saveTour: providedPromise<TourView, TourChangeInput>('saveTour'),
    reframeTour: providedPromise<TourView, { tourId: string; correction: FrameCorrection }>(
      'reframeTour',
    ),
    /** Publishes or unpublishes (its actors are provided by the app). */
    publication: tourPublishingMachine,
    /** Asks, then deletes the tour (its deleteTour actor is provided by the app). */
    deletion: tourDeletionMachine,
    /** One change to an annotation or destination (its saveTour actor is provided by the app). */
    itemChange: tourItemChangeMachine,
  },
  actions: {
    /** The tour is gone: the app says so and goes to the list of tours. */
    leaveDeletedTour: () => {},
    forwardToDeletion: forwardTo('deletion'),
    forwardToItemChange: forwardTo('itemChange'),
    /** What a change of the annotations or destinations ended with: the tour saved, or why not. */
    keepItemChange: assign({
      tour: ({ context }, params: { output: TourItemChangeOutput }) =>
        params.output.tour ?? context.tour,
      notice: ({ context }, params: { output: TourItemChangeOutput }) =>
        params.output.tour ? 'saved' : context.notice,
      error: (_, params: { output: TourItemChangeOutput }) => params.output.error,
    }),
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
    showViewer: assign({ viewer: 'shown', viewerFailure: null }),
    keepViewerFailure: assign({
      viewer: 'failed',
      viewerFailure: (_, params: { failure: ViewerFailureReason }) => params.failure,
    }),
    keepLoadedTour: assign({
      tour: (_, params: { tour: TourView }) => params.tour,
      details: (_, params: { tour: TourView }) => detailsOf(params.tour),
      error: null,
    }),
    keepFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
    keepViewMode: assign({ viewMode: (_, params: { mode: EditorViewMode }) => params.mode }),
    forgetChanges: assign({ changes: null }),
    prepareStartSave: assign({
      saveOrigin: 'start',
      changes: (_, params: { startPosition: StartPosition }) => ({
        startPosition: params.startPosition,
      }),
      error: null,
      notice: null,
    }),
    changeDetail: assign({
      details: ({ context }, params: { field: DetailField; value: string }) => ({
        ...context.details,
        [params.field]: params.value,
      }),
      detailErrors: ({ context }, params: { field: DetailField; value: string }) => ({
        ...context.detailErrors,
        [params.field]: '',
      }),
      notice: null,
    }),
    prepareDetailsSave: assign({
      saveOrigin: 'details',
      changes: ({ context }) => detailChanges(context.details),
      detailErrors: {},
      error: null,
      notice: null,
    }),
    showDetailErrors: assign({
      detailErrors: (_, params: { fieldErrors: FieldErrors<DetailField> }) => params.fieldErrors,
      error: null,
      notice: null,
    }),
    /** A saved start or details: the tour as stored, and the notice of what was saved. */
    keepSavedTour: assign({
      tour: (_, params: { tour: TourView }) => params.tour,
      details: ({ context }, params: { tour: TourView }) =>
        context.saveOrigin === 'details' ? detailsOf(params.tour) : context.details,
      notice: ({ context }) => (context.saveOrigin === 'start' ? 'startSaved' : 'saved'),
      changes: null,
      saveOrigin: null,
    }),
    /** A refused save: the server's message, and its field messages back on the details form. */
    keepSaveFailure: assign({
      detailErrors: ({ context }, params: { error: unknown }) =>
        context.saveOrigin === 'details'
          ? pickFields(failureOf(params.error).fieldErrors, DETAIL_FIELDS)
          : context.detailErrors,
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
      saveOrigin: null,
    }),
    clearResult: assign({ error: null, notice: null }),
    prepareReframe: assign({
      correction: (_, params: { correction: FrameCorrection }) => params.correction,
      error: null,
      notice: null,
    }),
    /** The tour as stored once its frame is sent: queued again, or ready with it confirmed. */
    keepFramedTour: assign({
      tour: (_, params: { tour: TourView }) => params.tour,
      correction: null,
    }),
    /** The new model opens in a new 3D view once processed. */
    reloadViewer: assign({ viewer: 'loading', viewerFailure: null }),
    keepReframeFailure: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
      correction: null,
    }),
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
    /** IFC models are never turned or rescaled (decisions 0036, 0053). */
    isReframable: ({ context }) => isReframable(context.tour?.model?.format),
    /** The 3D view is shown and the pose chosen as the start looks at a surface within 1 m. */
    shownStartBlocked: ({ context }, params: { blocked: boolean }) =>
      context.viewer === 'shown' && params.blocked,
    hasNoFieldErrors,
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
    saveOrigin: null,
    changes: null,
    correction: null,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  on: {
    // The viewer lives as long as the ready tour is on screen, across every state below.
    'viewer.loaded': { actions: 'showViewer' },
    'viewer.failed': {
      actions: { type: 'keepViewerFailure', params: ({ event }) => ({ failure: event.failure }) },
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
          actions: { type: 'keepLoadedTour', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'loadFailed',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadFailed: {
      description: 'The tour could not be read: the message and a retry button show.',
      on: {
        'tour.retry': { target: 'loading', actions: 'clearError' },
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
            'viewer.modeChanged': {
              actions: { type: 'keepViewMode', params: ({ event }) => ({ mode: event.mode }) },
            },
            'start.use': [
              {
                guard: {
                  type: 'shownStartBlocked',
                  params: ({ event }) => ({ blocked: event.blocked }),
                },
                target: 'confirmingStart',
                actions: {
                  type: 'prepareStartSave',
                  params: ({ event }) => ({ startPosition: event.startPosition }),
                },
              },
              {
                guard: 'viewerShown',
                target: 'saving',
                actions: {
                  type: 'prepareStartSave',
                  params: ({ event }) => ({ startPosition: event.startPosition }),
                },
              },
            ],
            // The tour-item-change machine takes it from here.
            'annotation.add': {
              guard: 'viewerShown',
              target: 'changingItem',
              actions: 'clearResult',
            },
            'annotation.edit': { target: 'changingItem', actions: 'clearResult' },
            'annotation.move': {
              guard: 'viewerShown',
              target: 'changingItem',
              actions: 'clearResult',
            },
            'annotation.remove': { target: 'changingItem', actions: 'clearResult' },
            'destination.add': {
              guard: 'viewerShown',
              target: 'changingItem',
              actions: 'clearResult',
            },
            'destination.rename': { target: 'changingItem', actions: 'clearResult' },
            'destination.remove': { target: 'changingItem', actions: 'clearResult' },
            'details.fieldChanged': {
              actions: {
                type: 'changeDetail',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'details.submit': [
              {
                guard: {
                  type: 'hasNoFieldErrors',
                  params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
                },
                target: 'saving',
                actions: 'prepareDetailsSave',
              },
              {
                actions: {
                  type: 'showDetailErrors',
                  params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
                },
              },
            ],
            'tour.publish': {
              target: 'publishing',
              actions: 'clearResult',
            },
            'tour.unpublish': {
              target: 'unpublishing',
              actions: 'clearResult',
            },
            'tour.delete': { target: '#tourEditor.deleting', actions: 'clearResult' },
            'frame.apply': {
              guard: 'isReframable',
              target: 'reframing',
              actions: {
                type: 'prepareReframe',
                params: ({ event }) => ({ correction: event.correction }),
              },
            },
          },
        },
        reframing: {
          description:
            'POST /tours/{id}/frame with the orientation and unit chosen; on success the tour is queued to be processed again (no credit), and the processing view follows it; the frame it was processed in is only kept as confirmed, and the tour stays in view.',
          tags: ['busy'],
          invoke: {
            id: 'reframeTour',
            src: 'reframeTour',
            input: ({ context }) => ({
              tourId: context.tourId,
              correction: context.correction ?? { turns: { x: 0, y: 0, z: 0 }, unit: 'm' },
            }),
            onDone: {
              target: 'reframed',
              actions: { type: 'keepFramedTour', params: ({ event }) => ({ tour: event.output }) },
            },
            onError: {
              target: 'viewing',
              actions: {
                type: 'keepReframeFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        reframed: {
          description:
            'Goes where the frame leads: a new one queues the tour to be processed again; the one it was processed in, confirmed (decision 0053), leaves nothing to process.',
          always: [
            { guard: 'isReady', target: 'viewing' },
            { target: '#tourEditor.processing', actions: 'reloadViewer' },
          ],
        },
        changingItem: {
          description:
            'The tour-item-change machine adds, edits, moves, renames or removes one annotation or destination: placing, its form or the removal dialog, then the save.',
          invoke: {
            id: 'itemChange',
            src: 'itemChange',
            input: ({ context, event }) => itemChangeInput(context, event),
            onDone: {
              target: 'viewing',
              actions: {
                type: 'keepItemChange',
                params: ({ event }) => ({ output: event.output }),
              },
            },
          },
          on: {
            'item.fieldChanged': { actions: 'forwardToItemChange' },
            'item.submit': { actions: 'forwardToItemChange' },
            'item.cancel': { actions: 'forwardToItemChange' },
            'place.point': { actions: 'forwardToItemChange' },
            'place.missed': { actions: 'forwardToItemChange' },
            'place.cancel': { actions: 'forwardToItemChange' },
            'removal.confirm': { actions: 'forwardToItemChange' },
            'removal.cancel': { actions: 'forwardToItemChange' },
          },
        },
        confirmingStart: {
          description:
            'The view chosen as the start is blocked (a surface less than 1 m ahead): the start panel warns that every visitor would open facing it, and offers Save anyway or Choose another view.',
          on: {
            'start.confirm': { target: 'saving' },
            'start.cancel': { target: 'viewing', actions: 'forgetChanges' },
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
              actions: { type: 'keepSavedTour', params: ({ event }) => ({ tour: event.output }) },
            },
            onError: [
              {
                target: 'viewing',
                actions: {
                  type: 'keepSaveFailure',
                  params: ({ event }) => ({ error: event.error }),
                },
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

function detailsOf(tour: TourView): DetailValues {
  return { title: tour.title, description: tour.description ?? '', address: tour.address ?? '' };
}

/** Empty description and address clear them (the contract stores them as null). */
function detailChanges(details: DetailValues): UpdateTourRequest {
  return { title: details.title, description: details.description, address: details.address };
}

/** The tour of the ready state (loaded before it is entered). */
function readyTour(context: TourEditorContext): TourView {
  if (!context.tour) throw new Error('The tour editor is ready without a tour');
  return context.tour;
}

/** The item and the change each panel's event asks for (destinations are renamed, never moved). */
const ITEM_CHANGES = {
  'annotation.add': { kind: 'annotation', intent: 'add' },
  'annotation.edit': { kind: 'annotation', intent: 'edit' },
  'annotation.move': { kind: 'annotation', intent: 'move' },
  'annotation.remove': { kind: 'annotation', intent: 'remove' },
  'destination.add': { kind: 'destination', intent: 'add' },
  'destination.rename': { kind: 'destination', intent: 'edit' },
  'destination.remove': { kind: 'destination', intent: 'remove' },
} as const satisfies Record<string, { kind: TourItemKind; intent: TourItemIntent }>;

type ItemChangeStart = Extract<TourEditorEvent, { type: keyof typeof ITEM_CHANGES }>;

const startsItemChange = (event: TourEditorEvent): event is ItemChangeStart =>
  Object.hasOwn(ITEM_CHANGES, event.type);

/** The change a panel asked for, from the event that started it. */
function itemChangeInput(context: TourEditorContext, event: TourEditorEvent): TourItemChangeInput {
  if (!startsItemChange(event)) {
    throw new Error(`No change of an annotation or destination starts with ${event.type}`);
  }
  const { kind, intent } = ITEM_CHANGES[event.type];
  return { tourId: context.tourId, tour: readyTour(context), kind, intent, id: event.id };
}
