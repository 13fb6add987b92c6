/**
 * The tour calls (issue 6 and 7): the owner's tours, their upload and processing, editing and
 * publishing, the signed-in user's credits, and the public view of a published tour.
 */
import * as v from 'valibot';
import { CreditBalanceSchema, type CreditBalance } from '../contract/credits';
import { ownerTourPath } from '../contract/tour-links';
import {
  type FrameCorrection,
  PublicTourViewSchema,
  TourListResponseSchema,
  TourViewSchema,
  type CreateTourRequest,
  type PublicTourView,
  type TourView,
  type UpdateTourRequest,
} from '../contract/tours';
import type { ApiClient } from './api-client';
import { logger } from './logger';

/** How often a tour is read again when its event stream cannot be used. */
export const TOUR_POLL_INTERVAL_MS = 2000;

export interface UploadOptions {
  /** 0 to 1 of the file on the server. Given, parts go through XMLHttpRequest (api/transport.ts). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Waits before each retry of a part (UPLOAD_RETRY_DELAYS_MS); tests that drop the network shorten them. */
  retryDelaysMs?: number[];
}

export interface AssetOptions {
  /** 0 to 1 of the file received (0 while its size is not known). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface WatchOptions {
  signal?: AbortSignal;
  /** Milliseconds between reads when polling (TOUR_POLL_INTERVAL_MS). */
  pollIntervalMs?: number;
}

/** Processing has ended: nothing will change until the owner acts. */
export function isSettled(tour: TourView): boolean {
  return tour.status === 'ready' || tour.status === 'failed';
}

export function createToursApi(client: ApiClient) {
  const get = (id: string): Promise<TourView> =>
    client.getFresh(ownerTourPath(id), { schema: TourViewSchema });

  /**
   * Calls `onTour` with the tour at once and on every change until processing has ended (or
   * `signal` aborts): from the server's event stream, or by polling when that cannot be opened.
   */
  async function watch(
    id: string,
    onTour: (tour: TourView) => void,
    options: WatchOptions = {},
  ): Promise<void> {
    const { signal } = options;
    let settled = false;
    try {
      await client.events(
        `${ownerTourPath(id)}/events`,
        (event, data) => {
          const parsed = v.safeParse(TourViewSchema, data);
          if (event !== 'tour' || !parsed.success) return;
          settled = isSettled(parsed.output);
          onTour(parsed.output);
        },
        { signal },
      );
      if (settled || signal?.aborted) return;
    } catch (error) {
      if (signal?.aborted) return;
      logger.warn('The tour event stream is not available; polling instead', error);
    }
    while (!signal?.aborted) {
      const tour = await get(id);
      onTour(tour);
      if (isSettled(tour)) return;
      await pause(options.pollIntervalMs ?? TOUR_POLL_INTERVAL_MS, signal);
    }
  }

  return {
    list: async (): Promise<TourView[]> =>
      (await client.getFresh('/tours', { schema: TourListResponseSchema })).tours,
    get,
    /** POST /tours: spends one credit (402 with NO_CREDITS_MESSAGE when there is none). */
    create: (request: CreateTourRequest): Promise<TourView> =>
      client.post('/tours', request, { schema: TourViewSchema }),
    /**
     * The file, resumably (POST /tours/:id/uploads, then its parts: resumable-upload.ts), with
     * progress; aborting cancels it. The tour comes back queued.
     */
    upload: (id: string, file: File, options: UploadOptions = {}): Promise<TourView> =>
      import('./resumable-upload').then((loaded) =>
        loaded.uploadTourFile(client, id, file, options),
      ),
    watch,
    update: (id: string, changes: UpdateTourRequest): Promise<TourView> =>
      client.patch(ownerTourPath(id), changes, { schema: TourViewSchema }),
    publish: (id: string): Promise<TourView> =>
      client.post(`${ownerTourPath(id)}/publish`, undefined, { schema: TourViewSchema }),
    unpublish: (id: string): Promise<TourView> =>
      client.post(`${ownerTourPath(id)}/unpublish`, undefined, { schema: TourViewSchema }),
    /** POST /tours/:id/frame: turned or rescaled, processed again at no credit (decision 0036). */
    reframe: (id: string, correction: FrameCorrection): Promise<TourView> =>
      client.post(`${ownerTourPath(id)}/frame`, correction, { schema: TourViewSchema }),
    remove: async (id: string): Promise<void> => {
      await client.delete(ownerTourPath(id));
    },
    /** One of a tour's files (tour.assets.*) as a Blob: the owner's need the bearer token. */
    asset: (url: string, options: AssetOptions = {}): Promise<Blob> =>
      client.getBlob(url, {
        ...(options.signal && { signal: options.signal }),
        ...(options.onProgress && { onDownloadProgress: progressTo(options.onProgress) }),
      }),
    /** GET /credits: the signed-in user's balance. */
    credits: (): Promise<CreditBalance> =>
      client.getFresh('/credits', { schema: CreditBalanceSchema }),
    /**
     * GET /public/tours/:slug, for anyone. A 404 whose data.reason is 'unpublished' is a tour
     * that exists but is not published now; any other 404 is an unknown link.
     */
    publicTour: (slug: string): Promise<PublicTourView> =>
      client.get(`/public/tours/${encodeURIComponent(slug)}`, {
        auth: false,
        schema: PublicTourViewSchema,
      }),
  };
}

export type ToursApi = ReturnType<typeof createToursApi>;

const progressTo =
  (onProgress: (fraction: number) => void) => (sentBytes: number, totalBytes: number) =>
    onProgress(totalBytes > 0 ? Math.min(1, sentBytes / totalBytes) : 0);

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
