/**
 * Every user's tours in /admin: the list, one tour, unpublishing and processing again. Each
 * change is audited in the transaction that makes it; unpublishing a tour that is not published
 * changes nothing and is not logged.
 */
import { and, desc, eq, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ACTIONS,
  ADMIN_TOUR_NOT_FOUND_MESSAGE,
  REPROCESS_BUSY_MESSAGE,
  REPROCESS_BUSY_STATUSES,
  REPROCESS_NO_SOURCE_MESSAGE,
  type AdminTourDetail,
  type AdminTourSummary,
  type AdminToursPage,
  type AdminToursQuery,
} from '../../src/contract/admin';
import type { Database, Queryable } from '../db/database';
import { tours, users, type Tour } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { enqueue } from '../jobs/queue';
import { recordStaffAction, type StaffActor } from '../staff/audit';
import { isUuid, tourFileKey, type BlobStorage } from '../storage/storage';
import type { ProcessTourPayload } from '../tours/process-tour';
import { TOUR_PROCESS_JOB } from '../tours/tours';
import { containsPattern, olderThanCursor, pageOf } from './paging';

const ownerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Owner = AdminTourSummary['owner'];
interface TourRow {
  tour: Tour;
  owner: Owner;
}

function toSummary({ tour, owner }: TourRow): AdminTourSummary {
  return {
    id: tour.id,
    title: tour.title,
    status: tour.status,
    published: tour.published,
    slug: tour.slug,
    sourceKind: tour.sourceKind,
    owner,
    createdAt: tour.createdAt.toISOString(),
    updatedAt: tour.updatedAt.toISOString(),
  };
}

/** Tours of every user, newest first, by title or owner e-mail and by status. */
export async function listTours(db: Queryable, query: AdminToursQuery): Promise<AdminToursPage> {
  const conditions: (SQL | undefined)[] = [
    await olderThanCursor(
      db,
      { table: tours, createdAt: tours.createdAt, id: tours.id },
      query.cursor,
    ),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(like(sql`lower(${tours.title})`, pattern), like(users.email, pattern)));
  }
  if (query.status) conditions.push(eq(tours.status, query.status));
  const rows = await db
    .select({ tour: tours, owner: ownerColumns })
    .from(tours)
    .innerJoin(users, eq(users.id, tours.ownerId))
    .where(and(...conditions))
    .orderBy(desc(tours.createdAt), desc(tours.id))
    .limit(query.limit + 1);
  const page = pageOf(
    rows.map((row) => ({ ...row, id: row.tour.id })),
    query.limit,
  );
  return { tours: page.rows.map(toSummary), nextCursor: page.nextCursor };
}

async function findTour(db: Queryable, tourId: string): Promise<TourRow> {
  const [row] = isUuid(tourId)
    ? await db
        .select({ tour: tours, owner: ownerColumns })
        .from(tours)
        .innerJoin(users, eq(users.id, tours.ownerId))
        .where(eq(tours.id, tourId))
    : [];
  if (row === undefined) throw notFound(ADMIN_TOUR_NOT_FOUND_MESSAGE);
  return row;
}

/** Whether the tour's upload is still in storage (a failed tour's files are removed). */
async function sourceStored(storage: BlobStorage, tourId: string): Promise<boolean> {
  return (await storage.stat(tourFileKey(tourId, 'source'))) !== undefined;
}

export async function tourDetail(
  db: Queryable,
  storage: BlobStorage,
  tourId: string,
): Promise<AdminTourDetail> {
  const row = await findTour(db, tourId);
  const { tour } = row;
  return {
    ...toSummary(row),
    description: tour.description,
    address: tour.address,
    stage: tour.stage,
    progress: tour.progress,
    error: tour.error,
    views: tour.views,
    sourceStored: await sourceStored(storage, tour.id),
  };
}

function auditTour(tx: Queryable, actor: StaffActor, row: TourRow, action: string, now: Date) {
  return recordStaffAction(
    tx,
    actor,
    {
      action,
      targetType: 'tour',
      targetId: row.tour.id,
      details: { title: row.tour.title, owner: row.owner.email, status: row.tour.status },
    },
    now,
  );
}

/** Takes the tour off its public link (the slug is kept, as the owner's unpublish does). */
export async function unpublishAnyTour(
  db: Database,
  storage: BlobStorage,
  actor: StaffActor,
  tourId: string,
  now: Date,
): Promise<AdminTourDetail> {
  const row = await findTour(db, tourId);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(tours)
      .set({ published: false, updatedAt: now })
      .where(and(eq(tours.id, row.tour.id), eq(tours.published, true)))
      .returning({ id: tours.id });
    if (changed !== undefined) await auditTour(tx, actor, row, ADMIN_ACTIONS.unpublish, now);
  });
  return tourDetail(db, storage, row.tour.id);
}

/**
 * Queues the 'tour.process' job again for a tour whose upload is still stored, as an upload
 * does; no credit is spent. 409 while the tour is uploading, queued or processing, or when its
 * upload is gone.
 */
export async function reprocessTour(
  db: Database,
  storage: BlobStorage,
  actor: StaffActor,
  tourId: string,
  now: Date,
): Promise<AdminTourDetail> {
  const row = await findTour(db, tourId);
  if (REPROCESS_BUSY_STATUSES.includes(row.tour.status)) throw conflict(REPROCESS_BUSY_MESSAGE);
  if (!(await sourceStored(storage, row.tour.id))) throw conflict(REPROCESS_NO_SOURCE_MESSAGE);
  await db.transaction(async (tx) => {
    const [queued] = await tx
      .update(tours)
      .set({ status: 'queued', stage: null, progress: 0, error: null, updatedAt: now })
      .where(and(eq(tours.id, row.tour.id), notInArray(tours.status, [...REPROCESS_BUSY_STATUSES])))
      .returning({ id: tours.id });
    // Another request queued it meanwhile.
    if (queued === undefined) throw conflict(REPROCESS_BUSY_MESSAGE);
    const payload: ProcessTourPayload = { tourId: row.tour.id, reprocess: true };
    await enqueue(tx, { kind: TOUR_PROCESS_JOB, payload, ownerKey: row.tour.ownerId });
    await auditTour(tx, actor, row, ADMIN_ACTIONS.reprocess, now);
  });
  return tourDetail(db, storage, row.tour.id);
}
