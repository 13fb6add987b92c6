/**
 * The 'tour.process' job: the uploaded source → the pipeline (in a thread with a memory limit) →
 * the tour's files in storage → the tour ready. Its stage and progress are stored on the tour as
 * they go, for the owner's progress bar.
 *
 * When the job fails for good (a refused file, its time limit, its last retry, a crash), the
 * failure hook marks the tour failed with the user-facing reason, removes every file of the tour
 * (the upload too: a failed tour takes no new upload) and refunds the credit it cost. A reprocess
 * an admin or the owner asked for (payload `reprocess: true`) costs nothing and destroys nothing:
 * when it fails, the tour is ready again with the files it had. The owner's reprocess carries a
 * correction of the model's frame (turns and unit, decision 0036); without one, the correction
 * the tour was last processed with is applied again.
 */
import { Readable } from 'node:stream';
import * as v from 'valibot';
import {
  DESTINATION_NAME_MAX,
  FrameCorrectionSchema,
  MAIN_ASSET_NAMES,
  MAX_DESTINATIONS,
  MAX_STOREY_PLANS,
  storeyPlanName,
  type Destination,
  type MainAssetName,
  type StartPosition,
  type TourAssetName,
  type TourBounds,
  type TourBuilding,
  type TourKind,
} from '../../src/contract/tours';
import type { Clock } from '../clock';
import { refundCredit } from '../credits/ledger';
import type { Database } from '../db/database';
import { JobFailure, type JobFailedHook, type JobHandler } from '../jobs/job-handler';
import { PipelineCrash, runPipelineInThread } from '../processing/run-in-thread';
import { ProcessingError, type PipelineResult } from '../processing/stages';
import type { Bounds, Vec3 } from '../processing/stages/world-geometry';
import { tourFileKey, tourPrefix, type BlobStorage } from '../storage/storage';
import {
  beginProcessing,
  endFailedReprocess,
  failProcessing,
  finishProcessing,
  modelOf,
  recordProcessingProgress,
  type ProcessedTour,
} from './tours';

export const SOURCE_MISSING_MESSAGE = 'The uploaded file is missing. Create the tour again.';
const DAMAGED_JOB_MESSAGE = 'This processing job is damaged and cannot run';

export interface TourProcessingDeps {
  db: Database;
  clock: Clock;
  storage: BlobStorage;
  /** The processing thread's heap limit (JOB_MEMORY_LIMIT_MB). */
  memoryLimitMb?: number;
  /** Where a warning goes (the structured log); none: nowhere. */
  logWarning?: LogWarning;
}

export type LogWarning = (message: string, fields: Record<string, unknown>) => void;

const PayloadSchema = v.object({
  tourId: v.pipe(v.string(), v.uuid()),
  reprocess: v.optional(v.boolean()),
  correction: v.optional(FrameCorrectionSchema),
});
export type ProcessTourPayload = v.InferOutput<typeof PayloadSchema>;

function payloadOf(payload: unknown): ProcessTourPayload | undefined {
  const parsed = v.safeParse(PayloadSchema, payload);
  return parsed.success ? parsed.output : undefined;
}

export function processTourHandler(deps: TourProcessingDeps): JobHandler {
  const { db, clock, storage } = deps;
  return async ({ payload, signal, report }) => {
    const job = payloadOf(payload);
    if (job === undefined) throw new JobFailure(DAMAGED_JOB_MESSAGE);
    const { tourId } = job;
    const begun = await beginProcessing(db, tourId, clock.now());
    // A tour deleted before its turn came: nothing to do.
    if (begun === undefined) return { skipped: true };
    // Else the correction it was last processed with, if any.
    const correction = job.correction ?? modelOf(begun)?.correction ?? null;

    const upload = await readSource(storage, tourId);
    const result = await runPipelineInThread(upload, {
      input: { correction },
      signal,
      ...(deps.memoryLimitMb !== undefined && { memoryLimitMb: deps.memoryLimitMb }),
      report: async ({ stage, progress }) => {
        await report({ stage, progress });
        await recordProcessingProgress(db, tourId, { stage, progress }, clock.now());
      },
    }).catch((error: unknown) => {
      if (error instanceof ProcessingError) {
        const unexpected = error instanceof PipelineCrash;
        throw new JobFailure(error.message, { cause: error.cause ?? error, unexpected });
      }
      throw error;
    });

    if (result.readerLog.length > 0)
      deps.logWarning?.('The model reader reported problems', {
        tourId,
        undrawn: result.model.undrawn,
        lines: result.readerLog,
      });
    const processed = await storeAssets(storage, tourId, result, clock.now());
    const ready = await finishProcessing(db, tourId, processed, clock.now());
    // Deleted while processing: its files were removed before these were written.
    if (ready === undefined) await storage.delete(tourPrefix(tourId));
    return {
      trianglesIn: result.trianglesIn,
      trianglesOut: result.trianglesOut,
      secondsPerStage: result.secondsPerStage,
    };
  };
}

export function processTourFailedHook(deps: TourProcessingDeps): JobFailedHook {
  const { db, clock, storage } = deps;
  return async (job, error) => {
    const payload = payloadOf(job.payload);
    if (payload === undefined) return;
    const { tourId } = payload;
    if (payload.reprocess === true) {
      await endFailedReprocess(db, tourId, error, clock.now());
      return;
    }
    // Files first, so that a tour seen as failed has none left; failed and refunded regardless.
    try {
      await storage.delete(tourPrefix(tourId));
    } finally {
      await db.transaction(async (tx) => {
        const failed = await failProcessing(tx, tourId, error, clock.now());
        if (failed === undefined) return;
        await refundCredit(tx, { tourId, reason: `Refund: processing failed (${failed.title})` });
      });
    }
  };
}

/** The whole upload, in a buffer of its own that moves to the processing thread. */
async function readSource(storage: BlobStorage, tourId: string): Promise<ArrayBuffer> {
  const stored = await storage.get(tourFileKey(tourId, 'source'));
  if (stored === undefined) throw new JobFailure(SOURCE_MISSING_MESSAGE);
  const buffer = new ArrayBuffer(stored.size);
  const bytes = new Uint8Array(buffer);
  let offset = 0;
  for await (const chunk of stored.stream as AsyncIterable<Uint8Array>) {
    if (offset + chunk.byteLength > bytes.byteLength) {
      stored.stream.destroy();
      throw new Error('The stored upload is larger than its recorded size');
    }
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  if (offset !== bytes.byteLength) throw new Error('The stored upload is shorter than its size');
  return buffer;
}

async function storeAssets(
  storage: BlobStorage,
  tourId: string,
  result: PipelineResult,
  now: Date,
): Promise<ProcessedTour> {
  // An object tour (no walkable floor) has no navmesh and no floor plan.
  const files: Partial<Record<TourAssetName, Uint8Array>> = {
    'model.glb': result.glb,
    ...(result.preview && { 'model-preview.glb': result.preview }),
    ...(result.navMesh && { 'navmesh.bin': result.navMesh }),
    ...(result.floorPlanSvg !== null && {
      'floorplan.svg': new TextEncoder().encode(result.floorPlanSvg),
    }),
    'thumbnail.webp': result.thumbnail,
  };
  // One plan per storey (decision 0033), for the lowest MAX_STOREY_PLANS storeys.
  const storeys = result.storeys.map((storey, index) => {
    const plan = index < MAX_STOREY_PLANS ? storeyPlanName(index) : undefined;
    if (plan !== undefined) files[plan] = new TextEncoder().encode(storey.floorPlanSvg);
    return {
      name: storey.name === null ? null : storey.name.slice(0, DESTINATION_NAME_MAX),
      elevation: storey.elevation,
      ...(plan === undefined ? {} : { plan }),
      entrance: index === result.entranceStorey,
    };
  });
  const assets: ProcessedTour['assets'] = { storeys };
  const plans: Record<string, { bytes: number }> = {};
  for (const [name, bytes] of Object.entries(files) as [TourAssetName, Uint8Array][]) {
    await storage.putStream(tourFileKey(tourId, name), Readable.from([bytes]), {
      maxBytes: bytes.byteLength,
    });
    if (isMainAsset(name)) assets[name] = { bytes: bytes.byteLength };
    else plans[name] = { bytes: bytes.byteLength };
  }
  assets.plans = plans;
  assets.version = now.getTime();
  const building = toTourBuilding(result);
  return {
    kind: result.kind,
    assets,
    bounds: toTourBounds(result.bounds),
    defaultStart: toStartPosition(result),
    building,
    model: result.model,
    defaultDestinations: roomDestinations(building, result.kind),
  };
}

const isMainAsset = (name: TourAssetName): name is MainAssetName =>
  (MAIN_ASSET_NAMES as readonly string[]).includes(name);

function toTourBuilding({ building }: PipelineResult): TourBuilding | null {
  if (building === null) return null;
  const name = (text: string) => text.slice(0, DESTINATION_NAME_MAX);
  return {
    unit: building.unit.slice(0, 40),
    storeys: building.storeys.map((storey) => ({ ...storey, name: name(storey.name) })),
    rooms: building.rooms.map((room) => ({
      name: name(room.name),
      storey: room.storey === null ? null : name(room.storey),
      position: point(room.position),
    })),
    objects: building.objects.map((object) => ({
      kind: object.kind,
      name: name(object.name),
      storey: object.storey === null ? null : name(object.storey),
      position: point(object.position),
    })),
  };
}

/**
 * Each named room a destination (the first MAX_DESTINATIONS), for the viewer's navigation; none
 * for an object tour, which has no navigation.
 */
function roomDestinations(building: TourBuilding | null, kind: TourKind): Destination[] {
  if (kind === 'object') return [];
  return (building?.rooms ?? []).slice(0, MAX_DESTINATIONS).map((room, index) => ({
    id: `room-${index + 1}`,
    name: room.name,
    position: room.position,
  }));
}

const point = ([x, y, z]: Vec3) => ({ x, y, z });

function toTourBounds(bounds: Bounds): TourBounds {
  return { min: point(bounds.min), max: point(bounds.max) };
}

/**
 * The pipeline's eye position and the point it looks at, as a position and a yaw: a three.js
 * camera turned by `yaw` around Y looks along (−sin yaw, 0, −cos yaw).
 */
function toStartPosition({ start }: PipelineResult): StartPosition | null {
  if (start === null) return null;
  const [eyeX, , eyeZ] = start.position;
  const [atX, , atZ] = start.lookAt;
  return { position: point(start.position), yaw: Math.atan2(-(atX - eyeX), -(atZ - eyeZ)) };
}
