/**
 * Public tour views: one per visitor per tour per UTC day, never for a HEAD request. A visitor is
 * their address (IPv6 by /64), hashed with a key of the day: no raw address is stored, and a
 * day's hashes are deleted once the next day's views arrive. The user agent is no part of it
 * (decision 0062): anyone can send a new one with each request, and would count again each time.
 */
import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { addressKey } from '../auth/rate-limit';
import { tourViewVisitors, tours } from '../db/schema';

/** What tells one visitor from another: the address alone (never stored as it is). */
export interface Visitor {
  ipAddress: string | null;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The visitor's hash for `day`: their address (IPv6 by /64) under HMAC, with a key derived from
 * the server secret and the day. Visitors behind one address (an office, a hotel) count as one.
 */
export function visitorHash(secret: string, day: string, ipAddress: string | null): string {
  const dayKey = createHmac('sha256', secret).update(`tour-views:${day}`).digest();
  return createHmac('sha256', dayKey).update(addressKey(ipAddress)).digest('base64url');
}

/** Counts a view of `tourId` unless this visitor has already been counted for it today. */
export async function countVisitorView(
  db: Database,
  input: { tourId: string; visitor: Visitor; secret: string; now: Date },
): Promise<void> {
  const day = utcDay(input.now);
  await db.transaction(async (tx) => {
    await tx.delete(tourViewVisitors).where(lt(tourViewVisitors.day, day));
    const first = await tx
      .insert(tourViewVisitors)
      .values({
        tourId: input.tourId,
        day,
        visitorHash: visitorHash(input.secret, day, input.visitor.ipAddress),
      })
      .onConflictDoNothing()
      .returning({ tourId: tourViewVisitors.tourId });
    if (first.length === 0) return;
    await tx
      .update(tours)
      // A view is not an edit: updated_at stays.
      .set({ views: sql`${tours.views} + 1`, updatedAt: sql`${tours.updatedAt}` })
      .where(eq(tours.id, input.tourId));
  });
}
