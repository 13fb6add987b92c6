import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { TourView } from '../contract/tours';

/** Why the status could not be followed: the message to show, and whether the tour is gone. */
export interface TourStatusFailure {
  message: string;
  notFound?: boolean;
}

export interface TourProcessingStatusInput {
  tourId: string;
  /** The tour as the parent last saw it, kept until the first change arrives. */
  tour: TourView | null;
}

export interface TourProcessingStatusContext {
  tourId: string;
  tour: TourView | null;
  failure: TourStatusFailure | null;
}

/** What the provided watchTour actor sends: every change of the tour, or why it stopped. */
export type TourProcessingStatusEvent =
  | { type: 'tourStatus.changed'; tour: TourView }
  | { type: 'tourStatus.lost'; error: TourStatusFailure };

/** How the watch ended: the tour as last seen, and the failure when the status was lost. */
export interface TourProcessingStatusOutput {
  tour: TourView | null;
  failure: TourStatusFailure | null;
}

/**
 * Follows one tour's processing (issue 20 point 3), for the create-tour wizard and the tour
 * editor alike: queued, then processing stage by stage with its progress, until the tour is
 * ready, has failed with its reason, or is a draft again (its upload abandoned). The provided
 * watchTour actor reads the server's event stream (GET /tours/{id}/events, reconnecting or
 * falling back to polling as the tours API does) and sends tourStatus.changed on every change,
 * tourStatus.lost when the status cannot be read. The parents read the tour from this machine's
 * snapshots while it watches, and what it ended with from its output.
 */
export const tourProcessingStatusMachine = setup({
  types: {
    context: {} as TourProcessingStatusContext,
    events: {} as TourProcessingStatusEvent,
    input: {} as TourProcessingStatusInput,
    output: {} as TourProcessingStatusOutput,
  },
  actors: {
    /** Sends tourStatus.changed on every change until processing ends, or tourStatus.lost. */
    watchTour: fromCallback<EventObject, { tourId: string }>(({ sendBack }) => {
      sendBack({
        type: 'tourStatus.lost',
        error: { message: 'watchTour is provided by the app' },
      } satisfies TourProcessingStatusEvent);
    }),
  },
  actions: {
    keepTour: assign({ tour: (_, params: { tour: TourView }) => params.tour }),
    keepFailure: assign({
      failure: (_, params: { error: TourStatusFailure }) => params.error,
    }),
  },
  guards: {
    isReady: (_, params: { tour: TourView }) => params.tour.status === 'ready',
    hasFailed: (_, params: { tour: TourView }) => params.tour.status === 'failed',
    isDraft: (_, params: { tour: TourView }) => params.tour.status === 'draft',
    isNotFound: (_, params: { error: TourStatusFailure }) => params.error.notFound === true,
  },
}).createMachine({
  id: 'tourProcessingStatus',
  description:
    "Follows a tour's processing from the event stream (or polling): queued and processing with progress, until it is ready, has failed with its reason, is a draft again, or its status is lost.",
  context: ({ input }) => ({ tourId: input.tourId, tour: input.tour, failure: null }),
  initial: 'watching',
  states: {
    watching: {
      description:
        'GET /tours/{id}/events (or polling): each change of status, stage and progress is kept and shows at once.',
      invoke: {
        id: 'watchTour',
        src: 'watchTour',
        input: ({ context }) => ({ tourId: context.tourId }),
      },
      on: {
        'tourStatus.changed': [
          {
            guard: { type: 'isReady', params: ({ event }) => ({ tour: event.tour }) },
            target: 'ready',
            actions: { type: 'keepTour', params: ({ event }) => ({ tour: event.tour }) },
          },
          {
            guard: { type: 'hasFailed', params: ({ event }) => ({ tour: event.tour }) },
            target: 'failed',
            actions: { type: 'keepTour', params: ({ event }) => ({ tour: event.tour }) },
          },
          {
            guard: { type: 'isDraft', params: ({ event }) => ({ tour: event.tour }) },
            target: 'draft',
            actions: { type: 'keepTour', params: ({ event }) => ({ tour: event.tour }) },
          },
          {
            actions: { type: 'keepTour', params: ({ event }) => ({ tour: event.tour }) },
          },
        ],
        'tourStatus.lost': [
          {
            // Deleted meanwhile, in another tab or on another device.
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'gone',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'lost',
            actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    ready: {
      description: 'Processed: the tour can be viewed and edited.',
      type: 'final',
    },
    failed: {
      description:
        "Processing failed: the server's reason is in the tour; its credit was refunded.",
      type: 'final',
    },
    draft: {
      description: 'The tour is a draft again (its upload was cancelled or failed elsewhere).',
      type: 'final',
    },
    gone: {
      description: 'The tour was deleted meanwhile (the server answered 404).',
      type: 'final',
    },
    lost: {
      description:
        'The status could not be read (the connection dropped); processing goes on on the server.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ tour: context.tour, failure: context.failure }),
});
