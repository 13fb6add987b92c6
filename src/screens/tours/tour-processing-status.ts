import { fromCallback, type EventObject } from 'xstate';
import {
  tourProcessingStatusMachine,
  type TourProcessingStatusEvent,
} from '../../machines/tour-processing-status.machine';
import { ApiRequestError, failureMessage } from '../../services/api-client';
import { logger } from '../../services/logger';
import type { ToursApi } from '../../services/tours-api';

/**
 * The tour-processing-status machine on the app's tours API, as the create-tour wizard and the
 * tour editor both invoke it: `tours.watch` follows the event stream (or polls), every change is
 * sent as tourStatus.changed, and a watch that fails sends tourStatus.lost with the message to
 * show (`fallback` when the server gave none) and whether the tour is gone (404). Leaving the
 * watching state aborts the watch.
 */
export function tourProcessingStatus(tours: Pick<ToursApi, 'watch'>, fallback: string) {
  return tourProcessingStatusMachine.provide({
    actors: {
      watchTour: fromCallback<EventObject, { tourId: string }>(({ input, sendBack }) => {
        const send = (event: TourProcessingStatusEvent) => sendBack(event);
        const stop = new AbortController();
        tours
          .watch(input.tourId, (tour) => send({ type: 'tourStatus.changed', tour }), {
            signal: stop.signal,
          })
          .catch((error: unknown) => {
            if (stop.signal.aborted) return;
            logger.warn('The tour status could not be read', error);
            const notFound = error instanceof ApiRequestError && error.status === 404;
            send({
              type: 'tourStatus.lost',
              error: { message: failureMessage(error, fallback), notFound },
            });
          });
        return () => stop.abort();
      }),
    },
  });
}
