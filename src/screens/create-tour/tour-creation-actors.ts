import * as v from 'valibot';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  CreateTourRequestSchema,
  NO_CREDITS_MESSAGE,
  type CreateTourRequest,
  type TourView,
} from '../../contract/tours';
import type {
  CreateTourFailure,
  CreateTourInput,
  TourCreationEvent,
  TourDetails,
  UploadSourceInput,
} from '../../machines/tour-creation.machine';
import { ApiRequestError, failureMessage } from '../../services/api-client';
import { logger } from '../../services/logger';
import type { ToursApi } from '../../services/tours-api';
import { tourProcessingStatus } from '../tours/tour-processing-status';
import {
  CREATE_FAILED,
  RESUME_FAILED,
  RESUME_NOT_FOUND,
  UPLOAD_FAILED,
  WATCH_FAILED,
} from './create-tour-messages';

/** What is sent: the details as typed, with the optional ones left out when empty. */
export function createRequestCandidate(input: CreateTourInput) {
  return {
    title: input.details.title,
    sourceKind: input.sourceKind,
    address: input.details.address.trim() || undefined,
    description: input.details.description.trim() || undefined,
  };
}

function createRequestOf(input: CreateTourInput): CreateTourRequest {
  return v.parse(CreateTourRequestSchema, createRequestCandidate(input));
}

function isNoCredits(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 402 || error.message === NO_CREDITS_MESSAGE)
  );
}

function toCreateFailure(error: unknown): CreateTourFailure {
  return { message: failureMessage(error, CREATE_FAILED), noCredits: isNoCredits(error) };
}

/** Reports whole percents only: a progress event per byte would re-render for nothing. */
function wholePercents(report: (fraction: number) => void): (fraction: number) => void {
  let last = -1;
  return (fraction) => {
    const percent = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
    if (percent === last) return;
    last = percent;
    report(percent / 100);
  };
}

type Send = (event: TourCreationEvent) => void;

/**
 * The tour-creation machine's actors on the app's tour calls: the tour to reopen, the credit
 * balance, POST /tours,
 * the upload with its progress (aborted when the machine leaves uploading) and the shared
 * tour-processing-status machine (its watch ends when the wizard leaves processing).
 */
export function tourCreationActors(tours: ToursApi) {
  return {
    checkCredits: fromPromise(async () => {
      try {
        return await tours.credits();
      } catch (error) {
        logger.warn('The credit balance could not be read', error);
        throw error;
      }
    }),
    createTour: fromPromise(async ({ input }: { input: CreateTourInput }) => {
      try {
        return await tours.create(createRequestOf(input));
      } catch (error) {
        if (!isNoCredits(error)) logger.error('The tour could not be created', error);
        throw toCreateFailure(error);
      }
    }),
    readTour: fromPromise(async ({ input }: { input: { tourId: string } }) => {
      try {
        return await tours.get(input.tourId);
      } catch (error) {
        // A link edited by hand (400) or a deleted tour, or one of another account (404).
        const notFound =
          error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        if (!notFound) logger.warn('The tour to resume could not be read', error);
        throw { message: notFound ? RESUME_NOT_FOUND : RESUME_FAILED, noCredits: false };
      }
    }),
    uploadSource: fromCallback<EventObject, UploadSourceInput>(({ input, sendBack }) => {
      const send: Send = sendBack;
      const controller = new AbortController();
      tours
        .upload(input.tourId, input.file, {
          signal: controller.signal,
          onProgress: wholePercents((fraction) =>
            send({ type: 'tourCreation.uploadProgressed', fraction }),
          ),
        })
        .then((tour) => {
          if (!controller.signal.aborted) send({ type: 'tourCreation.uploaded', tour });
        })
        .catch(async (error: unknown) => {
          if (controller.signal.aborted) return;
          const arrived = await tourWithItsFile(tours, input.tourId, error);
          if (arrived) return send({ type: 'tourCreation.uploaded', tour: arrived });
          logger.error('The tour file could not be uploaded', error);
          send({
            type: 'tourCreation.uploadFailed',
            message: failureMessage(error, UPLOAD_FAILED),
          });
        });
      return () => controller.abort();
    }),
    processingStatus: tourProcessingStatus(tours, WATCH_FAILED),
  };
}

/**
 * The tour, when an upload was refused because the tour already has its file: an earlier try
 * arrived whole although it was cancelled (the cancel came after the last byte), so processing
 * goes on from there instead of reporting a failure.
 */
async function tourWithItsFile(
  tours: ToursApi,
  tourId: string,
  error: unknown,
): Promise<TourView | undefined> {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const tour = await tours.get(tourId).catch(() => undefined);
  return tour && tour.status !== 'draft' && tour.status !== 'uploading' ? tour : undefined;
}

/** The details as CreateTourRequestSchema sees them, for the details step's own check. */
export function detailsCandidate(sourceKind: CreateTourInput['sourceKind'], details: TourDetails) {
  return createRequestCandidate({ sourceKind, details });
}
