import { assertEvent, assign, fromCallback, setup, type EventObject } from 'xstate';
import { providedPromise } from './provided-actor';
import type { CreditBalance } from '../contract/credits';
import type { TourSourceKind, TourView } from '../contract/tours';
import {
  tourProcessingStatusMachine,
  type TourProcessingStatusInput,
  type TourProcessingStatusOutput,
} from './tour-processing-status.machine';

export const TOUR_DETAIL_FIELDS = ['title', 'address', 'description'] as const;
export type TourDetailField = (typeof TOUR_DETAIL_FIELDS)[number];
/** The details as typed; the screen turns them into a CreateTourRequest when it sends. */
export type TourDetails = Record<TourDetailField, string>;
/** One message per field, as CreateTourRequestSchema words it. */
export type TourDetailErrors = Partial<Record<TourDetailField, string>>;

/**
 * Why a file cannot be uploaded, found before a byte is sent: none chosen, no bytes, over the
 * upload limit, a type no reader accepts, or a .gltf without the files it refers to.
 */
export type FileProblem = 'missing' | 'empty' | 'tooLarge' | 'unsupported' | 'gltfNotZipped';

/** What createTour rejects with: the message to show, and whether it was the 402 of no credits. */
export interface CreateTourFailure {
  message: string;
  noCredits: boolean;
}

export interface CreateTourInput {
  sourceKind: TourSourceKind;
  details: TourDetails;
}

/** A tour the wizard reopens where it stands (its id in the address after a reload). */
export interface TourCreationInput {
  resumeTourId?: string | null;
}

export interface UploadSourceInput {
  tourId: string;
  file: File;
}

export interface TourCreationContext {
  /** The tour named in the address, to reopen (null: a new tour). */
  resumeTourId: string | null;
  /** The balance read when the wizard opened; null when it could not be read. */
  credits: number | null;
  sourceKind: TourSourceKind;
  details: TourDetails;
  fieldErrors: TourDetailErrors;
  file: File | null;
  fileProblem: FileProblem | null;
  /** The tour once created (a draft that has spent its credit), then as processing reports it. */
  tour: TourView | null;
  /** 0 to 1 of the file sent, in whole percents. */
  uploadProgress: number;
  /** Why the last request failed, as the request reported it. */
  error: string | null;
}

export type TourCreationEvent =
  | { type: 'tourCreation.sourceChanged'; sourceKind: TourSourceKind }
  | { type: 'tourCreation.continue' }
  | { type: 'tourCreation.fieldChanged'; field: TourDetailField; value: string }
  /** The screen validates the details with CreateTourRequestSchema and sends what it found. */
  | { type: 'tourCreation.detailsSubmit'; fieldErrors: TourDetailErrors }
  | { type: 'tourCreation.back' }
  /** The screen checks the file (screens/create-tour/file-check.ts) and sends what it found. */
  | { type: 'tourCreation.fileChosen'; file: File | null; problem: FileProblem | null }
  | { type: 'tourCreation.submit' }
  | { type: 'tourCreation.uploadProgressed'; fraction: number }
  | { type: 'tourCreation.uploaded'; tour: TourView }
  | { type: 'tourCreation.uploadFailed'; message: string }
  | { type: 'tourCreation.cancel' }
  | { type: 'tourCreation.retry' }
  | { type: 'tourCreation.recheckCredits' }
  | { type: 'tourCreation.restart' };

/** The wizard as it opens: on the tour to reopen, or (null) on a new one with nothing chosen. */
function wizardStart(resumeTourId: string | null): TourCreationContext {
  return {
    resumeTourId,
    credits: null,
    sourceKind: 'scan',
    details: { title: '', address: '', description: '' },
    fieldErrors: {},
    file: null,
    fileProblem: null,
    tour: null,
    uploadProgress: 0,
    error: null,
  };
}

function uploadInputOf(context: TourCreationContext): UploadSourceInput {
  if (context.tour === null || context.file === null) {
    throw new Error('An upload needs a created tour and a chosen file');
  }
  return { tourId: context.tour.id, file: context.file };
}

function processingInputOf(context: TourCreationContext): TourProcessingStatusInput {
  if (context.tour === null) throw new Error('Processing needs a created tour');
  return { tourId: context.tour.id, tour: context.tour };
}

function createFailureOf(error: unknown): CreateTourFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, noCredits } = error as Partial<CreateTourFailure>;
    return { message: String(message), noCredits: noCredits === true };
  }
  return { message: String(error), noCredits: false };
}

/**
 * The create-tour wizard on /dashboard/create-tour (issue 7, point 1). It reads the credit balance
 * first, so that a user without credits is sent to buy some before filling anything in. Then the
 * source (phone scan or CAD file), the details (CreateTourRequestSchema) and the file (checked
 * before upload). Submitting creates the tour, which spends one credit, and uploads its file with
 * progress; a cancelled or failed upload leaves a draft that another upload can fill without a
 * second credit. Processing is watched stage by stage until the tour is ready, or failed with its
 * reason (the server refunds the credit).
 */
export const tourCreationMachine = setup({
  types: {
    context: {} as TourCreationContext,
    events: {} as TourCreationEvent,
    input: {} as TourCreationInput | undefined,
  },
  actors: {
    readTour: providedPromise<TourView, { tourId: string }>('readTour'),
    checkCredits: providedPromise<CreditBalance>('checkCredits'),
    createTour: providedPromise<TourView, CreateTourInput>('createTour'),
    /** Sends tourCreation.uploadProgressed, then .uploaded or .uploadFailed; stopping aborts. */
    uploadSource: fromCallback<EventObject, UploadSourceInput>(({ sendBack }) => {
      sendBack({
        type: 'tourCreation.uploadFailed',
        message: 'uploadSource is provided by the app',
      });
    }),
    /** Follows processing (its watchTour actor is provided by the app); stopping ends it. */
    processingStatus: tourProcessingStatusMachine,
  },
  actions: {
    /** The owner's tours or credits changed: screens that show them read them again. */
    announceTourChange: () => {},
    keepTour: assign({ tour: (_, params: { tour: TourView | null }) => params.tour }),
    keepUploadedTour: assign({
      tour: (_, params: { tour: TourView }) => params.tour,
      uploadProgress: 1,
    }),
    keepStatusFailure: assign({
      error: (_, params: { output: TourProcessingStatusOutput }) =>
        params.output.failure?.message ?? null,
    }),
    keepCredits: assign((_, params: { balance: number }) => ({ credits: params.balance })),
    forgetCredits: assign({ credits: null }),
    clearError: assign({ error: null }),
    storeSourceKind: assign(({ event }) => {
      assertEvent(event, 'tourCreation.sourceChanged');
      return { sourceKind: event.sourceKind };
    }),
    storeField: assign(({ context, event }) => {
      assertEvent(event, 'tourCreation.fieldChanged');
      return {
        details: { ...context.details, [event.field]: event.value },
        fieldErrors: { ...context.fieldErrors, [event.field]: '' },
      };
    }),
    clearFieldErrors: assign({ fieldErrors: {} }),
    showFieldErrors: assign(({ event }) => {
      assertEvent(event, 'tourCreation.detailsSubmit');
      return { fieldErrors: event.fieldErrors };
    }),
    keepFile: assign(({ event }) => {
      assertEvent(event, 'tourCreation.fileChosen');
      return { file: event.file, fileProblem: null, error: null };
    }),
    showFileProblem: assign(({ event }) => {
      assertEvent(event, 'tourCreation.fileChosen');
      return { file: null, fileProblem: event.problem ?? 'missing', error: null };
    }),
    keepDraftFile: assign(({ event }) => {
      assertEvent(event, 'tourCreation.fileChosen');
      return { file: event.file, fileProblem: null };
    }),
    showDraftFileProblem: assign(({ event }) => {
      assertEvent(event, 'tourCreation.fileChosen');
      return { file: null, fileProblem: event.problem ?? 'missing' };
    }),
    markFileMissing: assign({ fileProblem: 'missing' }),
    keepCreatedTour: assign(({ context }, params: { tour: TourView }) => ({
      tour: params.tour,
      credits: context.credits === null ? null : context.credits - 1,
    })),
    markOutOfCredits: assign({ credits: 0 }),
    showCreateFailure: assign((_, params: { error: unknown }) => ({
      error: createFailureOf(params.error).message,
    })),
    startUpload: assign({ uploadProgress: 0, error: null }),
    showUploadProgress: assign(({ event }) => {
      assertEvent(event, 'tourCreation.uploadProgressed');
      return { uploadProgress: event.fraction };
    }),
    showUploadFailure: assign(({ event }) => {
      assertEvent(event, 'tourCreation.uploadFailed');
      return { error: event.message };
    }),
    showResumeFailure: assign((_, params: { error: unknown }) => ({
      error: createFailureOf(params.error).message,
    })),
    startOver: assign(() => wizardStart(null)),
  },
  guards: {
    resumesTour: ({ context }) => context.resumeTourId !== null,
    tourStatusIs: ({ context }, params: { statuses: readonly TourView['status'][] }) =>
      context.tour !== null && params.statuses.includes(context.tour.status),
    hasCredits: (_, params: { balance: number }) => params.balance >= 1,
    hasNoFieldErrors: (_, params: { fieldErrors: TourDetailErrors }) =>
      Object.values(params.fieldErrors).every((message) => !message),
    fileIsAcceptable: (_, params: { problem: FileProblem | null; file: File | null }) =>
      params.problem === null && params.file !== null,
    hasFile: ({ context }) => context.file !== null,
    isOutOfCredits: (_, params: { error: unknown }) => createFailureOf(params.error).noCredits,
    endedReady: (_, params: { output: TourProcessingStatusOutput }) =>
      params.output.failure === null && params.output.tour?.status === 'ready',
    endedFailed: (_, params: { output: TourProcessingStatusOutput }) =>
      params.output.failure === null && params.output.tour?.status === 'failed',
  },
}).createMachine({
  id: 'tourCreation',
  description:
    'The create-tour wizard: the credit check, source, details and file steps, then creating the tour, uploading its file and watching it being processed until it is ready or has failed.',
  context: ({ input }) => wizardStart(input?.resumeTourId ?? null),
  initial: 'opening',
  states: {
    opening: {
      description:
        'Reopens the tour named in the address (?tour=, written once the tour is created), else starts a new one.',
      always: [{ guard: 'resumesTour', target: 'resuming' }, { target: 'checkingCredits' }],
    },
    resuming: {
      description:
        'GET /tours/:id of the tour in the address (after a reload, or on a return later): the wizard opens where that tour stands.',
      tags: ['busy'],
      invoke: {
        id: 'readTour',
        src: 'readTour',
        input: ({ context }) => ({ tourId: context.resumeTourId ?? '' }),
        onDone: {
          target: 'resumed',
          actions: { type: 'keepTour', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: {
          target: 'resumeFailed',
          actions: { type: 'showResumeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    resumed: {
      description: 'Goes where the tour read from the address stands.',
      always: [
        { guard: { type: 'tourStatusIs', params: { statuses: ['ready'] } }, target: 'ready' },
        { guard: { type: 'tourStatusIs', params: { statuses: ['failed'] } }, target: 'failed' },
        {
          guard: { type: 'tourStatusIs', params: { statuses: ['queued', 'processing'] } },
          target: 'processing',
        },
        // A draft, or an upload cut off by the reload: the file is chosen again.
        { target: 'draft.interrupted' },
      ],
    },
    resumeFailed: {
      description:
        "The tour in the address could not be read (deleted, not this account's, or no connection): the reason, Try again, or Start a new tour.",
      on: {
        'tourCreation.retry': { target: 'resuming', actions: 'clearError' },
        'tourCreation.restart': { target: 'checkingCredits', actions: 'startOver' },
      },
    },
    checkingCredits: {
      description:
        'Reads the credit balance (GET /credits): creating a tour spends one. When the balance cannot be read the wizard opens anyway; the server has the last word.',
      tags: ['busy'],
      invoke: {
        id: 'checkCredits',
        src: 'checkCredits',
        onDone: [
          {
            guard: {
              type: 'hasCredits',
              params: ({ event }) => ({ balance: event.output.balance }),
            },
            target: 'editing',
            actions: {
              type: 'keepCredits',
              params: ({ event }) => ({ balance: event.output.balance }),
            },
          },
          {
            target: 'noCredits',
            actions: {
              type: 'keepCredits',
              params: ({ event }) => ({ balance: event.output.balance }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: 'forgetCredits',
        },
      },
    },
    noCredits: {
      description:
        'No credit is left: the wizard explains why and leads to /dashboard/top-up; after buying, the balance can be checked again.',
      on: {
        'tourCreation.recheckCredits': {
          target: 'checkingCredits',
          actions: 'clearError',
        },
      },
    },
    editing: {
      description: 'The three steps before anything is sent: source, details, file.',
      initial: 'source',
      states: {
        source: {
          description:
            'Phone scan or CAD file, each with the files it accepts; phone scan is chosen to start with.',
          on: {
            'tourCreation.sourceChanged': {
              actions: 'storeSourceKind',
            },
            'tourCreation.continue': { target: 'details' },
          },
        },
        details: {
          description:
            'Title (required), address and description, checked with CreateTourRequestSchema; each field shows its own message.',
          on: {
            'tourCreation.fieldChanged': {
              actions: 'storeField',
            },
            'tourCreation.detailsSubmit': [
              {
                guard: {
                  type: 'hasNoFieldErrors',
                  params: ({ event }) => ({ fieldErrors: event.fieldErrors }),
                },
                target: 'file',
                actions: 'clearFieldErrors',
              },
              {
                actions: 'showFieldErrors',
              },
            ],
            'tourCreation.back': { target: 'source' },
          },
        },
        file: {
          description:
            'Pick or drop the file; it is checked for emptiness, size and type before upload. Submitting creates the tour (one credit) and uploads the file.',
          on: {
            'tourCreation.fileChosen': [
              {
                guard: {
                  type: 'fileIsAcceptable',
                  params: ({ event }) => ({ problem: event.problem, file: event.file }),
                },
                actions: 'keepFile',
              },
              {
                actions: 'showFileProblem',
              },
            ],
            'tourCreation.submit': [
              {
                guard: 'hasFile',
                target: '#tourCreation.creating',
                actions: 'clearError',
              },
              {
                actions: 'markFileMissing',
              },
            ],
            'tourCreation.back': { target: 'details', actions: 'clearError' },
          },
        },
      },
    },
    creating: {
      description: 'POST /tours: the tour is created as a draft and one credit is spent.',
      tags: ['busy'],
      invoke: {
        id: 'createTour',
        src: 'createTour',
        input: ({ context }) => ({ sourceKind: context.sourceKind, details: context.details }),
        onDone: {
          target: 'uploading',
          actions: [
            { type: 'keepCreatedTour', params: ({ event }) => ({ tour: event.output }) },
            'announceTourChange',
          ],
        },
        onError: [
          {
            guard: {
              type: 'isOutOfCredits',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'noCredits',
            actions: 'markOutOfCredits',
          },
          {
            target: 'editing.file',
            actions: { type: 'showCreateFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    uploading: {
      description:
        'The file is sent resumably (POST /tours/:id/uploads, then its parts) with a progress bar; a dropped connection is retried, and Cancel ends the upload and keeps the draft.',
      tags: ['busy'],
      entry: 'startUpload',
      invoke: {
        id: 'uploadSource',
        src: 'uploadSource',
        input: ({ context }) => uploadInputOf(context),
      },
      on: {
        'tourCreation.uploadProgressed': {
          actions: 'showUploadProgress',
        },
        'tourCreation.uploaded': {
          target: 'processing',
          actions: [
            { type: 'keepUploadedTour', params: ({ event }) => ({ tour: event.tour }) },
            'announceTourChange',
          ],
        },
        'tourCreation.uploadFailed': {
          target: 'draft.failed',
          actions: 'showUploadFailure',
        },
        'tourCreation.cancel': { target: 'draft.cancelled' },
      },
    },
    draft: {
      description:
        'The tour exists as a draft with its credit spent, but without its file: the same or another file can be uploaded to it.',
      initial: 'failed',
      states: {
        failed: {
          description: 'The upload failed; its message shows beside Retry.',
        },
        cancelled: {
          description: 'The upload was cancelled; nothing was kept of it.',
        },
        interrupted: {
          description:
            'Reopened from the address: the tour has no file yet (the page was left or reloaded before its upload ended); the same file chosen again goes on from where its upload stopped.',
        },
      },
      on: {
        'tourCreation.fileChosen': [
          {
            guard: {
              type: 'fileIsAcceptable',
              params: ({ event }) => ({ problem: event.problem, file: event.file }),
            },
            actions: 'keepDraftFile',
          },
          {
            actions: 'showDraftFileProblem',
          },
        ],
        'tourCreation.retry': [
          { guard: 'hasFile', target: 'uploading' },
          { actions: 'markFileMissing' },
        ],
      },
    },
    processing: {
      description:
        'The file is in; the tour is queued, then processed stage by stage (the tour-processing-status machine follows GET /tours/:id/events, or polls).',
      invoke: {
        id: 'processingStatus',
        src: 'processingStatus',
        input: ({ context }) => processingInputOf(context),
        onSnapshot: {
          actions: {
            type: 'keepTour',
            params: ({ event }) => ({ tour: event.snapshot.context.tour }),
          },
        },
        onDone: [
          {
            guard: { type: 'endedReady', params: ({ event }) => ({ output: event.output }) },
            target: 'ready',
            actions: [
              { type: 'keepTour', params: ({ event }) => ({ tour: event.output.tour }) },
              'announceTourChange',
            ],
          },
          {
            guard: { type: 'endedFailed', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: [
              { type: 'keepTour', params: ({ event }) => ({ tour: event.output.tour }) },
              'announceTourChange',
            ],
          },
          {
            // The status was lost (or, never after an upload, the tour became a draft again).
            target: 'statusLost',
            actions: {
              type: 'keepStatusFailure',
              params: ({ event }) => ({ output: event.output }),
            },
          },
        ],
      },
    },
    statusLost: {
      description:
        'The status could not be read (the connection dropped); processing goes on on the server, and Check again watches it again.',
      on: {
        'tourCreation.retry': { target: 'processing', actions: 'clearError' },
      },
    },
    ready: {
      description: 'Processed: links to the tour page and to the tours list.',
      on: {
        'tourCreation.restart': { target: 'checkingCredits', actions: 'startOver' },
      },
    },
    failed: {
      description:
        "Processing failed: the server's reason shows, with the note that the credit was refunded.",
      on: {
        'tourCreation.restart': { target: 'checkingCredits', actions: 'startOver' },
      },
    },
  },
});
