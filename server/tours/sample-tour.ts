/**
 * Every new account gets its own copy of the demo tour (issue 22 point 4, decision 0038), so its
 * dashboard is never empty and there is a real tour to open, edit and publish at once.
 *
 * The copy is free (no credit is spent and the ledger has no entry for it), marked `sample`,
 * unpublished, and has its own files: the demo's processed files are copied under the copy's id,
 * so deleting either tour never touches the other's files.
 *
 * The copy is a job ('tour.sample'), enqueued in the transaction that creates the account: the
 * sign-up answers as fast as before (a known e-mail must not answer faster, decision 0015), the
 * copy survives a restart, and a demo still processing (the first seconds after the very first
 * start) is waited for by the queue's retries.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import {
  MAIN_ASSET_NAMES,
  StoredTourAssetsSchema,
  type TourAssetName,
} from '../../src/contract/tours';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { tours, users, type Tour } from '../db/schema';
import { JobFailure, type JobHandler } from '../jobs/job-handler';
import { enqueue } from '../jobs/queue';
import { isTourFileName, tourFileKey, tourPrefix, type BlobStorage } from '../storage/storage';

export const TOUR_SAMPLE_JOB = 'tour.sample';
/** Retried every 10 s, 20 s, 40 s, ... : about 20 minutes for the demo to be processed. */
const SAMPLE_MAX_ATTEMPTS = 8;
export const DEMO_NOT_READY_MESSAGE = 'The demo tour is not processed yet';

const SamplePayloadSchema = v.object({ userId: v.pipe(v.string(), v.uuid()) });

/** Asks for the new account's sample; in the transaction that creates the account. */
export async function enqueueSampleTour(db: Queryable, userId: string): Promise<void> {
  await enqueue(db, {
    kind: TOUR_SAMPLE_JOB,
    payload: { userId },
    maxAttempts: SAMPLE_MAX_ATTEMPTS,
    ownerKey: userId,
  });
}

/**
 * The 'tour.sample' job: one sample per account. Nothing to copy (no demo seeded, or its
 * processing failed) ends the job quietly; a demo still processing is retried.
 */
export function sampleTourHandler(deps: {
  db: Database;
  clock: Clock;
  storage: BlobStorage;
}): JobHandler {
  return async ({ payload }) => {
    const { userId } = v.parse(SamplePayloadSchema, payload);
    const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (owner === undefined) return { given: false, reason: 'account deleted' };
    const [existing] = await deps.db
      .select({ id: tours.id })
      .from(tours)
      .where(and(eq(tours.ownerId, userId), eq(tours.sample, true)));
    if (existing !== undefined) return { given: true, tourId: existing.id };
    const [demo] = await deps.db.select().from(tours).where(eq(tours.slug, DEMO_TOUR_SLUG));
    if (demo === undefined || demo.status === 'failed') return { given: false, reason: 'no demo' };
    if (demo.status !== 'ready') throw new JobFailure(DEMO_NOT_READY_MESSAGE, { retryable: true });
    const copy = await copySampleTour(deps.db, deps.storage, demo, userId, deps.clock.now());
    return { given: true, tourId: copy.id };
  };
}

/** The processed files `tour.assets` lists: the main ones and any storey plans. */
function storedAssetNames(tour: Tour): TourAssetName[] {
  const stored = v.safeParse(StoredTourAssetsSchema, tour.assets);
  if (!stored.success) return [];
  const names: TourAssetName[] = MAIN_ASSET_NAMES.filter(
    (name) => stored.output[name] !== undefined,
  );
  for (const plan of Object.keys(stored.output.plans ?? {})) {
    if (isTourFileName(plan) && plan !== 'source') names.push(plan);
  }
  return names;
}

/**
 * Copies the (ready) demo tour into `ownerId`'s tours. Files first, row last: a failure leaves
 * no row pointing at missing files, and the files copied so far are removed.
 */
export async function copySampleTour(
  db: Queryable,
  storage: BlobStorage,
  demo: Tour,
  ownerId: string,
  now: Date,
): Promise<Tour> {
  const id = randomUUID();
  try {
    for (const name of storedAssetNames(demo)) {
      const object = await storage.get(tourFileKey(demo.id, name));
      if (object === undefined) continue;
      await storage.putStream(tourFileKey(id, name), object.stream, { maxBytes: object.size });
    }
    const [copy] = await db
      .insert(tours)
      .values({
        id,
        ownerId,
        title: demo.title,
        description: demo.description,
        address: demo.address,
        sourceKind: demo.sourceKind,
        status: 'ready',
        stage: demo.stage,
        progress: 1,
        published: false,
        startPosition: demo.startPosition,
        annotations: demo.annotations,
        destinations: demo.destinations,
        assets: demo.assets,
        bounds: demo.bounds,
        building: demo.building,
        kind: demo.kind,
        sample: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (copy === undefined) throw new Error('The sample tour was not saved');
    return copy;
  } catch (error) {
    await storage.delete(tourPrefix(id)).catch(() => undefined);
    throw error;
  }
}
