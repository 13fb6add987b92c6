/**
 * The contact inbox in /admin: what visitors sent through the contact form (SPEC §3), newest
 * first, marked handled and reopened. Each change is audited in the transaction that makes it;
 * marking a request as it already is changes nothing and is not logged.
 */
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  ADMIN_ACTIONS,
  CONTACT_REQUEST_NOT_FOUND_MESSAGE,
  type ContactRequestView,
  type ContactRequestsPage,
  type ContactRequestsQuery,
} from '../../src/contract/admin';
import type { Database, Queryable } from '../db/database';
import { contactRequests, type ContactRequest } from '../db/schema';
import { notFound } from '../http/errors';
import { recordStaffAction, type StaffActor } from '../staff/audit';
import { isUuid } from '../storage/storage';
import { olderThanCursor, pageOf } from './paging';

function toView(request: ContactRequest): ContactRequestView {
  return {
    id: request.id,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    industry: request.industry,
    tourInMind: request.tourInMind,
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    handledAt: request.handledAt?.toISOString() ?? null,
  };
}

const STATUS_CONDITIONS: Record<ContactRequestsQuery['status'], SQL | undefined> = {
  open: isNull(contactRequests.handledAt),
  handled: isNotNull(contactRequests.handledAt),
  all: undefined,
};

export async function listContactRequests(
  db: Queryable,
  query: ContactRequestsQuery,
): Promise<ContactRequestsPage> {
  const paged = {
    table: contactRequests,
    createdAt: contactRequests.createdAt,
    id: contactRequests.id,
  };
  const rows = await db
    .select()
    .from(contactRequests)
    .where(and(await olderThanCursor(db, paged, query.cursor), STATUS_CONDITIONS[query.status]))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit);
  return { requests: page.rows.map(toView), nextCursor: page.nextCursor };
}

/** Marks the request handled (`handled`) or open again; 404 when there is none. */
export async function markContactRequest(
  db: Database,
  actor: StaffActor,
  requestId: string,
  handled: boolean,
  now: Date,
): Promise<ContactRequestView> {
  if (!isUuid(requestId)) throw notFound(CONTACT_REQUEST_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, requestId))
      .for('update');
    if (request === undefined) throw notFound(CONTACT_REQUEST_NOT_FOUND_MESSAGE);
    if ((request.handledAt !== null) === handled) return toView(request);
    const [changed] = await tx
      .update(contactRequests)
      .set({ handledAt: handled ? now : null })
      .where(eq(contactRequests.id, requestId))
      .returning();
    await recordStaffAction(
      tx,
      actor,
      {
        action: handled ? ADMIN_ACTIONS.contactHandled : ADMIN_ACTIONS.contactReopen,
        targetType: 'contact-request',
        targetId: requestId,
        details: { email: request.email },
      },
      now,
    );
    return toView(changed ?? request);
  });
}
