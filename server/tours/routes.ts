/**
 * /tours (issue 6), all behind requireUser; CSRF is checked by the API for every state change.
 *
 *   POST   /tours                    create (spends 1 credit), 201
 *   PUT    /tours/:id/source         the upload: the raw body streamed to storage, then queued
 *   POST   /tours/:id/uploads        a resumable (tus) upload of the same file (upload-routes.ts)
 *   GET    /tours                    mine, newest first
 *   GET    /tours/:id                one, with status, stage, progress, error and asset URLs
 *   GET    /tours/:id/events         the same as Server-Sent Events, on each change until ready
 *                                    or failed (tour-events.ts)
 *   PATCH  /tours/:id                title, description, address, start position, annotations,
 *                                    destinations
 *   POST   /tours/:id/publish        only when ready: a public slug
 *   POST   /tours/:id/unpublish
 *   POST   /tours/:id/frame          an OBJ, PLY, STL, DXF or glTF model turned or rescaled: processed
 *                                    again with the correction, at no credit (decision 0036), 202;
 *                                    the frame it was processed in is kept as confirmed, 200 (0053);
 *                                    429 after REFRAME_LIMIT reprocesses in 24 hours (0062)
 *   DELETE /tours/:id                its files and its row (the ledger keeps its entries)
 *   GET    /tours/:id/assets/:name   a processed file, to its owner
 *
 * Another user's tour answers exactly like a missing one: 404.
 */
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import {
  CreateTourRequestSchema,
  NO_CREDITS_MESSAGE,
  REFRAME_FORMAT_MESSAGE,
  REFRAME_LIMIT_MESSAGE,
  REFRAME_NOT_READY_MESSAGE,
  ReframeTourRequestSchema,
  isReframable,
  TOUR_ASSET_NAMES,
  TOUR_NOT_FOUND_MESSAGE,
  UpdateTourRequestSchema,
  fileTooLargeMessage,
  type TourAssetName,
  type TourListResponse,
} from '../../src/contract/tours';
import { REPROCESS_NO_SOURCE_MESSAGE } from '../../src/contract/admin';
import { AnalyticsQuerySchema } from '../../src/contract/analytics';
import { UPLOAD_NO_SPACE_MESSAGE } from '../../src/contract/uploads';
import { noStore } from '../auth/http';
import { currentAuth, requireUser } from '../auth/require-user';
import type { Tour } from '../db/schema';
import type { ApiDeps } from '../deps';
import {
  RANGE_NOT_SATISFIABLE_MESSAGE,
  ifRangeHolds,
  noneMatchHolds,
  parseRange,
} from '../http/conditional';
import { ApiError, conflict, notFound, tooManyRequests } from '../http/errors';
import {
  GZIP_MIN_BYTES,
  acceptsGzip,
  gzipEtag,
  gzipLength,
  gzipStream,
  isGzipType,
} from '../http/gzip-representation';
import { readJson, readQuery } from '../http/json-body';
import { requestLog } from '../http/request-id';
import type { ServerEnv } from '../http/server-env';
import {
  FileTooLargeError,
  isUuid,
  tourFileKey,
  tourPrefix,
  type BlobStorage,
  type ByteRange,
  type StorageKey,
} from '../storage/storage';
import { tourFilesConfigFromEnv, type TourFilesConfig } from './config';
import { TourStreams } from './tour-events';
import {
  UPLOAD_REFUSALS,
  isNoSpace,
  markedWhileArriving,
  registerUploadRoutes,
  removeQuietly,
} from './upload-routes';
import { ownerAnalyticsSummary, tourAnalytics } from './visits';
import {
  abandonUpload,
  beginUpload,
  createTour,
  deleteTourRow,
  findOwnTour,
  findTours,
  listOwnTours,
  markUploadActive,
  modelOf,
  nextReframeAllowedAt,
  publishTour,
  queueReframe,
  confirmFrame,
  isProcessedFrame,
  queueProcessing,
  toTourView,
  unpublishTour,
  updateTour,
} from './tours';

export const TOUR_NOT_READY_TO_PUBLISH_MESSAGE =
  'Only a tour that has finished processing can be published';
export const ASSET_NOT_FOUND_MESSAGE = 'This tour has no such file';
export const UPLOAD_INTERRUPTED_MESSAGE =
  'The upload was interrupted before the whole file arrived';
export const UPLOAD_CHANGED_MESSAGE =
  'The tour changed while its file was uploading. Reload it and try again.';

const ASSET_CONTENT_TYPES: Record<string, string> = {
  'model.glb': 'model/gltf-binary',
  'model-preview.glb': 'model/gltf-binary',
  'navmesh.bin': 'application/octet-stream',
  'thumbnail.webp': 'image/webp',
};
/** Every plan (the tour's and one per storey) is an SVG. */
const contentTypeOf = (name: TourAssetName) =>
  name.endsWith('.svg')
    ? 'image/svg+xml'
    : (ASSET_CONTENT_TYPES[name] ?? 'application/octet-stream');

/** The policy of a tour's plan (an SVG) opened on its own: nothing but its own markup. */
export const FLOOR_PLAN_CSP = "default-src 'none'; sandbox";

/** Assets never change under a name of a tour: cache them for good, in the owner's browser only. */
export const ASSET_CACHE_CONTROL = 'private, max-age=31536000, immutable';

function isTourAssetName(name: string): name is TourAssetName {
  return (TOUR_ASSET_NAMES as readonly string[]).includes(name);
}

/**
 * One processed file of `tour`, with its content type and `cacheControl`; 404 when it has none.
 * Proxied from storage (disk or object store alike: decision 0020) with its ETag, answering
 * If-None-Match with 304, one byte range with 206 (If-Range respected), HEAD without the bytes.
 * What needs the size or ETag before the bytes (HEAD, a condition, a range) asks storage for
 * them first; a plain GET is one read.
 */
export async function tourAssetResponse(
  c: Context<ServerEnv>,
  storage: BlobStorage,
  tour: Tour,
  name: string,
  cacheControl: string,
): Promise<Response> {
  if (!isTourAssetName(name)) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  const key = tourFileKey(tour.id, name);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(name),
    'Cache-Control': cacheControl,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  };
  // An SVG opened on its own runs no script, loads nothing and takes no inline style: the plans
  // are drawn with presentation attributes only (server/processing/stages/floor-plan.ts).
  if (name.endsWith('.svg')) headers['Content-Security-Policy'] = FLOOR_PLAN_CSP;

  const ifNoneMatch = c.req.header('if-none-match');
  const rangeHeader = c.req.header('range');
  const ifRange = c.req.header('if-range');
  const headOnly = c.req.method === 'HEAD';
  const compressible = isGzipType(headers['Content-Type'] ?? '');
  if (compressible) headers.Vary = 'Accept-Encoding';
  const wantsGzip = compressible && acceptsGzip(c.req.header('accept-encoding'));
  let range: ByteRange | undefined;
  if (headOnly || ifNoneMatch !== undefined || rangeHeader !== undefined || wantsGzip) {
    const info = await storage.stat(key);
    if (info === undefined) throw notFound(ASSET_NOT_FOUND_MESSAGE);
    headers.ETag = info.etag;
    const zippedTag = gzipEtag(info.etag);
    if (ifNoneMatch !== undefined) {
      for (const tag of [info.etag, zippedTag]) {
        if (noneMatchHolds(ifNoneMatch, tag)) return c.body(null, 304, { ...headers, ETag: tag });
      }
    }
    // A range of the file as stored, when the client asks for one and holds no other version.
    if (rangeHeader !== undefined && ifRangeHolds(ifRange, info.etag)) {
      range = rangeOf(rangeHeader, info.size);
    }
    if (range === undefined && wantsGzip && info.size >= GZIP_MIN_BYTES) {
      return gzipResponse(c, storage, key, headers, zippedTag, {
        headOnly,
        // A resume of the gzip representation the client began to download.
        rangeHeader:
          ifRange !== undefined && ifRangeHolds(ifRange, zippedTag) ? rangeHeader : undefined,
      });
    }
    if (headOnly) return c.body(null, 200, { ...headers, 'Content-Length': String(info.size) });
  }

  const stored = await storage.get(key, range === undefined ? {} : { range });
  if (stored === undefined) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  headers.ETag = stored.etag;
  const body = Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>;
  if (stored.range === undefined) {
    return c.body(body, 200, { ...headers, 'Content-Length': String(stored.size) });
  }
  const { start, end } = stored.range;
  return c.body(body, 206, {
    ...headers,
    'Content-Range': `bytes ${start}-${end}/${stored.size}`,
    'Content-Length': String(end - start + 1),
  });
}

/** The range a Range header asks of `size` bytes; a 416 when it starts past the end. */
function rangeOf(header: string | undefined, size: number): ByteRange | undefined {
  const asked = parseRange(header, size);
  if (asked !== 'unsatisfiable') return asked;
  throw new ApiError(
    416,
    RANGE_NOT_SATISFIABLE_MESSAGE,
    {},
    { 'Content-Range': `bytes */${size}` },
  );
}

/**
 * The gzip representation of a stored file (server/http/gzip-representation.ts): with its own
 * strong ETag and its length, whole or (`rangeHeader`, when If-Range named it) one byte range.
 */
async function gzipResponse(
  c: Context<ServerEnv>,
  storage: BlobStorage,
  key: StorageKey,
  fileHeaders: Record<string, string>,
  etag: string,
  request: { headOnly: boolean; rangeHeader: string | undefined },
): Promise<Response> {
  const open = async () => (await storage.get(key, {}))?.stream;
  const size = await gzipLength(etag, open);
  if (size === undefined) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  const headers = { ...fileHeaders, ETag: etag, 'Content-Encoding': 'gzip' };
  const range = request.rangeHeader === undefined ? undefined : rangeOf(request.rangeHeader, size);
  if (request.headOnly) return c.body(null, 200, { ...headers, 'Content-Length': String(size) });
  const source = await open();
  if (source === undefined) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  const body = Readable.toWeb(gzipStream(source, range)) as ReadableStream<Uint8Array>;
  if (range === undefined) return c.body(body, 200, { ...headers, 'Content-Length': String(size) });
  return c.body(body, 206, {
    ...headers,
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    'Content-Length': String(range.end - range.start + 1),
  });
}

export function tourRoutes(
  deps: ApiDeps,
  files: TourFilesConfig = tourFilesConfigFromEnv(),
): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const { db, clock } = deps;
  app.use('*', requireUser(deps));

  /** The signed-in user's tour of the :id parameter, or a 404. */
  const ownTour = async (c: Context<ServerEnv>): Promise<Tour> => {
    const id = c.req.param('id') ?? '';
    const tour = isUuid(id) ? await findOwnTour(db, currentAuth(c).userId, id) : undefined;
    if (tour === undefined) throw notFound(TOUR_NOT_FOUND_MESSAGE);
    return tour;
  };

  app.post('/', async (c) => {
    const input = await readJson(c, CreateTourRequestSchema);
    const created = await createTour(db, currentAuth(c).userId, input, clock.now());
    if (created === 'no-credits') throw new ApiError(402, NO_CREDITS_MESSAGE);
    noStore(c);
    return c.json(toTourView(created), 201);
  });

  app.get('/', async (c) => {
    const rows = await listOwnTours(db, currentAuth(c).userId);
    const list: TourListResponse = { tours: rows.map((tour) => toTourView(tour)) };
    noStore(c);
    return c.json(list);
  });

  // Owner analytics (decision 0040): every own tour for the dashboard, then one tour's.
  app.get('/analytics', async (c) => {
    const { days } = readQuery(c, AnalyticsQuerySchema);
    const summary = await ownerAnalyticsSummary(db, currentAuth(c).userId, days, clock.now());
    noStore(c);
    return c.json(summary);
  });

  app.get('/:id', async (c) => {
    const tour = await ownTour(c);
    noStore(c);
    return c.json(toTourView(tour));
  });

  app.get('/:id/analytics', async (c) => {
    const tour = await ownTour(c);
    const { days } = readQuery(c, AnalyticsQuerySchema);
    const analytics = await tourAnalytics(db, tour.id, days, clock.now());
    noStore(c);
    return c.json(analytics);
  });

  const streams = new TourStreams({
    loadTours: (ids) => findTours(db, ids),
    jobEvents: deps.jobEvents,
    listen: deps.listen,
    shutdown: deps.shutdown,
    streamCounter: deps.metrics?.streams,
  });
  app.get('/:id/events', async (c) => {
    const tour = await ownTour(c);
    return streams.open(c, currentAuth(c).userId, tour);
  });

  app.patch('/:id', async (c) => {
    const tour = await ownTour(c);
    const input = await readJson(c, UpdateTourRequestSchema);
    const updated = await updateTour(db, tour, input, clock.now());
    noStore(c);
    return c.json(toTourView(updated));
  });

  app.put('/:id/source', async (c) => {
    const tour = await ownTour(c);
    const tooLarge = () => new ApiError(413, fileTooLargeMessage(files.maxUploadBytes));
    // A declared size over the limit is refused before a byte is read or written.
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > files.maxUploadBytes) throw tooLarge();
    const begun = await beginUpload(db, tour, null, clock.now());
    if (begun === undefined)
      throw conflict(UPLOAD_REFUSALS[tour.status] || UPLOAD_REFUSALS.uploading);
    if (begun.replaced !== null) {
      await removeQuietly(await files.uploadStore(), begun.replaced, requestLog(c));
    }
    try {
      // The raw body, as it arrives: never read whole into memory.
      const body = markedWhileArriving(c.req.raw.body ?? new ReadableStream(), () =>
        markUploadActive(db, tour.id, null, clock.now()),
      );
      await files.storage.putStream(tourFileKey(tour.id, 'source'), body, {
        maxBytes: files.maxUploadBytes,
      });
    } catch (error) {
      await abandonUpload(db, tour.id, null, clock.now());
      if (error instanceof FileTooLargeError) throw tooLarge();
      if (isNoSpace(error)) throw new ApiError(507, UPLOAD_NO_SPACE_MESSAGE);
      // The uploader cancelled or lost the connection: the tour is a draft again, nothing broke.
      if (c.req.raw.signal.aborted) throw new ApiError(400, UPLOAD_INTERRUPTED_MESSAGE);
      throw error;
    }
    const queued = await queueProcessing(db, tour.id, null, clock.now());
    if (queued === undefined) throw conflict(UPLOAD_CHANGED_MESSAGE);
    noStore(c);
    return c.json(toTourView(queued), 202);
  });

  registerUploadRoutes(app, { db, clock, files, ownTour });

  app.post('/:id/publish', async (c) => {
    const tour = await ownTour(c);
    const published = await publishTour(db, tour, clock.now());
    if (published === undefined) throw conflict(TOUR_NOT_READY_TO_PUBLISH_MESSAGE);
    noStore(c);
    return c.json(toTourView(published));
  });

  app.post('/:id/unpublish', async (c) => {
    const tour = await ownTour(c);
    const unpublished = await unpublishTour(db, tour, clock.now());
    noStore(c);
    return c.json(toTourView(unpublished));
  });

  app.post('/:id/frame', async (c) => {
    const tour = await ownTour(c);
    const correction = await readJson(c, ReframeTourRequestSchema);
    if (tour.status !== 'ready') throw conflict(REFRAME_NOT_READY_MESSAGE);
    const model = modelOf(tour);
    if (model === null || !isReframable(model.format)) throw conflict(REFRAME_FORMAT_MESSAGE);
    noStore(c);
    if (isProcessedFrame(model, correction)) {
      const confirmed = await confirmFrame(db, tour, model, correction, clock.now());
      if (confirmed === undefined) throw conflict(REFRAME_NOT_READY_MESSAGE);
      return c.json(toTourView(confirmed));
    }
    if ((await files.storage.stat(tourFileKey(tour.id, 'source'))) === undefined) {
      throw conflict(REPROCESS_NO_SOURCE_MESSAGE);
    }
    const now = clock.now();
    const allowedAt = await nextReframeAllowedAt(db, tour.id, now);
    if (allowedAt > now) {
      const seconds = Math.ceil((allowedAt.getTime() - now.getTime()) / 1000);
      throw tooManyRequests(REFRAME_LIMIT_MESSAGE, seconds);
    }
    const queued = await queueReframe(db, tour, correction, now);
    if (queued === undefined) throw conflict(REFRAME_NOT_READY_MESSAGE);
    return c.json(toTourView(queued), 202);
  });

  app.delete('/:id', async (c) => {
    const tour = await ownTour(c);
    // Files first: a failure leaves the row, and deleting again finishes the job.
    await files.storage.delete(tourPrefix(tour.id));
    await deleteTourRow(db, tour.id);
    noStore(c);
    return c.json({ message: 'Tour deleted' });
  });

  app.get('/:id/assets/:name', async (c) => {
    const tour = await ownTour(c);
    return tourAssetResponse(c, files.storage, tour, c.req.param('name'), ASSET_CACHE_CONTROL);
  });

  return app;
}
