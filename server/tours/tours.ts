/**
 * Tours in the database: creation (paid with one credit in the same transaction), the upload's
 * status changes, edits, publishing and the client's view of a tour. Every query of a user's tour
 * names its owner, so another user's tour is indistinguishable from a missing one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import * as v from 'valibot';
import { publicTourApiPath } from '../../src/contract/tour-links';
import {
  AnnotationsSchema,
  DestinationsSchema,
  StartPositionSchema,
  DESTINATION_NAME_MAX,
  REFRAME_LIMIT,
  REFRAME_WINDOW_MS,
  StoredTourAssetsSchema,
  TOUR_ASSET_NAMES,
  TourBoundsSchema,
  TourBuildingSchema,
  TourModelSchema,
  type CreateTourRequestSchema,
  type Destination,
  type FrameCorrection,
  type PublicTourView,
  type StartPosition,
  type StoredTourAssets,
  type TourAssetName,
  type TourAssetUrls,
  type TourBounds,
  type TourBuilding,
  type TourStorey,
  type TourKind,
  type TourModel,
  type TourView,
  type UpdateTourRequestSchema,
} from '../../src/contract/tours';
import { payingAccountOf } from '../billing/team';
import { spendCredit } from '../credits/ledger';
import type { Database, Queryable } from '../db/database';
import { tourHistory, tours, type Tour } from '../db/schema';
import { enqueue } from '../jobs/queue';
import { RESUMABLE_UPLOAD_EXPIRY_MS } from '../storage/upload-store';

export const TOUR_PROCESS_JOB = 'tour.process';

/**
 * A single PUT whose bytes stopped arriving this long ago is given up (its process crashed or was
 * restarted): the tour is a draft again. A live PUT marks its progress every UPLOAD_MARK_MS.
 */
export const PUT_UPLOAD_IDLE_MS = 40_000;
export const UPLOAD_MARK_MS = 10_000;

export type CreateTourInput = v.InferOutput<typeof CreateTourRequestSchema>;
export type UpdateTourInput = v.InferOutput<typeof UpdateTourRequestSchema>;

/**
 * The new tour, or 'no-credits' when the owner cannot pay (then nothing is written). The credit is
 * spent in the transaction that inserts the tour: both happen or neither does. An agent of an
 * Office team pays from the team's shared credits (the owner's account), recorded as the actor.
 */
export async function createTour(
  db: Database,
  ownerId: string,
  input: CreateTourInput,
  now?: Date,
): Promise<Tour | 'no-credits'> {
  return db.transaction(async (tx) => {
    const tourId = randomUUID();
    const spend = await spendCredit(tx, {
      userId: await payingAccountOf(tx, ownerId),
      actorId: ownerId,
      tourId,
      reason: `Tour created: ${input.title}`,
      ...(now !== undefined && { now }),
    });
    if (!spend.spent) return 'no-credits';
    const [tour] = await tx
      .insert(tours)
      .values({
        id: tourId,
        ownerId,
        title: input.title,
        sourceKind: input.sourceKind,
        address: input.address ?? null,
        description: input.description ?? null,
      })
      .returning();
    if (tour === undefined) throw new Error('The tour was not inserted');
    return tour;
  });
}

/** The tours of these ids that exist (for the progress streams' shared watcher). */
export async function findTours(db: Queryable, ids: readonly string[]): Promise<Tour[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tours)
    .where(inArray(tours.id, [...ids]));
}

export async function findOwnTour(
  db: Queryable,
  ownerId: string,
  tourId: string,
): Promise<Tour | undefined> {
  const [tour] = await db
    .select()
    .from(tours)
    .where(and(eq(tours.id, tourId), eq(tours.ownerId, ownerId)));
  return tour;
}

export function listOwnTours(db: Queryable, ownerId: string): Promise<Tour[]> {
  return db
    .select()
    .from(tours)
    .where(eq(tours.ownerId, ownerId))
    .orderBy(desc(tours.createdAt), desc(tours.id));
}

/** A single PUT (null), or a resumable upload by its id. */
export type UploadId = string | null;

const uploadIs = (uploadId: UploadId) =>
  uploadId === null ? isNull(tours.uploadId) : eq(tours.uploadId, uploadId);

/**
 * Marks the tour as receiving the upload `uploadId`. Accepted: a draft; a tour waiting on a
 * resumable upload (its owner starts over: the old upload is dropped, see the result); or a PUT
 * whose bytes stopped arriving PUT_UPLOAD_IDLE_MS ago. Undefined when the tour is in another state
 * (already uploaded, processing, a live PUT). `replaced`: the resumable upload this one replaces.
 */
export async function beginUpload(
  db: Queryable,
  tour: Tour,
  uploadId: UploadId,
  now: Date,
): Promise<{ tour: Tour; replaced: string | null } | undefined> {
  const idleBefore = new Date(now.getTime() - PUT_UPLOAD_IDLE_MS);
  const [updated] = await db
    .update(tours)
    .set({ status: 'uploading', uploadId, uploadActiveAt: now, updatedAt: now })
    .where(
      and(
        eq(tours.id, tour.id),
        or(
          eq(tours.status, 'draft'),
          and(
            eq(tours.status, 'uploading'),
            or(isNotNull(tours.uploadId), putIdleSince(idleBefore)),
          ),
        ),
      ),
    )
    .returning();
  if (updated === undefined) return undefined;
  const replaced = tour.status === 'uploading' && tour.uploadId !== uploadId ? tour.uploadId : null;
  return { tour: updated, replaced };
}

/** A single PUT that has not marked its progress since `idleBefore` (or never: before 0017). */
const putIdleSince = (idleBefore: Date) =>
  and(
    isNull(tours.uploadId),
    or(isNull(tours.uploadActiveAt), lt(tours.uploadActiveAt, idleBefore)),
  );

/** Bytes of `uploadId` arrived: it is alive. False when the tour no longer waits on it. */
export async function markUploadActive(
  db: Queryable,
  tourId: string,
  uploadId: UploadId,
  now: Date,
): Promise<boolean> {
  const marked = await db
    .update(tours)
    .set({ uploadActiveAt: now, updatedAt: now })
    .where(and(eq(tours.id, tourId), eq(tours.status, 'uploading'), uploadIs(uploadId)))
    .returning({ id: tours.id });
  return marked.length > 0;
}

/** The upload failed, was refused or cancelled: the tour is a draft again, ready for another try. */
export async function abandonUpload(
  db: Queryable,
  tourId: string,
  uploadId: UploadId,
  now: Date,
): Promise<void> {
  await db
    .update(tours)
    .set({ status: 'draft', uploadId: null, uploadActiveAt: null, updatedAt: now })
    .where(and(eq(tours.id, tourId), eq(tours.status, 'uploading'), uploadIs(uploadId)));
}

/**
 * Tours stranded in `uploading` made drafts again: a PUT silent for PUT_UPLOAD_IDLE_MS (its
 * process died mid-upload), or a resumable upload silent until it expired (its stored parts
 * expire in the upload store too). Resolves to how many were released.
 */
export async function releaseStalledUploads(db: Queryable, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - RESUMABLE_UPLOAD_EXPIRY_MS);
  const released = await db
    .update(tours)
    .set({ status: 'draft', uploadId: null, uploadActiveAt: null, updatedAt: now })
    .where(
      and(
        eq(tours.status, 'uploading'),
        or(
          putIdleSince(new Date(now.getTime() - PUT_UPLOAD_IDLE_MS)),
          and(isNotNull(tours.uploadId), lt(tours.uploadActiveAt, expiredBefore)),
        ),
      ),
    )
    .returning({ id: tours.id });
  return released.length;
}

/**
 * The source of `uploadId` is stored: queue the tour and its processing job together. Undefined
 * when the tour no longer waits on this upload.
 */
export async function queueProcessing(
  db: Database,
  tourId: string,
  uploadId: UploadId,
  now: Date,
): Promise<Tour | undefined> {
  return queueJob(db, tourId, 'uploading', { tourId }, now, uploadIs(uploadId));
}

/**
 * Moves the tour from `from` to queued and enqueues its processing job, in one transaction, with
 * `record` (its history's entry) in the same one.
 */
function queueJob(
  db: Database,
  tourId: string,
  from: 'uploading' | 'ready',
  payload: Record<string, unknown>,
  now: Date,
  condition?: SQL,
  record?: (tx: Queryable) => Promise<unknown>,
): Promise<Tour | undefined> {
  return db.transaction(async (tx) => {
    const [queued] = await tx
      .update(tours)
      .set({
        status: 'queued',
        stage: null,
        progress: 0,
        error: null,
        uploadId: null,
        uploadActiveAt: null,
        updatedAt: now,
      })
      .where(and(eq(tours.id, tourId), eq(tours.status, from), condition))
      .returning();
    if (queued === undefined) return undefined;
    await enqueue(tx, { kind: TOUR_PROCESS_JOB, payload, ownerKey: queued.ownerId });
    await record?.(tx);
    return queued;
  });
}

/**
 * The owner's correction of the model's frame (decision 0036): the ready tour is queued for a
 * reprocess with it, at no credit; if that fails, the tour stays ready with the files it had
 * (endFailedReprocess). Undefined when the tour is no longer ready.
 */
export async function queueReframe(
  db: Database,
  tour: Tour,
  correction: FrameCorrection,
  now: Date,
): Promise<Tour | undefined> {
  return queueJob(
    db,
    tour.id,
    'ready',
    { tourId: tour.id, reprocess: true, correction },
    now,
    undefined,
    (tx) => tx.insert(tourHistory).values({ tourId: tour.id, event: 'reprocess', at: now }),
  );
}

/**
 * When the owner may have `tour` processed again (decision 0062): `now` while it was processed
 * again fewer than REFRAME_LIMIT times in the REFRAME_WINDOW_MS before `now` (its history says),
 * else the moment the oldest of those leaves the window.
 */
export async function nextReframeAllowedAt(
  db: Queryable,
  tourId: string,
  now: Date,
): Promise<Date> {
  const recent = await db
    .select({ at: tourHistory.at })
    .from(tourHistory)
    .where(
      and(
        eq(tourHistory.tourId, tourId),
        eq(tourHistory.event, 'reprocess'),
        gt(tourHistory.at, new Date(now.getTime() - REFRAME_WINDOW_MS)),
      ),
    )
    .orderBy(asc(tourHistory.at));
  if (recent.length < REFRAME_LIMIT) return now;
  const oldest = recent[recent.length - REFRAME_LIMIT];
  return new Date((oldest?.at ?? now).getTime() + REFRAME_WINDOW_MS);
}

/**
 * Whether `correction` is the frame the tour was processed in: the unit it was read in, turned as
 * it was. Applying it would change nothing; it confirms the guess (decision 0053).
 */
export function isProcessedFrame(model: TourModel, correction: FrameCorrection): boolean {
  if (model.unit !== correction.unit) return false;
  const turns = model.correction?.turns ?? { x: 0, y: 0, z: 0 };
  return (['x', 'y', 'z'] as const).every((axis) => turns[axis] === correction.turns[axis]);
}

/**
 * The frame the tour was processed in, kept as its owner's correction: the guessed unit is no
 * longer in doubt. Undefined when the tour is no longer ready.
 */
export async function confirmFrame(
  db: Queryable,
  tour: Tour,
  model: TourModel,
  correction: FrameCorrection,
  now: Date,
): Promise<Tour | undefined> {
  const confirmed: TourModel = { ...model, correction };
  delete confirmed.unitUncertain;
  const [updated] = await db
    .update(tours)
    .set({ model: confirmed, updatedAt: now })
    .where(and(eq(tours.id, tour.id), eq(tours.status, 'ready')))
    .returning();
  return updated;
}

/** How processing read a tour's model; null before it was processed with this record. */
export function modelOf(tour: Tour): TourModel | null {
  return parsedOr(v.nullable(TourModelSchema), tour.model, null);
}

export async function updateTour(
  db: Queryable,
  tour: Tour,
  input: UpdateTourInput,
  now: Date,
): Promise<Tour> {
  const [updated] = await db
    .update(tours)
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.startPosition !== undefined && {
        startPosition: input.startPosition,
        startChosen: input.startPosition !== null,
      }),
      ...(input.annotations !== undefined && { annotations: input.annotations }),
      ...(input.destinations !== undefined && { destinations: input.destinations }),
      updatedAt: now,
    })
    .where(eq(tours.id, tour.id))
    .returning();
  return updated ?? tour;
}

/** 16 random bytes, base64url: unguessable, URL-safe, 22 characters. */
export function generateSlug(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Publishes a ready tour. Its slug is made on the first publish and kept afterwards, so a link
 * once shared works again after unpublish and publish. Undefined when the tour is not ready.
 */
export async function publishTour(db: Queryable, tour: Tour, now: Date): Promise<Tour | undefined> {
  const [updated] = await db
    .update(tours)
    .set({ published: true, slug: tour.slug ?? generateSlug(), updatedAt: now })
    .where(and(eq(tours.id, tour.id), eq(tours.status, 'ready')))
    .returning();
  return updated;
}

export async function unpublishTour(db: Queryable, tour: Tour, now: Date): Promise<Tour> {
  const [updated] = await db
    .update(tours)
    .set({ published: false, updatedAt: now })
    .where(eq(tours.id, tour.id))
    .returning();
  return updated ?? tour;
}

export async function deleteTourRow(db: Queryable, tourId: string): Promise<void> {
  await db.delete(tours).where(eq(tours.id, tourId));
}

const ASSET_URL_KEYS = {
  'model.glb': 'model',
  'model-preview.glb': 'preview',
  'navmesh.bin': 'navmesh',
  'floorplan.svg': 'floorplan',
  'thumbnail.webp': 'thumbnail',
} as const satisfies Record<string, keyof TourAssetUrls>;

/** URLs made by `urlOf`, with ?v= of the files' version where processing stored one. */
const versioned =
  (urlOf: (name: TourAssetName) => string, version: number | undefined) =>
  (name: TourAssetName): string =>
    version === undefined ? urlOf(name) : `${urlOf(name)}?v=${version}`;

/** The URLs of the processed files that tours.assets lists, each made by `urlOf`. */
export function assetUrls(tour: Tour, urlOf: (name: TourAssetName) => string): TourAssetUrls {
  const stored = v.safeParse(StoredTourAssetsSchema, tour.assets);
  if (!stored.success) return {};
  const urlOfVersion = versioned(urlOf, stored.output.version);
  const urls: TourAssetUrls = {};
  for (const [name, key] of Object.entries(ASSET_URL_KEYS) as [
    keyof typeof ASSET_URL_KEYS,
    string,
  ][]) {
    if (stored.output[name] !== undefined) urls[key as keyof TourAssetUrls] = urlOfVersion(name);
  }
  return urls;
}

/** The storeys processing stored with their plans' URLs, each made by `urlOf` (decision 0033). */
export function storeyViews(tour: Tour, urlOf: (name: TourAssetName) => string): TourStorey[] {
  const stored = v.safeParse(StoredTourAssetsSchema, tour.assets);
  if (!stored.success) return [];
  const plans = stored.output.plans ?? {};
  const urlOfVersion = versioned(urlOf, stored.output.version);
  return (stored.output.storeys ?? []).map((storey) => {
    const plan = TOUR_ASSET_NAMES.find((name) => name === storey.plan);
    return {
      name: storey.name === null ? null : storey.name.slice(0, DESTINATION_NAME_MAX),
      elevation: storey.elevation,
      ...(plan !== undefined && plans[plan] !== undefined ? { floorplan: urlOfVersion(plan) } : {}),
      entrance: storey.entrance,
    };
  });
}

/** Reads a jsonb column through its schema; what does not fit (never expected) reads as empty. */
function parsedOr<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  fallback: v.InferOutput<S>,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : fallback;
}

/** The owner's view of a tour (the API is also mounted at /, but the app calls /api/v1). */
export function toTourView(tour: Tour, basePath = '/api/v1'): TourView {
  return {
    id: tour.id,
    title: tour.title,
    description: tour.description,
    address: tour.address,
    sourceKind: tour.sourceKind,
    status: tour.status,
    stage: tour.stage,
    progress: tour.progress,
    error: tour.error,
    slug: tour.slug,
    published: tour.published,
    startPosition: parsedOr(v.nullable(StartPositionSchema), tour.startPosition, null),
    annotations: parsedOr(AnnotationsSchema, tour.annotations, []),
    destinations: parsedOr(DestinationsSchema, tour.destinations, []),
    assets: assetUrls(tour, (name) => `${basePath}/tours/${tour.id}/assets/${name}`),
    bounds: parsedOr(v.nullable(TourBoundsSchema), tour.bounds, null),
    building: parsedOr(v.nullable(TourBuildingSchema), tour.building, null),
    storeys: storeyViews(tour, (name) => `${basePath}/tours/${tour.id}/assets/${name}`),
    kind: tour.kind,
    model: modelOf(tour),
    views: tour.views,
    sample: tour.sample,
    startChosen: tour.startChosen,
    createdAt: tour.createdAt.toISOString(),
    updatedAt: tour.updatedAt.toISOString(),
  };
}

/** A visitor's view of a published tour (its slug is set: it was published). */
export function toPublicTourView(tour: Tour & { slug: string }): PublicTourView {
  const slugPath = publicTourApiPath(tour.slug);
  return {
    slug: tour.slug,
    title: tour.title,
    description: tour.description,
    address: tour.address,
    startPosition: parsedOr(v.nullable(StartPositionSchema), tour.startPosition, null),
    annotations: parsedOr(AnnotationsSchema, tour.annotations, []),
    destinations: parsedOr(DestinationsSchema, tour.destinations, []),
    bounds: parsedOr(v.nullable(TourBoundsSchema), tour.bounds, null),
    building: parsedOr(v.nullable(TourBuildingSchema), tour.building, null),
    storeys: storeyViews(tour, (name) => `${slugPath}/assets/${name}`),
    kind: tour.kind,
    assets: assetUrls(tour, (name) => `${slugPath}/assets/${name}`),
  };
}

/** The tour a public link names, published or not; counted as one view when published. */
/**
 * Whether anyone with the tour's link may view it (the public viewer, the partner API): published
 * and ready, with the slug its first publish made. The owner's hosting must not be paused either
 * (server/billing/hosting.ts), which callers check apart: it is the owner's, not the tour's.
 */
export function isPubliclyViewable(tour: Tour): tour is Tour & { slug: string } {
  return tour.published && tour.status === 'ready' && tour.slug !== null;
}

/** `isPubliclyViewable` as a query condition on `tours`. */
export const publiclyViewable = () =>
  and(eq(tours.published, true), eq(tours.status, 'ready'), isNotNull(tours.slug));

export async function findBySlug(db: Queryable, slug: string): Promise<Tour | undefined> {
  const [tour] = await db.select().from(tours).where(eq(tours.slug, slug));
  return tour;
}

/** Processing takes the tour over: only one that is queued (or processing, on a retry). */
export async function beginProcessing(
  db: Queryable,
  tourId: string,
  now: Date,
): Promise<Tour | undefined> {
  const [tour] = await db
    .update(tours)
    .set({ status: 'processing', stage: null, progress: 0, error: null, updatedAt: now })
    .where(and(eq(tours.id, tourId), inArray(tours.status, ['queued', 'processing'])))
    .returning();
  return tour;
}

export async function recordProcessingProgress(
  db: Queryable,
  tourId: string,
  progress: { stage: string; progress: number },
  now: Date,
): Promise<void> {
  await db
    .update(tours)
    .set({ ...progress, updatedAt: now })
    .where(and(eq(tours.id, tourId), eq(tours.status, 'processing')));
}

export interface ProcessedTour {
  kind: TourKind;
  assets: StoredTourAssets;
  bounds: TourBounds;
  /** Used only where the owner has not chosen one; null for an object tour, which has none. */
  defaultStart: StartPosition | null;
  building: TourBuilding | null;
  /** How the model was read (format, unit, the owner's correction). */
  model: TourModel;
  /** The building's rooms as destinations: used only where the owner has none. */
  defaultDestinations: Destination[];
}

/** The tour is ready. Undefined when it is no longer processing (deleted meanwhile). */
export async function finishProcessing(
  db: Queryable,
  tourId: string,
  processed: ProcessedTour,
  now: Date,
): Promise<Tour | undefined> {
  const [tour] = await db
    .update(tours)
    .set({
      status: 'ready',
      stage: null,
      progress: 1,
      error: null,
      assets: processed.assets,
      bounds: processed.bounds,
      kind: processed.kind,
      // An object tour has no place to stand: a start kept from an earlier processing goes too.
      startPosition:
        processed.defaultStart === null
          ? null
          : sql`coalesce(${tours.startPosition}, ${JSON.stringify(processed.defaultStart)}::jsonb)`,
      building: processed.building,
      model: processed.model,
      destinations: sql`case when ${tours.destinations} = '[]'::jsonb then ${JSON.stringify(processed.defaultDestinations)}::jsonb else ${tours.destinations} end`,
      updatedAt: now,
    })
    .where(and(eq(tours.id, tourId), eq(tours.status, 'processing')))
    .returning();
  return tour;
}

/** Processing failed for good: the reason is kept for the owner to read. */
/**
 * A reprocessing that failed for good: the tour goes back to ready with the files it had (the
 * pipeline writes new ones only at its very end), and the reason is kept for the staff.
 */
export async function endFailedReprocess(
  db: Queryable,
  tourId: string,
  error: string,
  now: Date,
): Promise<Tour | undefined> {
  const [tour] = await db
    .update(tours)
    .set({ status: 'ready', stage: null, progress: 1, error, updatedAt: now })
    .where(and(eq(tours.id, tourId), inArray(tours.status, ['queued', 'processing'])))
    .returning();
  return tour;
}

export async function failProcessing(
  db: Queryable,
  tourId: string,
  error: string,
  now: Date,
): Promise<Tour | undefined> {
  const [tour] = await db
    .update(tours)
    .set({ status: 'failed', error, assets: {}, updatedAt: now })
    .where(and(eq(tours.id, tourId), inArray(tours.status, ['queued', 'processing'])))
    .returning();
  return tour;
}
