import { assign, setup } from 'xstate';
import { failureOf } from './form-failure';
import { providedPromise } from './provided-actor';
import type { TourView } from '../contract/tours';

export interface TourPublishingInput {
  tourId: string;
  /** Publish (true) or unpublish (false). */
  publish: boolean;
}

/** What the status line says after a publishing request that went through. */
export type PublishingNotice = 'published' | 'unpublished';

export interface TourPublishingContext {
  tourId: string;
  publish: boolean;
  /** The tour as the server returned it. */
  tour: TourView | null;
  notice: PublishingNotice | null;
  /** Why the request failed, as it reported it. */
  error: string | null;
}

export interface TourPublishingOutput {
  tour: TourView | null;
  notice: PublishingNotice | null;
  error: string | null;
}

/**
 * Publishing a ready tour, or taking it off line (issue 20 point 5, split from the tour editor):
 * POST /tours/{id}/publish gives it its public link, POST /tours/{id}/unpublish stops the link
 * working. The editor invokes it from its publishing and unpublishing states and keeps what it
 * ended with: the tour and a notice, or the failure's message.
 */
export const tourPublishingMachine = setup({
  types: {
    context: {} as TourPublishingContext,
    input: {} as TourPublishingInput,
    output: {} as TourPublishingOutput,
  },
  actors: {
    publishTour: providedPromise<TourView, { tourId: string }>('publishTour'),
    unpublishTour: providedPromise<TourView, { tourId: string }>('unpublishTour'),
  },
  actions: {
    keepTour: assign({
      tour: (_, params: { tour: TourView; notice: PublishingNotice }) => params.tour,
      notice: (_, params: { tour: TourView; notice: PublishingNotice }) => params.notice,
    }),
    keepError: assign({
      error: (_, params: { error: unknown }) => failureOf(params.error).message,
    }),
  },
  guards: {
    isPublish: ({ context }) => context.publish,
  },
}).createMachine({
  id: 'tourPublishing',
  description:
    'Publishing or unpublishing a ready tour: one request, then the tour with its notice, or the failure.',
  context: ({ input }) => ({
    tourId: input.tourId,
    publish: input.publish,
    tour: null,
    notice: null,
    error: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Goes to the request that was asked for.',
      always: [{ guard: 'isPublish', target: 'publishing' }, { target: 'unpublishing' }],
    },
    publishing: {
      description: 'POST /tours/{id}/publish: the tour gets its public link.',
      tags: ['busy'],
      invoke: {
        id: 'publishTour',
        src: 'publishTour',
        input: ({ context }) => ({ tourId: context.tourId }),
        onDone: {
          target: 'done',
          actions: {
            type: 'keepTour',
            params: ({ event }) => ({ tour: event.output, notice: 'published' as const }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unpublishing: {
      description: 'POST /tours/{id}/unpublish: the public link stops working.',
      tags: ['busy'],
      invoke: {
        id: 'unpublishTour',
        src: 'unpublishTour',
        input: ({ context }) => ({ tourId: context.tourId }),
        onDone: {
          target: 'done',
          actions: {
            type: 'keepTour',
            params: ({ event }) => ({ tour: event.output, notice: 'unpublished' as const }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description: 'The request went through; the notice says what changed.',
      type: 'final',
    },
    failed: {
      description: 'The request failed; its message shows on the page.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ tour: context.tour, notice: context.notice, error: context.error }),
});
