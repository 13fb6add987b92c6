/**
 * Resumable uploads (issue 36, decision 0054): the tus protocol 1.0 with its creation,
 * termination and expiration extensions, served by @tus/server on the owner's tour:
 *
 *   POST   /tours/:id/uploads            creates an upload of Upload-Length bytes (Location)
 *   HEAD   /tours/:id/uploads/:uploadId  how much of it arrived (Upload-Offset)
 *   PATCH  /tours/:id/uploads/:uploadId  appends at Upload-Offset; the last byte stores the file
 *                                        as the tour's source and queues it, as PUT /source does
 *   DELETE /tours/:id/uploads/:uploadId  cancels it: the tour is a draft again
 *
 * Each request is the owner's (requireUser) and each change passes the API's CSRF check, like
 * every other call. The tour records the one upload it waits on (tours.upload_id): an upload it
 * no longer waits on answers 404, which tells a tus client to start over. A new upload replaces
 * the one the tour waited on, so its owner's retry is never refused.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { Server as TusServer } from '@tus/server';
import type { DataStore, Upload } from '@tus/utils';
import type { TourStatus } from '../../src/contract/tours';
import { UPLOAD_NO_SPACE_MESSAGE } from '../../src/contract/uploads';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Tour } from '../db/schema';
import { conflict } from '../http/errors';
import { requestLog } from '../http/request-id';
import type { ServerEnv } from '../http/server-env';
import type { Logger } from '../ops/logger';
import { tourFileKey } from '../storage/storage';
import type { ResumableUploadStore } from '../storage/upload-store';
import type { TourFilesConfig } from './config';
import {
  UPLOAD_MARK_MS,
  abandonUpload,
  beginUpload,
  markUploadActive,
  queueProcessing,
} from './tours';

/** Why a tour takes no upload now (409), by its status. */
export const UPLOAD_REFUSALS: Record<TourStatus, string> = {
  draft: '', // uploads are accepted
  uploading: 'A file is already being uploaded for this tour',
  queued: 'This tour already has its file and is waiting to be processed',
  processing: 'This tour already has its file and is being processed',
  ready: 'This tour has already been processed; create a new tour for another file',
  failed: 'Processing of this tour failed; create a new tour to upload another file',
};

/** tus answers in plain text: the body of an upload the tour no longer waits on. */
const UPLOAD_NOT_FOUND_BODY = 'This upload is no longer open: start it again\n';
const TUS_VERSION = { 'Tus-Resumable': '1.0.0' };

interface UploadRouteDeps {
  db: Database;
  clock: Clock;
  files: TourFilesConfig;
  ownTour: (c: Context<ServerEnv>) => Promise<Tour>;
}

/** What an upload request is for, handed from the route to tus's hooks. */
interface UploadRequest {
  tour: Tour;
  uploadId: string;
  log: Logger;
}
const uploadRequests = new WeakMap<Request, UploadRequest>();

export function registerUploadRoutes(app: Hono<ServerEnv>, deps: UploadRouteDeps): void {
  const tus = lazyTusServer(deps);

  app.post('/:id/uploads', async (c) => {
    const tour = await deps.ownTour(c);
    const uploadId = randomBytes(16).toString('hex');
    const begun = await beginUpload(deps.db, tour, uploadId, deps.clock.now());
    if (begun === undefined)
      throw conflict(UPLOAD_REFUSALS[tour.status] || UPLOAD_REFUSALS.uploading);
    const server = await tus();
    if (begun.replaced !== null)
      await removeQuietly(server.datastore, begun.replaced, requestLog(c));
    uploadRequests.set(c.req.raw, { tour: begun.tour, uploadId, log: requestLog(c) });
    const answer = await server.handleWeb(c.req.raw);
    // Refused by tus (no length, over the limit, ...): the tour is a draft again.
    if (answer.status !== 201) await abandonUpload(deps.db, tour.id, uploadId, deps.clock.now());
    return answer;
  });

  // Hono answers HEAD with the GET route: the GET of tus's download extension is not offered.
  app.on(['GET', 'PATCH', 'DELETE'], '/:id/uploads/:uploadId', async (c) => {
    if (c.req.raw.method === 'GET') return c.text('Uploads are not downloaded\n', 405, TUS_VERSION);
    const tour = await deps.ownTour(c);
    const uploadId = c.req.param('uploadId');
    if (tour.status !== 'uploading' || tour.uploadId !== uploadId) {
      return c.text(UPLOAD_NOT_FOUND_BODY, 404, TUS_VERSION);
    }
    if (c.req.raw.method === 'PATCH')
      await markUploadActive(deps.db, tour.id, uploadId, deps.clock.now());
    uploadRequests.set(c.req.raw, { tour, uploadId, log: requestLog(c) });
    const answer = await (await tus()).handleWeb(c.req.raw);
    if (c.req.raw.method === 'DELETE' && answer.status === 204) {
      await abandonUpload(deps.db, tour.id, uploadId, deps.clock.now());
    }
    return answer;
  });
}

function lazyTusServer(deps: UploadRouteDeps): () => Promise<TusServer> {
  let server: Promise<TusServer> | undefined;
  return () => (server ??= deps.files.uploadStore().then((store) => createTusServer(store, deps)));
}

function createTusServer(datastore: ResumableUploadStore, deps: UploadRouteDeps): TusServer {
  return new TusServer({
    path: '/tours', // unused: each request's upload comes from its route (uploadRequests)
    datastore,
    maxSize: deps.files.maxUploadBytes,
    namingFunction: (req) => uploadRequestOf(req).uploadId,
    getFileIdFromRequest: (req) => uploadRequestOf(req).uploadId,
    // Relative to the creating request: /tours/:id/uploads/:uploadId under either mount.
    generateUrl: (req, { id }) => `${new URL(req.url).pathname}/${id}`,
    disableTerminationForFinishedUploads: true,
    onUploadFinish: async (req, upload) => {
      await storeFinishedUpload(datastore, uploadRequestOf(req), upload, deps);
      return {};
    },
    onResponseError: (req, error) => {
      if (isNoSpace(error)) return { status_code: 507, body: `${UPLOAD_NO_SPACE_MESSAGE}\n` };
      if (error instanceof Error) {
        uploadRequests.get(req)?.log.error({ error: error.message }, 'upload failed');
      }
      return undefined;
    },
  });
}

function uploadRequestOf(req: Request): UploadRequest {
  const found = uploadRequests.get(req);
  if (found === undefined) throw new Error('An upload request reached tus without its tour');
  return found;
}

/**
 * The last byte arrived: the upload becomes the tour's source (the storage's own write: a whole
 * file or nothing) and the tour is queued; the upload's parts are then removed.
 */
async function storeFinishedUpload(
  datastore: ResumableUploadStore,
  { tour, uploadId, log }: UploadRequest,
  upload: Upload,
  deps: UploadRouteDeps,
): Promise<void> {
  const bytes = await datastore.read(upload.id);
  await deps.files.storage.putStream(tourFileKey(tour.id, 'source'), bytes, {
    maxBytes: deps.files.maxUploadBytes,
  });
  const queued = await queueProcessing(deps.db, tour.id, uploadId, deps.clock.now());
  if (queued === undefined) throw { status_code: 404, body: UPLOAD_NOT_FOUND_BODY };
  await removeQuietly(datastore, upload.id, log);
}

/** An upload's parts removed; one already gone (expired, or removed by another process) is fine. */
export async function removeQuietly(
  store: DataStore,
  uploadId: string,
  log: Logger,
): Promise<void> {
  try {
    await store.remove(uploadId);
  } catch (error) {
    if (!isMissing(error)) {
      log.warn({ error: String(error), uploadId }, 'an upload could not be removed');
    }
  }
}

const fieldOf = (error: unknown, field: 'code' | 'status_code'): unknown =>
  typeof error === 'object' && error !== null && field in error
    ? (error as Record<string, unknown>)[field]
    : undefined;
/** The disk (or the store behind it) is full. */
export const isNoSpace = (error: unknown): boolean => fieldOf(error, 'code') === 'ENOSPC';
const isMissing = (error: unknown) =>
  fieldOf(error, 'code') === 'ENOENT' || fieldOf(error, 'status_code') === 404;

/**
 * The body as it arrives, marking the upload alive (PUT_UPLOAD_IDLE_MS) at most every
 * UPLOAD_MARK_MS while bytes come: a PUT whose process dies stops marking, and is given up.
 */
export function markedWhileArriving(
  body: ReadableStream<Uint8Array>,
  mark: () => Promise<unknown>,
): ReadableStream<Uint8Array> {
  let lastMark = Date.now();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        controller.enqueue(chunk);
        if (Date.now() - lastMark < UPLOAD_MARK_MS) return;
        lastMark = Date.now();
        await mark();
      },
    }),
  );
}
